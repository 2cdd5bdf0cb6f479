import { rm, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { isVideoError, writeFeedback, type VideoErrorCode } from '@spotter/coach/video';
import type { AppContext } from '../context.js';
import { keepMedia, type IncomingFile } from '../coach/store-media.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { toMediaItem, toPersonalBest } from '../serialize.js';
import { insertMedia, recordPersonalBest } from '../store/records.js';

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

/** A count is a personal best only when the coach saw the set clearly enough to stand behind it. */
const PR_MIN_CONFIDENCE = 0.5;

const exists = (path: string) => stat(path).then(() => true, () => false);

/** POST /upload-exercise: analyse the set, keep the video and the processed one, update the personal best. */
export function uploadExerciseRoute(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.uploadExercise, async ({ user, body, file, request }) => {
    const upload = file!;
    const renderPath = `${ctx.media.incomingPath()}.mp4`;
    const abort = new AbortController();
    const onClose = () => request.raw.destroyed && abort.abort();
    request.raw.on('close', onClose);
    try {
      const analysis = await ctx.coach.video
        .analyze({ videoPath: upload.incomingPath, exercise: body.exercise_name, maxDurationSec: ctx.config.maxVideoSeconds, renderPath, signal: abort.signal })
        .catch((err: unknown) => {
          if (isVideoError(err)) throw new HttpError(STATUS[err.code], err.message);
          throw err;
        });
      const feedback = writeFeedback(analysis, user.coach_tone as Parameters<typeof writeFeedback>[1]);
      const files: IncomingFile[] = [{ incomingPath: upload.incomingPath, extension: upload.extension, contentType: upload.mime }];
      if (await exists(renderPath)) files.push({ incomingPath: renderPath, extension: 'mp4', contentType: 'video/mp4' });

      const countable = analysis.reps > 0 && analysis.limitation === null && analysis.confidence >= PR_MIN_CONFIDENCE;
      const { media, personalBest } = await keepMedia(ctx, user.id, files, async (trx, [original, processed]) => {
        const media = await insertMedia(trx, {
          userId: user.id,
          exerciseName: body.exercise_name,
          notes: feedback,
          originalFile: original ?? null,
          processedFile: processed ?? null,
          analysis,
        });
        const personalBest = countable
          ? await recordPersonalBest(trx, { userId: user.id, exerciseName: body.exercise_name, value: analysis.reps, unit: 'reps', source: 'video' })
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
      request.raw.off('close', onClose);
      await rm(renderPath, { force: true });
    }
  });
}
