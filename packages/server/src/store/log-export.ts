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
