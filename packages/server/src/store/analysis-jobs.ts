import type { Kysely, Transaction } from 'kysely';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { AnalysisProgress } from '@spotter/core/schemas';
import type { AnalysisJobResult, AnalysisJobRow, Database } from '../db/tables.js';

/** The rows of the job queue's uploads (migration 0005): the queue itself (pg-boss) only holds their ids. */

export const findJob = (db: Kysely<Database>, id: string): Promise<AnalysisJobRow | undefined> =>
  db.selectFrom('analysis_jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** The job when it is this user's (another user's job is not found either). */
export const findOwnJob = (db: Kysely<Database>, userId: string, id: string): Promise<AnalysisJobRow | undefined> =>
  db.selectFrom('analysis_jobs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** A queued job with its upload's file row, so no sweep takes the file while it waits. */
export async function insertQueuedJob(
  db: Kysely<Database>,
  job: {
    id: string;
    userId: string;
    uploadFile: string;
    contentType: string;
    sizeBytes: number;
    exercise: UploadExerciseChoice;
    loadKg: number | null;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media_files')
      .values({ name: job.uploadFile, user_id: job.userId, content_type: job.contentType, size_bytes: job.sizeBytes })
      .execute();
    await trx
      .insertInto('analysis_jobs')
      .values({
        id: job.id,
        user_id: job.userId,
        status: 'queued',
        upload_file: job.uploadFile,
        upload_type: job.contentType,
        exercise_choice: job.exercise,
        load_kg: job.loadKg,
      })
      .execute();
  });
}

/**
 * Marks a job failed (unless it is already done or failed) and drops its upload's file row. Answers with the row
 * as it was, or null when there was nothing to fail; the caller removes the file from the store.
 */
export async function failJobRow(
  db: Kysely<Database>,
  id: string,
  reason: string,
  errorStatus: number,
): Promise<AnalysisJobRow | null> {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('analysis_jobs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!found || found.status === 'done' || found.status === 'failed') return null;
    await trx
      .updateTable('analysis_jobs')
      .set({ status: 'failed', reason, error_status: errorStatus, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('media_files').where('name', '=', found.upload_file).execute();
    return found;
  });
}

/** An attempt starts: the job is running, its progress from an earlier attempt forgotten. */
export async function markJobRunning(db: Kysely<Database>, id: string, attempts: number): Promise<void> {
  await db
    .updateTable('analysis_jobs')
    .set({ status: 'running', attempts, stage: null, share_done: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** Locks the job's row for its answer: false when it is gone or another attempt already finished it. */
export async function claimJob(trx: Transaction<Database>, id: string): Promise<boolean> {
  const current = await trx
    .selectFrom('analysis_jobs')
    .select('status')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return current !== undefined && current.status !== 'done' && current.status !== 'failed';
}

export async function finishJob(
  trx: Transaction<Database>,
  id: string,
  mediaId: string,
  result: AnalysisJobResult,
): Promise<void> {
  await trx
    .updateTable('analysis_jobs')
    .set({
      status: 'done',
      media_id: mediaId,
      result: JSON.stringify(result),
      reason: null,
      error_status: null,
      stage: null,
      share_done: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** What a running job's worker last reported (the progress of a job no longer running is not written). */
export async function writeJobProgress(
  db: Kysely<Database>,
  id: string,
  { stage, share_done }: AnalysisProgress,
): Promise<void> {
  await db
    .updateTable('analysis_jobs')
    .set({ stage, share_done })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}
