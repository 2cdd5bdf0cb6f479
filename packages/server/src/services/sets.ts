import type { Kysely, Transaction } from 'kysely';
import type { SetCreate, SetUpdate, VideoAnalysis } from '@spotter/core/schemas';
import type { Database } from '../db/tables.js';
import { badRequest, notFound } from '../http/errors.js';
import { countsForBest } from './set-rules.js';
import { dropSetBests, recordSetBests } from '../store/records.js';
import {
  decodeSetCursor,
  deleteSet,
  encodeSetCursor,
  findSet,
  insertManualSet,
  listSets,
  listSetsOfLift,
  updateSet,
  type SetRow,
} from '../store/sets.js';
import { findWorkout, openWorkoutOf } from '../store/workouts.js';

const noSuchSet = () => notFound('No such set of yours: it may have been deleted');
/** A page cursor the lists did not give out (sets and sessions share its kind). */
export const badCursor = () => badRequest('cursor: That cursor is not one this list gave out; start again without it');
const noSuchWorkout = () => notFound('workout_id: no such session of yours');

/**
 * A page of the lifter's training history (of one lift, when named), newest first by when each set was done;
 * `cursor` continues where the last page ended.
 */
export async function listSetPage(
  db: Kysely<Database>,
  userId: string,
  query: { exercise?: string; limit: number; cursor?: string },
): Promise<{ rows: SetRow[]; nextCursor: string | null }> {
  const before = query.cursor === undefined ? null : decodeSetCursor(query.cursor);
  if (query.cursor !== undefined && before === null) throw badCursor();
  const { rows, nextBefore } = await listSets(db, userId, {
    exercise: query.exercise || undefined,
    limit: query.limit,
    before,
  });
  return { rows, nextCursor: nextBefore === null ? null : encodeSetCursor(nextBefore) };
}

async function ownWorkout(db: Kysely<Database>, userId: string, workoutId: string): Promise<string> {
  const workout = await findWorkout(db, userId, workoutId);
  if (!workout) throw noSuchWorkout();
  return workout.id;
}

/**
 * Logs a set typed in: into the session named, else the one the lifter has open, else on its own. A resend with the
 * same client id answers the set the first send made (`replayed`), whatever else it carries. A new set with reps
 * (not a warm-up) is weighed against the lifter's personal bests in the same transaction, as a filmed one is: reps at
 * its load and, with a load, the estimated one-rep max the dashboard shows.
 */
export async function logSet(
  db: Kysely<Database>,
  userId: string,
  input: SetCreate,
  now = new Date(),
): Promise<{ set: SetRow; replayed: boolean }> {
  const performedAt = input.performed_at ? new Date(input.performed_at) : now;
  const workoutId = input.workout_id
    ? await ownWorkout(db, userId, input.workout_id)
    : ((await openWorkoutOf(db, userId, performedAt))?.id ?? null);
  const { workout_id: _workout, performed_at: _at, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const logged = await insertManualSet(trx, userId, { ...fields, workoutId, performedAt });
    const { set } = logged;
    if (!logged.replayed && set.reps && set.set_type !== 'warmup') {
      await recordSetBests(trx, {
        userId,
        exerciseName: set.exercise_name,
        reps: set.reps,
        loadKg: set.load_kg,
        source: 'manual',
      });
    }
    return logged;
  });
}

/**
 * What a set weighs against the personal bests, or null when it moves none: a set typed in with reps (not a
 * warm-up), a filmed one the coach stood behind (as when it was uploaded). Imported history moves none.
 */
function bestsOf(set: SetRow): { reps: number; loadKg: number | null; source: 'manual' | 'video' } | null {
  if (!set.reps || set.reps <= 0 || set.set_type === 'warmup') return null;
  const loadKg = set.load_kg === null ? null : Number(set.load_kg);
  if (set.source === 'manual') return { reps: set.reps, loadKg, source: 'manual' };
  if (
    set.source === 'video' &&
    set.analysis &&
    countsForBest({ ...set.analysis, status: set.analysis.status ?? 'ok', reps: set.reps } as VideoAnalysis)
  ) {
    return { reps: set.reps, loadKg, source: 'video' };
  }
  return null;
}

/**
 * After a set of a lift was edited or deleted: the bests it gave go, and the lift's remaining sets are weighed again
 * in the order they were done, so the personal bests and the estimated one-rep max are what the log now holds (a
 * best entered by hand with other values stays).
 */
async function reweighLift(
  trx: Transaction<Database>,
  userId: string,
  exerciseName: string,
  gone: SetRow | null,
): Promise<void> {
  const old = gone && bestsOf(gone);
  if (old) await dropSetBests(trx, { userId, exerciseName, reps: old.reps, loadKg: old.loadKg });
  for (const set of await listSetsOfLift(trx, userId, exerciseName)) {
    const bests = bestsOf(set);
    if (bests) await recordSetBests(trx, { userId, exerciseName, ...bests, achievedAt: new Date(set.performed_at) });
  }
}

/** What a set's bests depend on changed. */
const weighsDifferently = (before: SetRow, after: SetRow) =>
  before.exercise_name !== after.exercise_name ||
  before.reps !== after.reps ||
  Number(before.load_kg) !== Number(after.load_kg) ||
  before.set_type !== after.set_type;

/**
 * Edits a set; a filmed set's coach count stays as it was (the lifter's correction is `reps`). A change to what the
 * set weighs (lift, reps, load, type) moves the personal bests in the same transaction, up or down.
 */
export async function editSet(
  db: Kysely<Database>,
  userId: string,
  setId: string,
  changes: SetUpdate,
): Promise<SetRow> {
  if (changes.workout_id) await ownWorkout(db, userId, changes.workout_id);
  const { performed_at, ...rest } = changes;
  return db.transaction().execute(async (trx) => {
    const before = await findSet(trx, userId, setId);
    if (!before) throw noSuchSet();
    const updated = await updateSet(trx, userId, setId, {
      ...rest,
      ...(performed_at ? { performed_at: new Date(performed_at) } : {}),
    });
    if (!updated) throw noSuchSet();
    if (weighsDifferently(before, updated)) {
      await reweighLift(trx, userId, before.exercise_name, before);
      if (updated.exercise_name !== before.exercise_name) await reweighLift(trx, userId, updated.exercise_name, null);
    }
    return updated;
  });
}

/** Deletes a set; the bests it gave go with it, and the lift's other sets are weighed again (same transaction). */
export async function removeSet(db: Kysely<Database>, userId: string, setId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findSet(trx, userId, setId);
    if (!before || !(await deleteSet(trx, userId, setId))) throw noSuchSet();
    await reweighLift(trx, userId, before.exercise_name, before);
  });
}
