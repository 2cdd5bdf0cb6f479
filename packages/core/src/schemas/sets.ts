import { z } from 'zod';
import { SETS_PAGE } from '../constants/index.js';
import { text } from './common.js';
import { FormFaultSchema, UploadExerciseNameSchema } from './analysis.js';

/** When one counted rep of a set happened in its video, to jump to it. */
export const SetRepTimeSchema = z.object({
  /** 1-based. */
  index: z.int(),
  start_sec: z.number(),
  end_sec: z.number(),
});

/**
 * One set of the training history: a video the coach analysed and counted (status ok, at least one rep). Sets are
 * the counted uploads themselves, so `id` and `media_id` name the same stored video.
 */
export const TrainingSetSchema = z.object({
  id: z.string(),
  exercise_name: z.string(),
  reps: z.int(),
  load_kg: z.number().nullable(),
  performed_at: z.string(),
  media_id: z.string(),
  faults: z.array(FormFaultSchema),
  /** The processed video (skeleton and rep count drawn on it), a signed URL; null when none was made. */
  processed_url: z.string().nullable(),
  rep_times: z.array(SetRepTimeSchema),
});
export type TrainingSet = z.infer<typeof TrainingSetSchema>;

/** GET /users/{id}/sets: latest first; `cursor` is the `next_cursor` of the page before, opaque to clients. */
export const SetQuerySchema = z.object({
  exercise: UploadExerciseNameSchema.optional(),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${SETS_PAGE.max}` })
    .int(`Limit must be a whole number from 1 to ${SETS_PAGE.max}`)
    .min(1, `Limit must be a whole number from 1 to ${SETS_PAGE.max}`)
    .max(SETS_PAGE.max, `Limit must be a whole number from 1 to ${SETS_PAGE.max}`)
    .default(SETS_PAGE.default),
  cursor: text().max(200, 'That cursor is not one this list gave out').optional(),
});
export type SetQuery = z.input<typeof SetQuerySchema>;

export const SetPageSchema = z.object({
  items: z.array(TrainingSetSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type SetPage = z.infer<typeof SetPageSchema>;
