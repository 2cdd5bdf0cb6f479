import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SetCreate, SetUpdate, StoredVideoAnalysis } from '@spotter/core/schemas';
import type { Database, WorkoutSetRow } from '../db/tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A set with what its video (a filmed set's media row) adds: faults, rep times and the processed video. */
export type SetRow = WorkoutSetRow & { analysis: StoredVideoAnalysis | null; processed_file: string | null };

/** Where a page ends: the last set's time and seq (sets are listed by when they were done, newest first). */
export interface SetCursor {
  at: string;
  seq: string;
}

const selectSets = (db: Db) =>
  db
    .selectFrom('workout_sets as s')
    .leftJoin('media as m', 'm.id', 's.media_id')
    .selectAll('s')
    .select(['m.analysis', 'm.processed_file']);

/**
 * The training history is the workout log (migration 0006): sets typed in, filmed (counted uploads; a clip the coach
 * could not count is feedback, not a set) and imported. Newest first by when they were done, so imported years sit
 * in their place; a set logged while paging never shifts a page.
 */
export async function listSets(
  db: Db,
  userId: string,
  query: { exercise?: string; limit: number; before: SetCursor | null },
) {
  let select = selectSets(db).where('s.user_id', '=', userId);
  if (query.exercise) select = select.where(sql<string>`lower(s.exercise_name)`, '=', query.exercise.toLowerCase());
  if (query.before !== null)
    select = select.where(
      sql<boolean>`(s.performed_at, s.seq) < (${query.before.at}::timestamptz, ${query.before.seq}::bigint)`,
    );
  const rows = (await select
    .orderBy('s.performed_at', 'desc')
    .orderBy('s.seq', 'desc')
    .limit(query.limit + 1)
    .execute()) as SetRow[];
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextBefore: rows.length > query.limit && last ? { at: iso(last.performed_at), seq: String(last.seq) } : null,
  };
}

/** The sets of these sessions, in the order they were done. */
export async function listSetsOfWorkouts(db: Db, userId: string, workoutIds: readonly string[]): Promise<SetRow[]> {
  if (!workoutIds.length) return [];
  return await selectSets(db)
    .where('s.user_id', '=', userId)
    .where('s.workout_id', 'in', workoutIds)
    .orderBy('s.performed_at')
    .orderBy('s.seq')
    .execute();
}

/** The user's sets of one lift (its name as written), in the order they were done. */
/** The user's latest working and failure sets (at most `limit`), newest first: what the next targets are worked from. */
export const listRecentWorkingSets = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('workout_sets')
    .select(['exercise_name', 'reps', 'load_kg', 'rpe', 'rir', 'set_type', 'performed_at', 'workout_id'])
    .where('user_id', '=', userId)
    .where('set_type', 'in', ['working', 'failure'])
    .orderBy('performed_at', 'desc')
    .limit(limit)
    .execute();

/** The user's latest sets with reps (typed in, imported and filmed alike), newest first: what the coach reads. */
export const listRecentCountedSets = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('workout_sets')
    .select(['exercise_name', 'reps', 'load_kg', 'performed_at', 'source'])
    .where('user_id', '=', userId)
    .where('reps', 'is not', null)
    .orderBy('performed_at', 'desc')
    .limit(limit)
    .execute();

export const listSetsOfLift = async (db: Db, userId: string, exerciseName: string): Promise<SetRow[]> =>
  await selectSets(db)
    .where('s.user_id', '=', userId)
    .where('s.exercise_name', '=', exerciseName)
    .orderBy('s.performed_at')
    .orderBy('s.seq')
    .execute();

export const findSet = async (db: Db, userId: string, setId: string): Promise<SetRow | undefined> =>
  await selectSets(db).where('s.user_id', '=', userId).where('s.id', '=', setId).executeTakeFirst();

/**
 * Logs a set typed in. With a client id the set is kept once: a resend (an offline queue sending again) finds the set
 * the first send made, `replayed`, and changes nothing.
 */
export async function insertManualSet(
  db: Db,
  userId: string,
  input: Omit<SetCreate, 'workout_id' | 'performed_at'> & { workoutId: string | null; performedAt: Date },
): Promise<{ set: SetRow; replayed: boolean }> {
  const sourceKey = input.client_id ?? null;
  const inserted = await db
    .insertInto('workout_sets')
    .values({
      id: randomUUID(),
      user_id: userId,
      workout_id: input.workoutId,
      exercise_name: input.exercise_name,
      reps: input.reps ?? null,
      duration_sec: input.duration_sec ?? null,
      distance_m: input.distance_m ?? null,
      load_kg: input.load_kg ?? null,
      rpe: input.rpe ?? null,
      rir: input.rir ?? null,
      set_type: input.set_type,
      note: input.note || null,
      performed_at: input.performedAt,
      source: 'manual',
      source_key: sourceKey,
      coach_reps: null,
      media_id: null,
    })
    .onConflict((c) => c.columns(['user_id', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { set: (await findSet(db, userId, inserted.id))!, replayed: false };
  const kept = (await selectSets(db)
    .where('s.user_id', '=', userId)
    .where('s.source_key', '=', sourceKey)
    .executeTakeFirstOrThrow()) as SetRow;
  return { set: kept, replayed: true };
}

/** Changes a set; a filmed set's `coach_reps` is never among the changes, so a corrected count sits beside it. */
export async function updateSet(
  db: Db,
  userId: string,
  setId: string,
  changes: Omit<SetUpdate, 'performed_at'> & { performed_at?: Date },
): Promise<SetRow | undefined> {
  const updated = await db
    .updateTable('workout_sets')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', setId)
    .returning('id')
    .executeTakeFirst();
  return updated ? findSet(db, userId, updated.id) : undefined;
}

export async function deleteSet(db: Db, userId: string, setId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('workout_sets')
    .where('user_id', '=', userId)
    .where('id', '=', setId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/**
 * A counted upload becomes a set of the log, in the session the lifter has open (if any): the coach's count is both
 * `coach_reps` and, until the lifter corrects it, `reps`. Keyed by the media id, so it is written once per video.
 */
export async function insertFilmedSet(
  db: Db,
  input: {
    userId: string;
    mediaId: string;
    exerciseName: string;
    reps: number;
    loadKg: number | null;
    performedAt: Date;
    workoutId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('workout_sets')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      workout_id: input.workoutId,
      exercise_name: input.exerciseName,
      reps: input.reps,
      duration_sec: null,
      distance_m: null,
      load_kg: input.loadKg,
      rpe: null,
      rir: null,
      set_type: 'working',
      note: null,
      performed_at: input.performedAt,
      source: 'video',
      source_key: input.mediaId,
      coach_reps: input.reps,
      media_id: input.mediaId,
    })
    .onConflict((c) => c.columns(['user_id', 'source_key']).doNothing())
    .execute();
}

/** The cursor a client passes back: opaque to it, the last set's time and seq to us. */
export const encodeSetCursor = (cursor: SetCursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The place a cursor holds, or null when it is not one this list gave out. */
export function decodeSetCursor(cursor: string): SetCursor | null {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      at?: unknown;
      seq?: unknown;
    } | null;
    const at = decoded?.at;
    const seq = decoded?.seq;
    if (typeof at !== 'string' || typeof seq !== 'string' || !/^[1-9]\d{0,18}$/.test(seq)) return null;
    // Only a time this list wrote (ISO, UTC, after 1970): anything else could be a time PostgreSQL refuses.
    const time = Date.parse(at);
    return Number.isNaN(time) || time < 0 || new Date(time).toISOString() !== at ? null : { at, seq };
  } catch {
    return null;
  }
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
