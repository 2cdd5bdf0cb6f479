import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { SetType } from '@spotter/core/constants';
import type { Database, NewWorkoutSet } from '../db/tables.js';

/** One set read from another app's export; `source_key` is stable for the same row of the same file. */
export interface ImportedSet {
  exercise_name: string;
  reps: number | null;
  duration_sec: number | null;
  distance_m: number | null;
  /** Kilograms. */
  load_kg: number | null;
  rpe: number | null;
  rir: number | null;
  set_type: SetType;
  note: string | null;
  performed_at: Date;
  source_key: string;
}

/** One session of an export with its sets; `source_key` is stable for the same session of the same file. */
export interface ImportedWorkout {
  name: string;
  started_at: Date;
  finished_at: Date | null;
  notes: string | null;
  source_key: string;
  sets: readonly ImportedSet[];
}

export interface LogImportCounts {
  /** Sessions added (a session already imported takes any set of it that is new, and is not counted again). */
  workouts: number;
  /** Sets added. */
  sets: number;
  /** Sets already in the log (the same source key): skipped. */
  duplicates: number;
}

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters, and few round trips for a 50 000-row export. */
const SETS_PER_STATEMENT = 1000;

/**
 * Adds imported sessions and their sets in ONE transaction: all of the file or nothing. Rows whose (user, source_key)
 * is already in the log are skipped and counted as duplicates, so importing the same file again adds nothing.
 * `workouts` may be an async iterable (a parser streaming the file): it is written in batches as it comes, so the
 * whole file is never held. `onProgress` hears the counts after each batch.
 */
export async function importWorkouts(
  db: Kysely<Database>,
  userId: string,
  workouts: Iterable<ImportedWorkout> | AsyncIterable<ImportedWorkout>,
  options: { onProgress?: (counts: LogImportCounts) => void } = {},
): Promise<LogImportCounts> {
  return db.transaction().execute(async (trx) => {
    const counts: LogImportCounts = { workouts: 0, sets: 0, duplicates: 0 };
    let batch: ImportedWorkout[] = [];
    let batchSets = 0;
    const flush = async () => {
      if (!batch.length) return;
      await writeBatch(trx, userId, batch, counts);
      batch = [];
      batchSets = 0;
      options.onProgress?.({ ...counts });
    };
    for await (const workout of workouts) {
      batch.push(workout);
      batchSets += workout.sets.length;
      if (batchSets >= SETS_PER_STATEMENT) await flush();
    }
    await flush();
    return counts;
  });
}

async function writeBatch(
  trx: Transaction<Database>,
  userId: string,
  batch: readonly ImportedWorkout[],
  counts: LogImportCounts,
) {
  // One session per key even when the file names it twice in a batch.
  const sessions = [...new Map(batch.map((w) => [w.source_key, w])).values()];
  const added = await trx
    .insertInto('workouts')
    .values(
      sessions.map((w) => ({
        id: randomUUID(),
        user_id: userId,
        name: w.name,
        plan_id: null,
        plan_day: null,
        started_at: w.started_at,
        finished_at: w.finished_at,
        notes: w.notes,
        source: 'import' as const,
        source_key: w.source_key,
      })),
    )
    .onConflict((c) => c.columns(['user_id', 'source_key']).doNothing())
    .returning('id')
    .execute();
  counts.workouts += added.length;
  const ids = new Map(
    (
      await trx
        .selectFrom('workouts')
        .select(['id', 'source_key'])
        .where('user_id', '=', userId)
        .where(
          'source_key',
          'in',
          sessions.map((w) => w.source_key),
        )
        .execute()
    ).map((row) => [row.source_key, row.id] as const),
  );
  const rows: NewWorkoutSet[] = batch.flatMap((w) =>
    w.sets.map((set) => ({
      id: randomUUID(),
      user_id: userId,
      workout_id: ids.get(w.source_key) ?? null,
      exercise_name: set.exercise_name,
      reps: set.reps,
      duration_sec: set.duration_sec,
      distance_m: set.distance_m,
      load_kg: set.load_kg,
      rpe: set.rpe,
      rir: set.rir,
      set_type: set.set_type,
      note: set.note,
      performed_at: set.performed_at,
      source: 'import' as const,
      source_key: set.source_key,
      coach_reps: null,
      media_id: null,
    })),
  );
  for (let start = 0; start < rows.length; start += SETS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + SETS_PER_STATEMENT);
    const inserted = await trx
      .insertInto('workout_sets')
      .values(chunk)
      .onConflict((c) => c.columns(['user_id', 'source_key']).doNothing())
      .returning('id')
      .execute();
    counts.sets += inserted.length;
    counts.duplicates += chunk.length - inserted.length;
  }
}
