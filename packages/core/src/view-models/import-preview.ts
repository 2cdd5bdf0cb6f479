import type { ImportResult } from '../schemas/index.js';

const APP_NAMES: Record<ImportResult['format'], string> = { strong: 'Strong', hevy: 'Hevy', fitnotes: 'FitNotes' };
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const kg = (value: number) => `${Math.round(value * 10) / 10} kg`;

export interface ImportPreviewView {
  /** 'Strong export, 2024-01-05 to 2024-03-02 (strong, current)'. */
  title: string;
  /** What is (or would be) added and what was there already. */
  counts: string;
  exercises: string[];
  /** The unit of the loads and why; `question` when the user must choose (a real import is refused until they do). */
  units: { line: string; question: boolean; readings: string[] };
  skipped: string[];
}

/**
 * An import's answer in words, the same in every face: a dry run says what would be added, an import what was;
 * new exercises are listed by name, ambiguous ones with the library exercises they could be, skipped rows with their
 * line. The web's import screen, the TUI and `spotter import` show these lines.
 */
export function importPreview(result: ImportResult): ImportPreviewView {
  const range = result.date_range
    ? result.date_range.first === result.date_range.last
      ? `, ${result.date_range.first}`
      : `, ${result.date_range.first} to ${result.date_range.last}`
    : '';
  const verb = result.dry_run ? 'Would add' : 'Added';
  const already = result.duplicates > 0 ? `; ${plural(result.duplicates, 'set')} already in your log` : '';
  const matched = result.exercises.filter((exercise) => exercise.status === 'matched');
  const own = result.exercises.filter((exercise) => exercise.status === 'new');
  const ambiguous = result.exercises.filter((exercise) => exercise.status === 'ambiguous');
  const exercises = [`${plural(matched.length, 'exercise')} matched to the library`];
  if (own.length)
    exercises.push(
      `${plural(own.length, 'new exercise')} of your own: ${own.map((exercise) => exercise.name).join(', ')}`,
    );
  for (const exercise of ambiguous)
    exercises.push(`"${exercise.name}" could be ${exercise.candidates.join(' or ')}: kept as your own`);
  const question = result.units.source === 'unknown';
  const readings = result.units.readings.map(
    (reading) =>
      `as ${reading.units}: heaviest ${reading.heaviest_exercise} ${kg(reading.heaviest_load_kg)}, volume ${kg(reading.volume_kg)}`,
  );
  const unitLine = question ? `Units: ${result.units.reason}` : `Loads in ${result.units.used}: ${result.units.reason}`;
  const skipped = result.skipped.map((row) => `line ${row.line}: ${row.reason}`);
  if (result.skipped_count > result.skipped.length)
    skipped.push(`… and ${result.skipped_count - result.skipped.length} more`);
  return {
    title: `${APP_NAMES[result.format]} export${range} (${result.layout})`,
    counts: `${verb} ${plural(result.sets, 'set')} in ${plural(result.workouts, 'workout')}${already}`,
    exercises,
    units: { line: unitLine, question, readings },
    skipped,
  };
}
