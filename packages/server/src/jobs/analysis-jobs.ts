import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { AnalysisProgress, JobStatus, UploadExerciseResult, VideoAnalysis } from '@spotter/core/schemas';
import { isVideoError, writeFeedback } from '@spotter/coach/video';
import type { ServerConfig } from '../config.js';
import type { VideoCoach } from '../coach/video-coach.js';
import type { AnalysisJobRow, Database } from '../db/tables.js';
import type { ReceivedFile } from '../http/multipart.js';
import type { MediaStore } from '../media/media-store.js';
import { toUploadAnswer } from '../serialize.js';
import { progressReporter } from '../coach/analysis-progress.js';
import { recordSet, renderedFiles } from '../services/record-set.js';
import {
  claimJob,
  failJobRow,
  findJob,
  findOwnJob,
  finishJob,
  insertQueuedJob,
  markJobRunning,
  writeJobProgress,
} from '../store/analysis-jobs.js';
import { findMedia } from '../store/records.js';
import { findUser } from '../store/users.js';
import type { Attempt, JobQueue } from './queue.js';
import { VIDEO_ERROR_STATUS } from '../services/set-rules.js';

export interface JobDeps {
  db: Kysely<Database>;
  media: MediaStore;
  config: Pick<ServerConfig, 'maxVideoSeconds' | 'jobs'>;
  queue: JobQueue;
}

/** How often a waiting upload looks at its job. */
const WAIT_POLL_MS = 400;

const LOST_REASON = (attempts: number) =>
  `The analysis was started ${attempts} time${attempts === 1 ? '' : 's'} and never finished (the worker running it stopped). Please upload the video again.`;
const FAILED_REASON = 'The analysis failed on our side, and again on each retry. Please upload the video again later.';
const CANCELLED_REASON = 'The upload was cancelled: nothing was stored';

/** The API side of the queue: put an upload on it, and tell its owner how it goes. */
export interface AnalysisJobs {
  readonly queue: JobQueue;
  /**
   * Puts the uploaded file into the media store (with its row, so no sweep takes it while it waits) and the job on
   * the queue. Answers with the job's id.
   */
  enqueue(input: {
    userId: string;
    file: ReceivedFile;
    exercise: UploadExerciseChoice;
    loadKg: number | null;
  }): Promise<string>;
  /** The job, when it is this user's (null otherwise: another user's job is not found either). */
  status(userId: string, id: string): Promise<JobStatus | null>;
  /**
   * Waits until the job is done or failed; a failed one comes with the HTTP status its upload answers with.
   * `onProgress` hears each new stage or share its worker writes.
   */
  wait(
    userId: string,
    id: string,
    signal: AbortSignal,
    onProgress?: (progress: AnalysisProgress) => void,
  ): Promise<{ job: JobStatus; errorStatus: number | null }>;
  /** The client gave up: the job is failed as cancelled (a worker that finishes it later writes nothing). */
  cancel(id: string): Promise<void>;
}

export function analysisJobs(deps: JobDeps): AnalysisJobs {
  const { db, media, queue } = deps;

  const toStatus = async (row: AnalysisJobRow): Promise<JobStatus> => {
    let result: UploadExerciseResult | null = null;
    if (row.status === 'done' && row.result && row.media_id) {
      const mediaRow = await findMedia(db, row.media_id);
      if (mediaRow) result = toUploadAnswer(row.result, mediaRow, media);
    }
    return {
      job_id: row.id,
      // A job whose video was deleted since (with the account's media) is reported done, without its answer.
      status: row.status,
      attempts: row.attempts,
      created_at: new Date(row.created_at).toISOString(),
      result,
      reason: row.reason,
      // What the worker last wrote, while it runs (a job queued again after a lost worker starts afresh).
      stage: row.status === 'running' ? row.stage : null,
      share_done: row.status === 'running' ? row.share_done : null,
    };
  };

  /** A job still queued or running by our row, that the queue says failed: its worker was lost on every attempt. */
  const reconcile = async (row: AnalysisJobRow): Promise<AnalysisJobRow> => {
    if (row.status === 'done' || row.status === 'failed') return row;
    const state = await queue.state(row.id);
    if (state === 'failed' || state === 'cancelled' || state === null || state === 'completed') {
      // 'completed' with a row not done: the handler returned without writing (the row was changed under it).
      const reason = state === 'cancelled' ? CANCELLED_REASON : LOST_REASON(Math.max(row.attempts, 1));
      await failJob(deps, row.id, reason, 500);
      return (await findJob(db, row.id)) ?? { ...row, status: 'failed', reason };
    }
    const status = state === 'active' ? 'running' : 'queued';
    return { ...row, status };
  };

  const ownRow = (userId: string, id: string) => findOwnJob(db, userId, id);

  return {
    queue,
    async enqueue({ userId, file, exercise, loadKg }) {
      const id = randomUUID();
      const name = media.newName(file.extension);
      await media.put(file.incomingPath, name, file.mime);
      try {
        await insertQueuedJob(db, {
          id,
          userId,
          uploadFile: name,
          contentType: file.mime,
          sizeBytes: file.size,
          exercise,
          loadKg,
        });
      } catch (err) {
        await media.remove(name);
        throw err;
      }
      try {
        await queue.send(id);
      } catch (err) {
        await failJob(deps, id, 'The analysis queue could not be reached', 503);
        throw err;
      }
      return id;
    },
    async status(userId, id) {
      const row = await ownRow(userId, id);
      return row ? toStatus(await reconcile(row)) : null;
    },
    async wait(userId, id, signal, onProgress) {
      let heard: AnalysisProgress | null = null;
      for (let poll = 1; ; poll++) {
        const row = await ownRow(userId, id);
        if (!row) throw new Error(`The job ${id} is gone`);
        // The queue is asked only now and then (a job lost on its every attempt): our row tells done and failed.
        const current = poll % 10 === 0 ? await reconcile(row) : row;
        if (current.status === 'done' || current.status === 'failed')
          return { job: await toStatus(current), errorStatus: current.error_status };
        if (onProgress && current.status === 'running' && current.stage && current.share_done !== null) {
          const progress: AnalysisProgress = { stage: current.stage, share_done: current.share_done };
          if (progress.stage !== heard?.stage || progress.share_done !== heard.share_done) onProgress(progress);
          heard = progress;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, WAIT_POLL_MS);
          function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
          }
          signal.addEventListener('abort', done, { once: true });
        });
        if (signal.aborted) throw signal.reason ?? new Error('aborted');
      }
    },
    cancel: async (id) => {
      await failJob(deps, id, CANCELLED_REASON, 499);
      await queue.cancel(id).catch(() => undefined);
    },
  };
}

/**
 * Marks a job failed (unless it is already done or failed) and removes its upload: a failed upload keeps nothing,
 * as when the analysis ran inline.
 */
export async function failJob(
  deps: Pick<JobDeps, 'db' | 'media'>,
  id: string,
  reason: string,
  errorStatus: number,
): Promise<boolean> {
  const row = await failJobRow(deps.db, id, reason, errorStatus);
  if (row) await deps.media.remove(row.upload_file);
  return row !== null;
}

/**
 * One attempt at a job, in a worker: analyse the stored upload, put the processed video into the store, then write
 * the media row, the personal best and the job's answer in one transaction, once: a retried job whose row is
 * already done writes nothing again. A video the coach cannot read fails at once with the reason (retrying will
 * not help); anything else throws, so the queue tries again, and the last attempt's failure is final.
 */
export async function runAnalysisJob(
  deps: Omit<JobDeps, 'queue'> & { video: VideoCoach },
  attempt: Attempt,
): Promise<void> {
  const { db, media } = deps;
  const job = await findJob(db, attempt.id);
  // The account was deleted meanwhile, or an earlier attempt finished it (a worker thought lost came back).
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await markJobRunning(db, job.id, attempt.retryCount + 1);
  const lastAttempt = attempt.retryCount >= attempt.retryLimit;
  const user = await findUser(db, job.user_id);
  if (!user) return;

  const renderPath = `${media.incomingPath()}.mp4`;
  const progress = jobProgressWriter(db, job.id);
  try {
    const copy = await media.localCopy(job.upload_file);
    let analysis: VideoAnalysis;
    try {
      analysis = await deps.video.analyze({
        videoPath: copy.path,
        exercise: job.exercise_choice,
        maxDurationSec: deps.config.maxVideoSeconds,
        renderPath,
        onProgress: progressReporter(progress.write, { minIntervalMs: PROGRESS_WRITE_MS }),
      });
    } finally {
      await copy.release();
      await progress.settled();
    }
    // Written once: a retried job whose row is already done writes nothing again.
    await recordSet(
      { db, media },
      {
        userId: job.user_id,
        exerciseChoice: job.exercise_choice,
        analysis,
        feedback: writeFeedback(analysis, user.coach_tone),
        loadKg: job.load_kg,
        upload: { storedName: job.upload_file },
        rendered: await renderedFiles(renderPath),
      },
      {
        claim: (trx) => claimJob(trx, job.id),
        then: (trx, recorded) => finishJob(trx, job.id, recorded.media.id, recorded.result),
      },
    );
  } catch (err) {
    if (isVideoError(err) && err.code !== 'internal' && err.code !== 'busy' && err.code !== 'not_found') {
      await failJob(deps, job.id, err.message, VIDEO_ERROR_STATUS[err.code]);
      return;
    }
    if (lastAttempt) await failJob(deps, job.id, FAILED_REASON, 500);
    throw err;
  } finally {
    await Promise.all([media.discard(renderPath), media.discard(`${renderPath}.jpg`)]);
  }
}

/** A worker writes its job's progress at most this often (a new stage at once). */
const PROGRESS_WRITE_MS = 1000;

/**
 * Writes a running job's progress to its row, one statement at a time: a report that comes while one is being
 * written waits, and only the latest is written after it. A write that fails is dropped (the next one tries again);
 * the progress of a job no longer running is not written.
 */
function jobProgressWriter(db: Kysely<Database>, id: string) {
  let pending: AnalysisProgress | null = null;
  let writing: Promise<void> | null = null;
  const drain = async () => {
    while (pending) {
      const { stage, share_done } = pending;
      pending = null;
      await writeJobProgress(db, id, { stage, share_done }).catch(() => undefined);
    }
    writing = null;
  };
  return {
    write: (progress: AnalysisProgress) => {
      pending = progress;
      writing ??= drain();
    },
    /** Resolves once nothing is being written (before the job's answer is). */
    settled: () => writing ?? Promise.resolve(),
  };
}
