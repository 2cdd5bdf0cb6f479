import { rm, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { AUTO_EXERCISE, type UploadExercise, type UploadExerciseChoice } from '@spotter/core/constants';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { isVideoError, writeFeedback, type VideoErrorCode } from '@spotter/coach/video';
import type { AppContext } from '../context.js';
import { keepMedia, type IncomingFile } from '../coach/store-media.js';
import { HttpError, serviceBusy } from '../http/errors.js';
import { guardsOf } from '../http/budgets.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { implement } from '../http/contract.js';
import { toMediaItem, toPersonalBest } from '../serialize.js';
import { insertMedia, recordSetBests } from '../store/records.js';

const STATUS: Record<VideoErrorCode, number> = {
  not_found: 500,
  empty_file: 400,
  not_a_video: 415,
  unreadable: 422,
  too_long: 422,
  aborted: 499,
  busy: 503,
  internal: 500,
};

/** When every analysis worker is taken and the queue is full: about how long a queued analysis takes to clear. */
const BUSY_RETRY_SECONDS = 30;
const busy = (detail = 'The coach is analysing other videos right now. Try again in a minute.') => serviceBusy(detail, BUSY_RETRY_SECONDS);

/** A count is a personal best only when the coach saw the set clearly enough to stand behind it. */
const PR_MIN_CONFIDENCE = 0.5;

/** Only a counted set (status ok) may be a personal best, and only one the coach is sure of. */
const countsForBest = (analysis: VideoAnalysis) =>
  analysis.status === 'ok' && analysis.reps > 0 && analysis.limitation === null && analysis.confidence >= PR_MIN_CONFIDENCE;

/**
 * The lift a stored set is filed under: the one analysed when it was counted, else the one the user chose; a set
 * left to the coach ('auto') and not counted is filed under what it recognised, or nothing.
 */
const filedExercise = (choice: UploadExerciseChoice, analysis: VideoAnalysis): UploadExercise | null => {
  if (analysis.status === 'ok') return analysis.exercise;
  return choice === AUTO_EXERCISE ? analysis.detected_exercise : choice;
};

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * POST /upload-exercise: analyse the set (the chosen lift, or 'auto' for the coach to recognise it), keep the video
 * and the processed one, and update the personal best when the set was counted.
 */
export function uploadExerciseRoute(app: FastifyInstance, ctx: AppContext) {
  const { uploads } = guardsOf(app, ctx.config.limits);
  implement(app, ctx, routes.uploadExercise, async ({ user, body, file, reply }) => {
    const upload = file!;
    const renderPath = `${ctx.media.incomingPath()}.mp4`;
    const abort = whenClientLeaves(reply);
    const cancelled = () => new HttpError(499, 'The upload was cancelled: nothing was stored');
    try {
      const analysis = await ctx.coach.video
        .analyze({ videoPath: upload.incomingPath, exercise: body.exercise_name, maxDurationSec: ctx.config.maxVideoSeconds, renderPath, signal: abort.signal })
        .catch((err: unknown) => {
          if (isVideoError(err)) throw err.code === 'busy' ? busy(err.message) : new HttpError(STATUS[err.code], err.message);
          throw err;
        });
      const feedback = writeFeedback(analysis, user.coach_tone as Parameters<typeof writeFeedback>[1]);
      const files: IncomingFile[] = [{ incomingPath: upload.incomingPath, extension: upload.extension, contentType: upload.mime }];
      if (await exists(renderPath)) files.push({ incomingPath: renderPath, extension: 'mp4', contentType: 'video/mp4' });

      if (abort.signal.aborted) throw cancelled();
      const countable = countsForBest(analysis);
      const { media, personalBest } = await keepMedia(ctx, user.id, files, async (trx, [original, processed]) => {
        const media = await insertMedia(trx, {
          userId: user.id,
          exerciseName: filedExercise(body.exercise_name, analysis),
          notes: feedback,
          originalFile: original ?? null,
          processedFile: processed ?? null,
          analysis,
          // A counted set joins the training history with its count and load.
          reps: analysis.status === 'ok' ? analysis.reps : null,
          loadKg: body.load_kg ?? null,
        });
        const personalBest = countable
          ? await recordSetBests(trx, { userId: user.id, exerciseName: analysis.exercise, reps: analysis.reps, loadKg: body.load_kg ?? null, source: 'video' })
          : null;
        return { media, personalBest };
      });
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
      if (ctx.coach.video.full()) throw busy();
      await uploads.spend(request, reply, userId ?? undefined);
    },
  });
}
