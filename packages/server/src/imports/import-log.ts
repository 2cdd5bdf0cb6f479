import type { ImportResult } from '@spotter/core/schemas';
import type { ImportedSet } from '../store/log-import.js';
import { ImportFileError, type ExportSource } from './csv-records.js';
import type { ExerciseMatcher } from './exercise-match.js';
import { openExport, type ImportRow, type RowOutcome } from './read-rows.js';
import { emptySurvey, surveyExport, tallyRow, type KnownKeys, type Survey } from './survey.js';
import { toKg } from './unit-evidence.js';
import { roundTo, type WeightUnit } from './values.js';

/** A set as the log's store takes it (loads in kg, distances in metres): the store's own type, not a copy. */
type LogSet = ImportedSet;

export interface LogWorkout {
  name: string;
  started_at: Date;
  finished_at: Date | null;
  notes: string | null;
  source_key: string;
  sets: LogSet[];
}

export interface ImportLogDeps {
  /**
   * Opens the uploaded file from its start: read once or twice (see importLog), never held whole. `step` says which
   * read it is, for progress: `checking` reads without writing, `importing` writes as it reads.
   */
  open: (step: 'checking' | 'importing') => ExportSource;
  matcher: ExerciseMatcher;
  known: KnownKeys;
  /** Writes the sessions in ONE transaction, skipping keys already there. */
  write: (workouts: AsyncIterable<LogWorkout>) => Promise<{ workouts: number; sets: number; duplicates: number }>;
}

export interface ImportLogOptions {
  dryRun: boolean;
  /** The unit of loads the file does not give one for. */
  units?: WeightUnit;
}

interface UnitDecision {
  answer: ImportResult['units'];
  /** The unit for loads the file does not say; null when nobody can tell (a real import is refused). */
  unsaid: WeightUnit | null;
}

function decideUnits(survey: Survey, chosen: WeightUnit | undefined): UnitDecision {
  const said = [...survey.unitsSaid];
  const fileUnits = said.length > 1 ? 'mixed' : (said[0] ?? null);
  if (survey.unsaidLoads === 0) {
    return {
      answer: {
        used: fileUnits ?? 'kg',
        source: 'file',
        reason: fileUnits
          ? 'the file says the unit of its loads'
          : 'the file has no loads (bodyweight and cardio only)',
        readings: [],
      },
      unsaid: null,
    };
  }
  const heaviest = survey.heaviest!;
  const readings = (['kg', 'lb'] as const).map((units) => ({
    units,
    heaviest_exercise: heaviest.exercise,
    heaviest_load_kg: toKg(heaviest.value, units),
    volume_kg: roundTo(toKg(survey.unsaidVolume, units), 1),
  }));
  const used = (unit: WeightUnit) => (fileUnits && fileUnits !== unit ? 'mixed' : unit);
  const loads = `${survey.unsaidLoads} load${survey.unsaidLoads === 1 ? '' : 's'}`;
  if (chosen)
    return {
      answer: {
        used: used(chosen),
        source: 'parameter',
        reason: `you said the ${loads} without a unit are in ${chosen}`,
        readings,
      },
      unsaid: chosen,
    };
  const verdict = survey.evidence.verdict();
  if (verdict.units) {
    return {
      answer: {
        used: used(verdict.units),
        source: 'inferred',
        reason: `read as ${verdict.units}: ${verdict.reason} (pass units to say otherwise)`,
        readings,
      },
      unsaid: verdict.units,
    };
  }
  return {
    answer: {
      used: null,
      source: 'unknown',
      reason: `the file does not say whether its ${loads} are kg or lb, and ${verdict.reason}: pass units=kg or units=lb`,
      readings,
    },
    unsaid: null,
  };
}

/** A file row as the log stores it: the library's name when matched, kg, metres, RPE in half steps. */
function logSet(row: ImportRow, exerciseName: string, unsaid: WeightUnit): LogSet {
  const unit = row.weightUnit ?? unsaid;
  const distanceUnit = unit === 'lb' ? 1609.344 : 1000;
  return {
    exercise_name: exerciseName,
    reps: row.reps,
    duration_sec: row.durationSec,
    distance_m:
      row.distance === null ? null : row.distanceUnknown ? roundTo(row.distance * distanceUnit, 1) : row.distance,
    load_kg: row.weight === null ? null : toKg(row.weight, unit),
    rpe: row.rpe === null ? null : Math.max(1, Math.round(row.rpe * 2) / 2),
    rir: null,
    set_type: row.setType,
    note: row.note,
    performed_at: row.startedAt,
    source_key: row.sourceKey,
  };
}

/** The file's sessions in file order, each with its sets (a session the file splits is sent once per part). */
async function* workoutsOf(
  rows: AsyncIterable<RowOutcome>,
  toSet: (row: ImportRow) => LogSet,
): AsyncGenerator<LogWorkout> {
  let current = null as LogWorkout | null;
  for await (const outcome of rows) {
    if (!outcome.ok) continue;
    const row = outcome.row;
    if (current?.source_key !== row.workoutSourceKey) {
      if (current) yield current;
      current = {
        name: row.workoutName,
        started_at: row.startedAt,
        finished_at: row.finishedAt,
        notes: row.workoutNotes,
        source_key: row.workoutSourceKey,
        sets: [],
      };
    }
    current.sets.push(toSet(row));
  }
  if (current) yield current;
}

const NOTHING_KNOWN: KnownKeys = { sets: () => Promise.resolve(new Set()), workouts: () => Promise.resolve(new Set()) };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A load without a unit met in one pass with no unit chosen: the pass stops and the file is read twice instead. */
class UnitUnknown extends Error {}

function resultOf(survey: Survey, units: UnitDecision, dryRun: boolean): ImportResult {
  const exercises = [...survey.exercises].map(([name, tally]) => ({
    name,
    status: tally.match.kind,
    matched_to: tally.match.kind === 'matched' ? tally.match.name : null,
    candidates: tally.match.kind === 'ambiguous' ? tally.match.candidates : [],
    sets: tally.sets,
  }));
  const count = (status: string) => exercises.filter((exercise) => exercise.status === status).length;
  return {
    format: survey.format,
    layout: survey.layout.name,
    dry_run: dryRun,
    workouts: survey.newWorkouts,
    sets: survey.newSets,
    duplicates: survey.duplicates,
    rows: survey.setRows,
    date_range: survey.firstAt && survey.lastAt ? { first: day(survey.firstAt), last: day(survey.lastAt) } : null,
    exercises_matched: count('matched'),
    exercises_new: count('new'),
    exercises_ambiguous: count('ambiguous'),
    exercises,
    units: units.answer,
    skipped: survey.skipped,
    skipped_count: survey.skippedCount,
  };
}

/** The library's name of a file's exercise when it matched one, else the file's own. */
const storedName = (survey: Survey, exercise: string) => {
  const match = survey.exercises.get(exercise)?.match;
  return match?.kind === 'matched' ? match.name : exercise;
};

/**
 * A real import in ONE read of the file: each row is counted into the survey as it is written, so the answer is the
 * same as the two reads give. It needs the unit of every load before it is written: the one the user chose, or the
 * file's own; a load with neither stops it (UnitUnknown, the transaction rolled back) and nothing is kept.
 */
async function importInOnePass(deps: ImportLogDeps, chosen: WeightUnit | undefined): Promise<ImportResult> {
  const opened = await openExport(deps.open('importing'));
  const survey = emptySurvey(opened);
  async function* tallied(): AsyncGenerator<RowOutcome> {
    for await (const outcome of opened.rows) {
      const row = tallyRow(survey, outcome, deps.matcher);
      if (row && row.weight !== null && !row.weightUnit && !chosen) throw new UnitUnknown();
      yield outcome;
    }
  }
  const written = await deps.write(
    workoutsOf(tallied(), (row) => logSet(row, storedName(survey, row.exercise), chosen ?? 'kg')),
  );
  return {
    ...resultOf(survey, decideUnits(survey, chosen), false),
    workouts: written.workouts,
    sets: written.sets,
    duplicates: written.duplicates,
  };
}

/**
 * Imports an export of Strong, Hevy or FitNotes. A dry run reads it once to tell the layout, the units, the exercises
 * and what is new (its whole answer). A real import reads it once when the unit of every load is known (chosen, or
 * said by the file), writing as it reads; when a load's unit must be inferred from the whole file it reads it twice:
 * first to decide, then to write every new set in one transaction. Throws ImportFileError for a file it cannot take
 * (the route answers 422 with the line).
 */
export async function importLog(deps: ImportLogDeps, options: ImportLogOptions): Promise<ImportResult> {
  if (!options.dryRun) {
    try {
      return await importInOnePass(deps, options.units);
    } catch (err) {
      if (!(err instanceof UnitUnknown)) throw err;
    }
  }
  // A real import counts what it adds as it writes: only a dry run asks the log which keys it has.
  const survey = await surveyExport(deps.open('checking'), deps.matcher, options.dryRun ? deps.known : NOTHING_KNOWN);
  const units = decideUnits(survey, options.units);
  const result = resultOf(survey, units, options.dryRun);
  if (options.dryRun) return result;
  if (survey.unsaidLoads > 0 && !units.unsaid) throw new ImportFileError(null, units.answer.reason);

  const opened = await openExport(deps.open('importing'));
  const written = await deps.write(
    workoutsOf(opened.rows, (row) => logSet(row, storedName(survey, row.exercise), units.unsaid ?? 'kg')),
  );
  return { ...result, workouts: written.workouts, sets: written.sets, duplicates: written.duplicates };
}
