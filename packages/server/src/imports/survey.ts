import type { ExportSource } from './csv-records.js';
import type { ExerciseMatch, ExerciseMatcher } from './exercise-match.js';
import type { ImportFormat, Layout } from './layouts.js';
import { openExport, type ImportRow, type OpenedExport, type RowOutcome } from './read-rows.js';
import { UnitEvidence } from './unit-evidence.js';
import type { WeightUnit } from './values.js';

/** What is already in the user's log, by source key (sets and sessions of earlier imports). */
export interface KnownKeys {
  sets(keys: readonly string[]): Promise<Set<string>>;
  workouts(keys: readonly string[]): Promise<Set<string>>;
}

/** At most this many skipped rows are listed (all are counted). */
export const SKIPPED_LISTED = 200;
const LOOKUP_BATCH = 1000;

export interface ExerciseTally {
  match: ExerciseMatch;
  sets: number;
}

/** One read of the whole file: everything the preview says, and what the import needs decided before it writes. */
export interface Survey {
  format: ImportFormat;
  layout: Layout;
  setRows: number;
  newSets: number;
  duplicates: number;
  newWorkouts: number;
  firstAt: Date | null;
  lastAt: Date | null;
  skipped: { line: number; reason: string }[];
  skippedCount: number;
  exercises: Map<string, ExerciseTally>;
  /** Loads whose unit the file does not say, the evidence from them, and both readings of them. */
  unsaidLoads: number;
  unitsSaid: Set<WeightUnit>;
  evidence: UnitEvidence;
  heaviest: { exercise: string; value: number } | null;
  unsaidVolume: number;
}

/** A survey with nothing read yet, for an opened export. */
export function emptySurvey(opened: Pick<OpenedExport, 'format' | 'layout'>): Survey {
  return {
    format: opened.format,
    layout: opened.layout,
    setRows: 0,
    newSets: 0,
    duplicates: 0,
    newWorkouts: 0,
    firstAt: null,
    lastAt: null,
    skipped: [],
    skippedCount: 0,
    exercises: new Map(),
    unsaidLoads: 0,
    unitsSaid: new Set(),
    evidence: new UnitEvidence(),
    heaviest: null,
    unsaidVolume: 0,
  };
}

/** Counts one row of the file into the survey: a skipped row with its line, or a set (dates, exercise, loads). */
export function tallyRow(survey: Survey, outcome: RowOutcome, matcher: ExerciseMatcher): ImportRow | null {
  if (!outcome.ok) {
    survey.skippedCount += 1;
    if (survey.skipped.length < SKIPPED_LISTED) survey.skipped.push({ line: outcome.line, reason: outcome.reason });
    return null;
  }
  const row = outcome.row;
  survey.setRows += 1;
  if (!survey.firstAt || row.startedAt < survey.firstAt) survey.firstAt = row.startedAt;
  if (!survey.lastAt || row.startedAt > survey.lastAt) survey.lastAt = row.startedAt;
  const tally = survey.exercises.get(row.exercise) ?? { match: matcher.match(row.exercise), sets: 0 };
  tally.sets += 1;
  survey.exercises.set(row.exercise, tally);
  if (row.weight !== null) {
    if (row.weightUnit) survey.unitsSaid.add(row.weightUnit);
    else {
      survey.unsaidLoads += 1;
      survey.evidence.add(row.weight);
      survey.unsaidVolume += row.weight * (row.reps ?? 0);
      if (!survey.heaviest || row.weight > survey.heaviest.value)
        survey.heaviest = { exercise: row.exercise, value: row.weight };
    }
  }
  return row;
}

/**
 * Reads the export once, streaming: counts, dates, exercises matched to the library, skipped rows with their line
 * and reason, and which sets and sessions are already in the log (looked up a thousand keys at a time).
 */
export async function surveyExport(source: ExportSource, matcher: ExerciseMatcher, known: KnownKeys): Promise<Survey> {
  const opened = await openExport(source);
  const survey = emptySurvey(opened);
  const seenWorkouts = new Set<string>();
  const newWorkouts = new Set<string>();
  let pending: ImportRow[] = [];

  const settle = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const existingSets = await known.sets(batch.map((row) => row.sourceKey));
    const workoutKeys = [...new Set(batch.map((row) => row.workoutSourceKey))].filter((key) => !seenWorkouts.has(key));
    const existingWorkouts = await known.workouts(workoutKeys);
    for (const key of workoutKeys) {
      seenWorkouts.add(key);
      if (!existingWorkouts.has(key)) newWorkouts.add(key);
    }
    for (const row of batch) {
      if (existingSets.has(row.sourceKey)) survey.duplicates += 1;
      else survey.newSets += 1;
    }
  };

  for await (const outcome of opened.rows) {
    const row = tallyRow(survey, outcome, matcher);
    if (!row) continue;
    pending.push(row);
    if (pending.length >= LOOKUP_BATCH) await settle();
  }
  await settle();
  survey.newWorkouts = newWorkouts.size;
  return survey;
}
