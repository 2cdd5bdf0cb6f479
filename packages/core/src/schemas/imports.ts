import { z } from 'zod';

/** The apps whose CSV exports Spotter reads. */
export const IMPORT_FORMATS = ['strong', 'hevy', 'fitnotes'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], { error: 'dry_run is 1 or 0' })
  .transform((value) => value === true || value === '1' || value === 'true');

/** POST /users/{id}/imports?dry_run=1&units=kg */
export const ImportQuerySchema = z.object({
  /** Answer what would be imported (200) and store nothing. */
  dry_run: flag.optional().default(false),
  /** The unit of loads in a file that does not say (Strong's current layout); the file's own units win. */
  units: z.enum(['kg', 'lb'], { error: 'units is kg or lb' }).optional(),
  /** 1: answer with server-sent events of how far the file has been read (ImportProgressEvents), then the answer. */
  progress: z
    .enum(['0', '1'], { error: 'progress must be 1 (stream how far the file is read) or 0 (one JSON answer)' })
    .optional(),
});
export type ImportQuery = z.input<typeof ImportQuerySchema>;

/** An exercise of the file and what it became: a library exercise, or the lifter's own (new, or ambiguous). */
export const ImportExerciseSchema = z.object({
  /** As the file names it. */
  name: z.string(),
  status: z.enum(['matched', 'new', 'ambiguous']),
  /** The library exercise it is logged as; null for the lifter's own (kept under the file's name). */
  matched_to: z.string().nullable(),
  /** For an ambiguous name: the library exercises it could be. */
  candidates: z.array(z.string()),
  sets: z.int(),
});

/** One reading of a file's loads: taken as kg or as lb. */
export const UnitReadingSchema = z.object({
  units: z.enum(['kg', 'lb']),
  heaviest_exercise: z.string(),
  heaviest_load_kg: z.number(),
  volume_kg: z.number(),
});

export const ImportUnitsSchema = z.object({
  /** The unit loads are (or would be) read in; null when the file does not say and it cannot be told: pass `units`. */
  used: z.enum(['kg', 'lb', 'mixed']).nullable(),
  /** file: the file says (headers or a unit column); parameter: `units`; inferred: from the loads (see reason). */
  source: z.enum(['file', 'parameter', 'inferred', 'unknown']),
  reason: z.string(),
  /** For a file that does not say its unit: its loads read both ways (empty when the file says). */
  readings: z.array(UnitReadingSchema),
});

/**
 * The answer of an import: with dry_run (200) what would be added, else (201) what was. Counts are of what is
 * (or would be) added; `duplicates` were in the log already (an earlier import of the same rows).
 */
export const ImportResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** The layout it was read as ('strong, semicolon with Workout #'; '(columns told by position)' for translated headers). */
  layout: z.string(),
  dry_run: z.boolean(),
  workouts: z.int(),
  sets: z.int(),
  duplicates: z.int(),
  /** Set rows read from the file (added, duplicate or not). */
  rows: z.int(),
  date_range: z.object({ first: z.string(), last: z.string() }).nullable(),
  exercises_matched: z.int(),
  exercises_new: z.int(),
  exercises_ambiguous: z.int(),
  exercises: z.array(ImportExerciseSchema),
  units: ImportUnitsSchema,
  /** Rows not imported, with the file line and why (at most 200 listed; `skipped_count` counts them all). */
  skipped: z.array(z.object({ line: z.int(), reason: z.string() })),
  skipped_count: z.int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The columns of GET /users/{id}/sets.csv: Strong's current export, so other apps import it. */
export const SETS_CSV_HEADER = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
] as const;

/**
 * How far an import has got: which read of the file (`checking` for the dry run, or the first of two reads when the
 * units must be inferred; `importing` for the read that writes) and its bytes read of the file's size.
 */
export const ImportProgressSchema = z.object({
  step: z.enum(['checking', 'importing']),
  bytes_read: z.int().nonnegative(),
  bytes_total: z.int().nonnegative(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

/**
 * The events of `POST /users/{id}/imports?progress=1`: `progress` while the file is read, then one `done` whose data is
 * the body the plain call answers, or one `error` ({detail, status}: the status the plain call would have answered;
 * nothing was stored).
 */
export const ImportProgressEvents = {
  progress: ImportProgressSchema,
  done: ImportResultSchema,
  error: z.object({ detail: z.string(), status: z.int() }),
} as const;
