import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** Which of these source keys the user's log already has as sets (an import's dry run counts them as duplicates). */
export async function existingSetKeys(
  db: Kysely<Database>,
  userId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('workout_sets')
    .select('source_key')
    .where('user_id', '=', userId)
    .where('source_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.source_key).filter((key): key is string => key !== null));
}

/** Which of these source keys the user's log already has as sessions. */
export async function existingWorkoutKeys(
  db: Kysely<Database>,
  userId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('workouts')
    .select('source_key')
    .where('user_id', '=', userId)
    .where('source_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.source_key).filter((key): key is string => key !== null));
}
