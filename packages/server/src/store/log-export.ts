import type { Kysely } from 'kysely';
import type { AccountExport } from '@spotter/core/schemas';
import type { Database } from '../db/tables.js';
import type { MediaStore } from '../media/media-store.js';
import { toTrainingSet, type SetRow } from './sets.js';
import { toWorkout } from './workouts.js';

/** The whole workout log for the account export: sessions without their sets, and every set, oldest first. */
export async function exportLog(
  db: Kysely<Database>,
  userId: string,
  media: MediaStore,
): Promise<Pick<AccountExport, 'workouts' | 'sets'>> {
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
  return {
    workouts: workouts.map((row) => {
      const { sets: _sets, ...workout } = toWorkout(row, [], media);
      return workout;
    }),
    sets: sets.map((row) => toTrainingSet(row, media)),
  };
}
