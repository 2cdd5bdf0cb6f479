import type { Kysely } from 'kysely';
import type { SetCreate, SetUpdate } from '@spotter/core/schemas';
import type { Database } from '../db/tables.js';
import { notFound } from '../http/errors.js';
import { recordSetBests } from '../store/records.js';
import { deleteSet, insertManualSet, updateSet, type SetRow } from '../store/sets.js';
import { findWorkout, openWorkoutOf } from '../store/workouts.js';

const noSuchSet = () => notFound('No such set of yours: it may have been deleted');
const noSuchWorkout = () => notFound('workout_id: no such session of yours');

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
export async function logSet(db: Kysely<Database>, userId: string, input: SetCreate, now = new Date()): Promise<{ set: SetRow; replayed: boolean }> {
  const performedAt = input.performed_at ? new Date(input.performed_at) : now;
  const workoutId = input.workout_id ? await ownWorkout(db, userId, input.workout_id) : ((await openWorkoutOf(db, userId, performedAt))?.id ?? null);
  const { workout_id: _workout, performed_at: _at, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const logged = await insertManualSet(trx, userId, { ...fields, workoutId, performedAt });
    const { set } = logged;
    if (!logged.replayed && set.reps && set.set_type !== 'warmup') {
      await recordSetBests(trx, { userId, exerciseName: set.exercise_name, reps: set.reps, loadKg: set.load_kg, source: 'manual' });
    }
    return logged;
  });
}

/** Edits a set; a filmed set's coach count stays as it was (the lifter's correction is `reps`). */
export async function editSet(db: Kysely<Database>, userId: string, setId: string, changes: SetUpdate): Promise<SetRow> {
  if (changes.workout_id) await ownWorkout(db, userId, changes.workout_id);
  const { performed_at, ...rest } = changes;
  const updated = await updateSet(db, userId, setId, { ...rest, ...(performed_at ? { performed_at: new Date(performed_at) } : {}) });
  if (!updated) throw noSuchSet();
  return updated;
}

export async function removeSet(db: Kysely<Database>, userId: string, setId: string): Promise<void> {
  if (!(await deleteSet(db, userId, setId))) throw noSuchSet();
}
