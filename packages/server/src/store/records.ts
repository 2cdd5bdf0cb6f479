import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
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

export const listPersonalBests = (db: Db, userId: string) =>
  db.selectFrom('personal_bests').selectAll().where('user_id', '=', userId).orderBy('achieved_at', 'desc').orderBy('exercise_name').execute();

/**
 * Records a result and keeps it only when it beats the stored best for that exercise and unit.
 * Answers with the (possibly unchanged) best and whether this result is a new personal best.
 */
export async function recordPersonalBest(
  db: Db,
  input: { userId: string; exerciseName: string; value: number; unit: string; source: 'video' | 'manual' },
) {
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const current = await trx
      .selectFrom('personal_bests')
      .selectAll()
      .where('user_id', '=', input.userId)
      .where('exercise_name', '=', input.exerciseName)
      .where('unit', '=', input.unit)
      .forUpdate()
      .executeTakeFirst();
    if (current && current.value >= input.value) return { personalBest: current, isNew: false };
    const values = { value: input.value, source: input.source, achieved_at: new Date() };
    const personalBest = await trx
      .insertInto('personal_bests')
      .values({ id: randomUUID(), user_id: input.userId, exercise_name: input.exerciseName, unit: input.unit, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'exercise_name', 'unit']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    return { personalBest, isNew: true };
  });
}

export const listMedia = (db: Db, userId: string) =>
  db.selectFrom('media').selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').execute();

export const insertMedia = (
  db: Db,
  input: { userId: string; exerciseName: string | null; notes: string; originalFile: string | null; processedFile: string | null; analysis: unknown },
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
      analysis: JSON.stringify(input.analysis ?? null),
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

export const insertChatMessage = (
  db: Db,
  input: { userId: string; type: 'user' | 'avatar'; content: string; avatarVideoFile?: string | null; voiceFile?: string | null; voiceGenerated?: boolean; enhanced?: boolean },
) =>
  db
    .insertInto('chat_messages')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      type: input.type,
      content: input.content,
      avatar_video_file: input.avatarVideoFile ?? null,
      voice_file: input.voiceFile ?? null,
      voice_generated: input.voiceGenerated ?? false,
      enhanced: input.enhanced ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
