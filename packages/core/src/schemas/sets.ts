import { z } from 'zod';
import { SETS_PAGE, SET_LIMITS, SET_SOURCES, SET_TYPES } from '../constants/index.js';
import { pageQuery, text } from './common.js';
import { FormFaultSchema } from './analysis.js';

/** When one counted rep of a set happened in its video, to jump to it. */
export const SetRepTimeSchema = z.object({
  /** 1-based. */
  index: z.int(),
  start_sec: z.number(),
  end_sec: z.number(),
});

/**
 * One set of the training history (the workout log, migration 0006): typed in (`manual`), a video the coach counted
 * (`video`, with its faults, rep times and processed video) or brought from another app (`import`). A set has reps or
 * seconds (or a distance, for imported cardio); `load_kg` is always kilograms, whatever the user's `units`.
 */
export const TrainingSetSchema = z.object({
  id: z.string(),
  exercise_name: z.string(),
  /** The lifter's count; for a filmed set, their correction when they made one (the coach's stays in `coach_reps`). */
  reps: z.int().nullable(),
  duration_sec: z.int().nullable(),
  distance_m: z.number().nullable(),
  load_kg: z.number().nullable(),
  rpe: z.number().nullable(),
  rir: z.int().nullable(),
  set_type: z.enum(SET_TYPES),
  note: z.string().nullable(),
  performed_at: z.string(),
  /** The session the set was done in; null for a set logged outside one. */
  workout_id: z.string().nullable(),
  source: z.enum(SET_SOURCES),
  /** The client's id for a set logged by hand (a resend with it never duplicates); null otherwise. */
  client_id: z.string().nullable(),
  /** A filmed set: the coach's count, never overwritten (a correction goes in `reps`). Null for other sets. */
  coach_reps: z.int().nullable(),
  /** A filmed set's video (the media item); null for sets logged by hand or imported. */
  media_id: z.string().nullable(),
  faults: z.array(FormFaultSchema),
  /** The processed video (skeleton and rep count drawn on it), a signed URL; null when none was made. */
  processed_url: z.string().nullable(),
  rep_times: z.array(SetRepTimeSchema),
});
export type TrainingSet = z.infer<typeof TrainingSetSchema>;

/** GET /users/{id}/sets: latest first; `cursor` is the `next_cursor` of the page before, opaque to clients. */
export const SetQuerySchema = z.object({
  /** Only this exercise's sets (its name as logged, case aside). */
  exercise: text().trim().max(SET_LIMITS.name).optional(),
  ...pageQuery(SETS_PAGE),
});
export type SetQuery = z.input<typeof SetQuerySchema>;

export const SetPageSchema = z.object({
  items: z.array(TrainingSetSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type SetPage = z.infer<typeof SetPageSchema>;
