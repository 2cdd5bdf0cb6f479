import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ESTIMATED_MAX_UNIT } from '@spotter/core/constants';
import { estimatedOneRepMax } from '@spotter/core/rules';
import type { Database } from '../db/tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export const listPlans = (db: Db, userId: string) =>
  db.selectFrom('plans').selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').execute();

export const insertPlan = (db: Db, userId: string, planText: string, details: unknown) =>
  db
    .insertInto('plans')
    .values({ id: randomUUID(), user_id: userId, plan_text: planText, details: JSON.stringify(details ?? null) })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The user's current plan (the latest made): its id and details, or undefined before the first. */
export const findCurrentPlan = (db: Db, userId: string) =>
  db
    .selectFrom('plans')
    .select(['id', 'details'])
    .where('user_id', '=', userId)
    .orderBy('seq', 'desc')
    .executeTakeFirst();

/** One of the user's plans, or undefined (another user's plan is not told apart from none). */
export const findPlan = (db: Db, userId: string, planId: string) =>
  db.selectFrom('plans').selectAll().where('id', '=', planId).where('user_id', '=', userId).executeTakeFirst();

/** The user's plan that holds the equipment scan with this id (its details' `scan`). */
export const findPlanOfScan = (db: Db, userId: string, scanId: string) =>
  db
    .selectFrom('plans')
    .select(['id', 'details'])
    .where('user_id', '=', userId)
    .where(sql<string>`details->'scan'->>'id'`, '=', scanId)
    .executeTakeFirst();

/** A new plan in the place of one of the user's (a scan confirmed again: one plan per scan, the latest). */
export const replacePlan = (db: Kysely<Database>, userId: string, planId: string, planText: string, details: unknown) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom('plans').where('id', '=', planId).where('user_id', '=', userId).execute();
    return insertPlan(trx, userId, planText, details);
  });

export const listPersonalBests = (db: Db, userId: string) =>
  db
    .selectFrom('personal_bests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('achieved_at', 'desc')
    .orderBy('exercise_name')
    .execute();

/**
 * Records a result and keeps it only when it is a new best, answering with the (possibly unchanged) best and whether
 * this result is one. Without a load, the best is the most of that unit for the exercise. With a load (reps at a
 * load), it is a best when no stored one was at least as heavy with at least as many reps; the stored ones it beats
 * (no heavier, no more reps) go, so what is kept is the best count at each load no heavier load beats.
 * Bests of one user and exercise are worked out one at a time (a transaction-scoped advisory lock).
 */
export async function recordPersonalBest(
  db: Db,
  input: {
    userId: string;
    exerciseName: string;
    value: number;
    unit: string;
    loadKg?: number | null;
    source: 'video' | 'manual';
    achievedAt?: Date;
  },
) {
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const loadKg = input.loadKg ?? null;
  return inTransaction(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`personal-best:${input.userId}`}), hashtext(${input.exerciseName}))`.execute(
      trx,
    );
    const sameLift = trx
      .selectFrom('personal_bests')
      .selectAll()
      .where('user_id', '=', input.userId)
      .where('exercise_name', '=', input.exerciseName)
      .where('unit', '=', input.unit);
    const values = { value: input.value, source: input.source, achieved_at: input.achievedAt ?? new Date() };
    if (loadKg === null) {
      const current = await sameLift.where('load_kg', 'is', null).executeTakeFirst();
      if (current && current.value >= input.value) return { personalBest: current, isNew: false };
      const personalBest = current
        ? await trx
            .updateTable('personal_bests')
            .set(values)
            .where('id', '=', current.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await insertBest(trx, input, null, values);
      return { personalBest, isNew: true };
    }
    const beaten = await sameLift
      .where('load_kg', '>=', loadKg)
      .where('value', '>=', input.value)
      .orderBy('load_kg')
      .orderBy('value')
      .executeTakeFirst();
    if (beaten) return { personalBest: beaten, isNew: false };
    await trx
      .deleteFrom('personal_bests')
      .where('user_id', '=', input.userId)
      .where('exercise_name', '=', input.exerciseName)
      .where('unit', '=', input.unit)
      .where('load_kg', '<=', loadKg)
      .where('value', '<=', input.value)
      .execute();
    return { personalBest: await insertBest(trx, input, loadKg, values), isNew: true };
  });
}

const insertBest = (
  trx: Db,
  input: { userId: string; exerciseName: string; unit: string },
  loadKg: number | null,
  values: { value: number; source: 'video' | 'manual'; achieved_at: Date },
) =>
  trx
    .insertInto('personal_bests')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      exercise_name: input.exerciseName,
      unit: input.unit,
      load_kg: loadKg,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * A set's personal bests: its reps (at its load, when it has one) and, with a load, the estimated one-rep max it
 * gives (core's `estimatedOneRepMax`). The answer is the reps best; a new estimate only ever comes with a new one.
 */
export async function recordSetBests(
  db: Db,
  input: {
    userId: string;
    exerciseName: string;
    reps: number;
    loadKg: number | null;
    source: 'video' | 'manual';
    achievedAt?: Date;
  },
) {
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const reps = await recordPersonalBest(trx, { ...input, value: input.reps, unit: 'reps' });
    const estimate = estimatedOneRepMax(input.loadKg, input.reps);
    if (estimate !== null) {
      await recordPersonalBest(trx, {
        userId: input.userId,
        exerciseName: input.exerciseName,
        value: estimate,
        unit: ESTIMATED_MAX_UNIT,
        source: input.source,
        achievedAt: input.achievedAt,
      });
    }
    return reps;
  });
}

/**
 * Forgets the personal bests a set of this lift gave (its reps at its load, and the estimate they make), when a set
 * is edited or deleted; the caller then weighs the lift's remaining sets again (services/sets.ts).
 */
export async function dropSetBests(
  trx: Transaction<Database>,
  input: { userId: string; exerciseName: string; reps: number; loadKg: number | null },
): Promise<void> {
  const lift = trx
    .deleteFrom('personal_bests')
    .where('user_id', '=', input.userId)
    .where('exercise_name', '=', input.exerciseName);
  await (input.loadKg === null ? lift.where('load_kg', 'is', null) : lift.where('load_kg', '=', input.loadKg))
    .where('unit', '=', 'reps')
    .where('value', '=', input.reps)
    .execute();
  const estimate = estimatedOneRepMax(input.loadKg, input.reps);
  if (estimate !== null) await lift.where('unit', '=', ESTIMATED_MAX_UNIT).where('value', '=', estimate).execute();
}

export const listMedia = (db: Db, userId: string) =>
  db.selectFrom('media').selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').execute();

export const findMedia = (db: Db, id: string) =>
  db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();

export const insertMedia = (
  db: Db,
  input: {
    userId: string;
    exerciseName: string | null;
    notes: string;
    originalFile: string | null;
    processedFile: string | null;
    posterFile?: string | null;
    analysis: unknown;
    /** The count when the coach counted the set (status ok): the row is then a set of the training history. */
    reps?: number | null;
    loadKg?: number | null;
  },
) =>
  db
    .insertInto('media')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      exercise_name: input.exerciseName,
      notes: input.notes,
      original_file: input.originalFile,
      processed_file: input.processedFile,
      poster_file: input.posterFile ?? null,
      analysis: JSON.stringify(input.analysis ?? null),
      reps: input.reps && input.reps > 0 ? input.reps : null,
      load_kg: input.loadKg ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const listChatMessages = (db: Db, userId: string, limit = 200) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.reverse());

/** What the user told the coach since a time, newest first (at most `limit` messages). */
export const listUserMessagesSince = (db: Db, userId: string, since: Date, limit: number) =>
  db
    .selectFrom('chat_messages')
    .select(['content', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', '=', 'user')
    .where('created_at', '>', since)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();

/** One turn of the chat: the user's message and the coach's reply, in one statement (the reply gets the later `seq`). */
export async function insertChatTurn(
  db: Db,
  input: {
    userId: string;
    message: string;
    reply: string;
    avatarVideoFile: string | null;
    voiceFile: string | null;
    voiceGenerated: boolean;
    enhanced: boolean;
  },
) {
  const common = {
    user_id: input.userId,
    avatar_video_file: null,
    voice_file: null,
    voice_generated: false,
    enhanced: false,
  };
  const rows = await db
    .insertInto('chat_messages')
    .values([
      { ...common, id: randomUUID(), type: 'user', content: input.message },
      {
        ...common,
        id: randomUUID(),
        type: 'avatar',
        content: input.reply,
        avatar_video_file: input.avatarVideoFile,
        voice_file: input.voiceFile,
        voice_generated: input.voiceGenerated,
        enhanced: input.enhanced,
      },
    ])
    .returningAll()
    .execute();
  const reply = rows.find((row) => row.type === 'avatar');
  if (!reply) throw new Error('the chat reply was not stored');
  return reply;
}
