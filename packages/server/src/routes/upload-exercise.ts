import { rm, stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '@spotter/core/api';
import { isVideoError, writeFeedback } from '@spotter/coach/video';
import type { AppContext } from '../context.js';
import { keepMedia, type IncomingFile } from '../coach/store-media.js';
import { recordAnalysedSet } from '../coach/record-analysed-set.js';
import { HttpError, badRequest, serviceBusy } from '../http/errors.js';
import { guardsOf } from '../http/budgets.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { Accepted, implement } from '../http/contract.js';
import type { AnalysisJobs } from '../jobs/analysis-jobs.js';
import { VIDEO_ERROR_STATUS } from '../jobs/set-rules.js';
import { toMediaItem, toPersonalBest } from '../serialize.js';

/** When every analysis worker is taken and the queue is full: about how long a queued analysis takes to clear. */
const BUSY_RETRY_SECONDS = 30;
const busy = (detail = 'The coach is analysing other videos right now. Try again in a minute.') => serviceBusy(detail, BUSY_RETRY_SECONDS);

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * POST /upload-exercise: analyse the set (the chosen lift, or 'auto' for the coach to recognise it), keep the video
 * and the processed one, and update the personal best when the set was counted. Inline (the default) in this
 * process's pool; with the job queue (SPOTTER_QUEUE=postgres) by a worker, waited for, or with ?async=1 answered at
 * once with the job (`jobs/analysis-jobs.ts` writes the same rows there).
 */
export function uploadExerciseRoute(app: FastifyInstance, ctx: AppContext) {
  const { uploads } = guardsOf(app, ctx.config.limits);
  implement(app, ctx, routes.uploadExercise, async ({ user, body, query, file, reply }) => {
    const upload = file!;
    if (ctx.jobs) {
      const jobId = await ctx.jobs.enqueue({ userId: user.id, file: upload, exercise: body.exercise_name, loadKg: body.load_kg ?? null });
      if (query.async === '1') return new Accepted({ job_id: jobId, status_url: `/api/jobs/${jobId}` });
      return waitForJob(ctx.jobs, user.id, jobId, reply);
    }
    const renderPath = `${ctx.media.incomingPath()}.mp4`;
    const abort = whenClientLeaves(reply);
    const cancelled = () => new HttpError(499, 'The upload was cancelled: nothing was stored');
    try {
      const analysis = await ctx.coach.video
        .analyze({ videoPath: upload.incomingPath, exercise: body.exercise_name, maxDurationSec: ctx.config.maxVideoSeconds, renderPath, signal: abort.signal })
        .catch((err: unknown) => {
          if (isVideoError(err)) throw err.code === 'busy' ? busy(err.message) : new HttpError(VIDEO_ERROR_STATUS[err.code], err.message);
          throw err;
        });
      const feedback = writeFeedback(analysis, user.coach_tone);
      const files: IncomingFile[] = [{ incomingPath: upload.incomingPath, extension: upload.extension, contentType: upload.mime }];
      if (await exists(renderPath)) files.push({ incomingPath: renderPath, extension: 'mp4', contentType: 'video/mp4' });

      if (abort.signal.aborted) throw cancelled();
      const { media, best: personalBest } = await keepMedia(ctx, user.id, files, (trx, [original, processed]) =>
        recordAnalysedSet(trx, {
          userId: user.id,
          exerciseChoice: body.exercise_name,
          analysis,
          feedback,
          originalFile: original ?? null,
          processedFile: processed ?? null,
          loadKg: body.load_kg ?? null,
        }),
      );
      const item = toMediaItem(media, ctx.media);
      return {
        feedback,
        avatar_video_url: item.processed_url,
        is_new_pr: personalBest?.isNew ?? false,
        analysis,
        media: item,
        personal_best: personalBest ? toPersonalBest(personalBest.personalBest) : null,
      };
    } finally {
      abort.release();
      await rm(renderPath, { force: true });
    }
  }, {
    // A full queue is said before the video is sent, not after a 200 MB upload.
    before: async ({ request, reply, userId }) => {
      if ((request.query as { async?: string }).async === '1' && !ctx.jobs) {
        throw badRequest('async: this server analyses each upload while you wait (SPOTTER_QUEUE=inline); send it without ?async=1');
      }
      // On the job queue, uploads wait their turn in PostgreSQL rather than being turned away.
      if (!ctx.jobs && ctx.coach.video.full()) throw busy();
      await uploads.spend(request, reply, userId ?? undefined);
    },
  });
}

/**
 * The synchronous contract on the job queue: the upload waits for its job and answers as an inline analysis would,
 * a failed job with its reason and status. A client that leaves cancels the job (nothing is stored).
 */
async function waitForJob(jobs: AnalysisJobs, userId: string, jobId: string, reply: FastifyReply) {
  const abort = whenClientLeaves(reply);
  try {
    const { job, errorStatus } = await jobs.wait(userId, jobId, abort.signal).catch(async (err: unknown) => {
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
