import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, WorkoutRow } from '../db/tables.js';
import { listSetsOfWorkouts } from './sets.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A session left open this long is taken as forgotten: new sets and filmed ones no longer land in it. */
export const OPEN_WORKOUT_HOURS = 12;

/**
 * Starts a session. With a client id it is started once: a resend finds the session the first send made
 * (`replayed`) and changes nothing.
 */
export async function insertWorkout(
  db: Db,
  userId: string,
  input: { name: string; planId: string | null; planDay: number | null; startedAt: Date; clientId: string | null },
): Promise<{ workout: WorkoutRow; replayed: boolean }> {
  const inserted = await db
    .insertInto('workouts')
    .values({
      id: randomUUID(),
      user_id: userId,
      name: input.name,
      plan_id: input.planId,
      plan_day: input.planDay,
      started_at: input.startedAt,
      finished_at: null,
      notes: null,
      source: 'manual',
      source_key: input.clientId,
    })
    .onConflict((c) => c.columns(['user_id', 'source_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { workout: inserted, replayed: false };
  const kept = await db
    .selectFrom('workouts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source_key', '=', input.clientId)
    .executeTakeFirstOrThrow();
  return { workout: kept, replayed: true };
}

export const findWorkout = (db: Db, userId: string, workoutId: string) =>
  db.selectFrom('workouts').selectAll().where('user_id', '=', userId).where('id', '=', workoutId).executeTakeFirst();

export const updateWorkout = (
  db: Db,
  userId: string,
  workoutId: string,
  changes: { finished_at?: Date | null; name?: string; notes?: string | null },
) =>
  db
    .updateTable('workouts')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', workoutId)
    .returningAll()
    .executeTakeFirst();

/** The session the lifter has going at `at`: the latest one started in the hours before and not finished. */
export const openWorkoutOf = (db: Db, userId: string, at: Date) =>
  db
    .selectFrom('workouts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('finished_at', 'is', null)
    .where('started_at', '<=', at)
    .where('started_at', '>', new Date(at.getTime() - OPEN_WORKOUT_HOURS * 3600_000))
    .orderBy('started_at', 'desc')
    .orderBy('seq', 'desc')
    .executeTakeFirst();

/** The latest session that followed a day of this plan (to know which day comes next). */
export const lastPlannedWorkout = (db: Db, userId: string, planId: string) =>
  db
    .selectFrom('workouts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('plan_id', '=', planId)
    .where('plan_day', 'is not', null)
    .orderBy('started_at', 'desc')
    .orderBy('seq', 'desc')
    .executeTakeFirst();

export interface WorkoutCursor {
  at: string;
  seq: string;
}

/** A page of sessions, newest first, with their sets. */
export async function listWorkouts(db: Db, userId: string, query: { limit: number; before: WorkoutCursor | null }) {
  let select = db.selectFrom('workouts').selectAll().where('user_id', '=', userId);
  if (query.before)
    select = select.where(
      sql<boolean>`(started_at, seq) < (${query.before.at}::timestamptz, ${query.before.seq}::bigint)`,
    );
  const rows = await select
    .orderBy('started_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const sets = await listSetsOfWorkouts(
    db,
    userId,
    page.map((w) => w.id),
  );
  const last = page[page.length - 1];
  return {
    page: page.map((workout) => ({ workout, sets: sets.filter((set) => set.workout_id === workout.id) })),
    nextBefore: rows.length > query.limit && last ? { at: iso(last.started_at), seq: String(last.seq) } : null,
  };
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Session pages use the same opaque {at, seq} cursor as set pages. */
export { encodeSetCursor as encodeWorkoutCursor, decodeSetCursor as decodeWorkoutCursor } from './sets.js';
