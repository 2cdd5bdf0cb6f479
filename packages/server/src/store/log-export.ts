import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { SetRow } from './sets.js';

/** The whole workout log for the account export: every session and every set, oldest first. */
export async function readWholeLog(db: Kysely<Database>, userId: string) {
  const [workouts, sets] = await Promise.all([
    db.selectFrom('workouts').selectAll().where('user_id', '=', userId).orderBy('started_at').orderBy('seq').execute(),
    db
      .selectFrom('workout_sets as s')
      .leftJoin('media as m', 'm.id', 's.media_id')
      .selectAll('s')
      .select(['m.analysis', 'm.processed_file'])
      .where('s.user_id', '=', userId)
      .orderBy('s.performed_at')
      .orderBy('s.seq')
      .execute() as Promise<SetRow[]>,
  ]);
  return { workouts, sets };
}

/**
 * A page of the user's sets with their session's name, times and notes, in the order the CSV export lists them
 * (by session start, or the set's time outside a session).
 */
export const listSetsForCsv = (db: Kysely<Database>, userId: string, offset: number, limit: number) =>
  db
    .selectFrom('workout_sets as s')
    .leftJoin('workouts as w', 'w.id', 's.workout_id')
    .select([
      's.exercise_name',
      's.reps',
      's.duration_sec',
      's.distance_m',
      's.load_kg',
      's.rpe',
      's.set_type',
      's.note',
      's.performed_at',
      's.workout_id',
      'w.name as workout_name',
      'w.started_at',
      'w.finished_at',
      'w.notes as workout_notes',
    ])
    .where('s.user_id', '=', userId)
    .orderBy((eb) => eb.fn.coalesce('w.started_at', 's.performed_at'))
    .orderBy('s.seq')
    .limit(limit)
    .offset(offset)
    .execute();
