import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { routes, uploadEvent } from '@spotter/core/api';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { AnalysisProgress } from '@spotter/core/schemas';
import { isVideoError, writeFeedback } from '@spotter/coach/video';
import type { AppContext } from '../context.js';
import { progressReporter } from '../coach/analysis-progress.js';
import { recordSet, renderedFiles } from '../services/record-set.js';
import type { UserRow } from '../db/tables.js';
import { HttpError, badRequest, databaseUnavailable, serviceBusy } from '../http/errors.js';
import { openEventStream } from '../http/event-stream.js';
import type { ReceivedFile } from '../http/multipart.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { Accepted, Streamed, implement } from '../http/contract.js';
import type { AnalysisJobs } from '../jobs/analysis-jobs.js';
import { VIDEO_ERROR_STATUS } from '../services/set-rules.js';
import { toUploadAnswer } from '../serialize.js';

/** When every analysis worker is taken and the queue is full: about how long a queued analysis takes to clear. */
const BUSY_RETRY_SECONDS = 30;
const busy = (detail = 'The coach is analysing other videos right now. Try again in a minute.') =>
  serviceBusy(detail, BUSY_RETRY_SECONDS);

/**
 * POST /upload-exercise: analyse the set (the chosen lift, or 'auto' for the coach to recognise it), keep the video
 * and the processed one, and update the personal best when the set was counted. Inline (the default) in this
 * process's pool; with the job queue (SPOTTER_QUEUE=postgres) by a worker, waited for, or with ?async=1 answered at
 * once with the job (`jobs/analysis-jobs.ts` writes the same rows there).
 */
export function uploadExerciseRoute(app: FastifyInstance, ctx: AppContext) {
  const { uploads } = app.guards;
  implement(
    app,
    ctx,
    routes.uploadExercise,
    async ({ user, body, query, file, reply, request }) => {
      const upload = file!;
      const input = { user, exercise: body.exercise_name, loadKg: body.load_kg ?? null, upload };
      // ?progress=1: the same answer, after server-sent events of the analysis's stage and share done.
      const answer = (work: (onProgress?: (progress: AnalysisProgress) => void) => Promise<UploadExerciseAnswer>) =>
        query.progress === '1' ? streamAnswer(reply, request.log, work) : work();
      if (ctx.jobs) {
        const jobs = ctx.jobs;
        const jobId = await jobs.enqueue({
          userId: user.id,
          file: upload,
          exercise: body.exercise_name,
          loadKg: body.load_kg ?? null,
        });
        if (query.async === '1') return new Accepted({ job_id: jobId, status_url: `/api/jobs/${jobId}` });
        return answer((onProgress) => waitForJob(jobs, user.id, jobId, reply, onProgress));
      }
      return answer((onProgress) => analyseInline(ctx, input, reply, request.log, onProgress));
    },
    {
      // A full queue is said before the video is sent, not after a 200 MB upload.
      before: async ({ request, reply, userId }) => {
        const asked = request.query as { async?: string; progress?: string };
        if (asked.async === '1' && !ctx.jobs) {
          throw badRequest(
            'async: this server analyses each upload while you wait (SPOTTER_QUEUE=inline); send it without ?async=1',
          );
        }
        if (asked.async === '1' && asked.progress === '1')
          throw badRequest(
            'progress: an upload sent with ?async=1 answers at once; ask GET /api/jobs/{id} how it goes',
          );
        // On the job queue, uploads wait their turn in PostgreSQL rather than being turned away.
        if (!ctx.jobs && ctx.coach.video.full()) throw busy();
        await uploads.spend(request, reply, userId ?? undefined);
      },
    },
  );
}

type UploadExerciseAnswer = z.input<typeof routes.uploadExercise.response>;

/** The analysis in this process's pool, its files and rows kept together (the default, SPOTTER_QUEUE=inline). */
async function analyseInline(
  ctx: AppContext,
  {
    user,
    exercise,
    loadKg,
    upload,
  }: { user: UserRow; exercise: UploadExerciseChoice; loadKg: number | null; upload: ReceivedFile },
  reply: FastifyReply,
  log: FastifyBaseLogger,
  onProgress?: (progress: AnalysisProgress) => void,
): Promise<UploadExerciseAnswer> {
  const renderPath = `${ctx.media.incomingPath()}.mp4`;
  const abort = whenClientLeaves(reply);
  const cancelled = () => new HttpError(499, 'The upload was cancelled: nothing was stored');
  try {
    const analysis = await ctx.coach.video
      .analyze({
        videoPath: upload.incomingPath,
        exercise,
        maxDurationSec: ctx.config.maxVideoSeconds,
        renderPath,
        signal: abort.signal,
        onProgress: onProgress && progressReporter(onProgress, { minIntervalMs: STREAM_INTERVAL_MS }),
      })
      .catch((err: unknown) => {
        if (isVideoError(err))
          throw err.code === 'busy' ? busy(err.message) : new HttpError(VIDEO_ERROR_STATUS[err.code], err.message);
        throw err;
      });
    const rendered = await renderedFiles(renderPath, abort.signal);
    if (rendered.posterFailure && !abort.signal.aborted)
      log.warn({ reason: rendered.posterFailure }, 'the processed video has no poster frame');
    if (abort.signal.aborted) throw cancelled();
    const recorded = await recordSet(ctx, {
      userId: user.id,
      exerciseChoice: exercise,
      analysis,
      feedback: writeFeedback(analysis, user.coach_tone),
      loadKg,
      upload: { incomingPath: upload.incomingPath, extension: upload.extension, contentType: upload.mime },
      rendered,
    });
    return toUploadAnswer(recorded.result, recorded.media, ctx.media);
  } finally {
    abort.release();
    await Promise.all([rm(renderPath, { force: true }), rm(`${renderPath}.jpg`, { force: true })]);
  }
}

/** Progress events at most this often (a share step of 1% aside, see progressReporter). */
const STREAM_INTERVAL_MS = 250;

/**
 * The answer as server-sent events: progress while the work goes, then `done` with the body the plain call answers,
 * or `error` with the status and detail it would have answered (the stream has begun, so its status is 200).
 */
async function streamAnswer(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  work: (onProgress: (progress: AnalysisProgress) => void) => Promise<UploadExerciseAnswer>,
): Promise<Streamed> {
  const stream = openEventStream(reply);
  try {
    const result = await work((progress) => stream.write(uploadEvent('progress', progress)));
    stream.write(uploadEvent('done', routes.uploadExercise.response.parse(result)));
  } catch (err) {
    stream.write(uploadEvent('error', failureEvent(err, log)));
  } finally {
    stream.end();
  }
  return new Streamed();
}

function failureEvent(err: unknown, log: FastifyBaseLogger): { status: number; detail: string } {
  if (err instanceof HttpError) return { status: err.statusCode, detail: err.detail };
  const unavailable = databaseUnavailable(err);
  if (unavailable) return { status: unavailable.statusCode, detail: unavailable.detail };
  log.error({ err }, 'a streamed upload failed');
  return {
    status: 500,
    detail: 'The analysis failed on our side and nothing was stored. Please upload the video again.',
  };
}

/**
 * The synchronous contract on the job queue: the upload waits for its job and answers as an inline analysis would,
 * a failed job with its reason and status. A client that leaves cancels the job (nothing is stored).
 */
async function waitForJob(
  jobs: AnalysisJobs,
  userId: string,
  jobId: string,
  reply: FastifyReply,
  onProgress?: (progress: AnalysisProgress) => void,
) {
  const abort = whenClientLeaves(reply);
  try {
    const { job, errorStatus } = await jobs
      .wait(userId, jobId, abort.signal, onProgress)
      .catch(async (err: unknown) => {
        if (!abort.signal.aborted) throw err;
        await jobs.cancel(jobId);
        throw new HttpError(499, 'The upload was cancelled: nothing was stored');
      });
    if (job.status === 'done' && job.result) return job.result;
    throw new HttpError(errorStatus ?? 500, job.reason ?? 'The analysis failed; please upload the video again');
  } finally {
    abort.release();
  }
}
