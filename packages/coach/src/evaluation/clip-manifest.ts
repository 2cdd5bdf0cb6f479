import { UPLOAD_EXERCISES, type UploadExercise } from '@spotter/core/constants';

/** A true rep count: exact (min === max) or a range when a rep is ambiguous (a clip ending mid-rep). */
export interface TrueCount {
  min: number;
  max: number;
}

/** One row of a clip manifest (clips.tsv): a clip, its lift and what is known of it. */
export interface ManifestClip {
  /** Path relative to the manifest's folder. */
  file: string;
  exercise: UploadExercise;
  reps: TrueCount;
  howKnown: string;
  view: string;
  /** Where the clip came from (the public repository): clips of one source are held out together. '' when not given. */
  source: string;
}

const isUploadExercise = (value: string): value is UploadExercise =>
  (UPLOAD_EXERCISES as readonly string[]).includes(value);

/** '3' → 3..3, '7-8' → 7..8; null when it is neither. */
export function parseTrueCount(text: string): TrueCount | null {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(text);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return max >= min ? { min, max } : null;
}

export const formatTrueCount = (count: TrueCount) =>
  count.min === count.max ? String(count.min) : `${count.min}-${count.max}`;

/**
 * Parse a tab-separated manifest with a header naming at least file, exercise and reps
 * (how_known, view and source are optional). Rows that do not parse are errors with their line number.
 */
export function parseClipManifest(text: string): { clips: ManifestClip[]; errors: string[] } {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((name) => name.trim());
  const column = (name: string) => header.indexOf(name);
  const missing = ['file', 'exercise', 'reps'].filter((name) => column(name) < 0);
  if (missing.length > 0) return { clips: [], errors: [`The header has no ${missing.join(', ')} column.`] };
  const clips: ManifestClip[] = [];
  const errors: string[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const cells = line.split('\t');
    const cell = (name: string) => (column(name) >= 0 ? (cells[column(name)] ?? '').trim() : '');
    const exercise = cell('exercise');
    const reps = parseTrueCount(cell('reps'));
    if (!isUploadExercise(exercise)) errors.push(`Line ${i + 2}: unknown exercise '${exercise}'.`);
    else if (!reps) errors.push(`Line ${i + 2}: reps must be N or N-M, not '${cell('reps')}'.`);
    else
      clips.push({
        file: cell('file'),
        exercise,
        reps,
        howKnown: cell('how_known'),
        view: cell('view'),
        source: cell('source'),
      });
  });
  return { clips, errors };
}
