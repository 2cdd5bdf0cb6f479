import { z } from 'zod';
import { ANALYSIS_STATUSES, CAMERA_VIEWS, UPLOAD_EXERCISES } from '../constants/index.js';

export const UploadExerciseNameSchema = z.enum(UPLOAD_EXERCISES, {
  error: `Exercise must be one of: ${UPLOAD_EXERCISES.join(', ')}`,
});

export const FaultSeveritySchema = z.enum(['minor', 'major']);
export type FaultSeverity = z.infer<typeof FaultSeveritySchema>;

export const FormFaultSchema = z.object({
  code: z.string(),
  message: z.string(),
  cue: z.string(),
  severity: FaultSeveritySchema,
  rep: z.int().nullable(),
  time_sec: z.number(),
});
export type FormFault = z.infer<typeof FormFaultSchema>;

export const RepDetailSchema = z.object({
  /** 1-based. */
  index: z.int(),
  start_sec: z.number(),
  end_sec: z.number(),
  /** When the working end of the rep was reached (bottom of a squat, top of a pull-up). */
  peak_sec: z.number(),
  down_sec: z.number(),
  up_sec: z.number(),
  /** Share of the set's best excursion this rep reached (0–1). */
  range_of_motion: z.number(),
  /** Travel of the counting signal, in `signal_unit`. */
  travel: z.number(),
  /** The key joint angle at the working end of the rep, in degrees. */
  key_angle_deg: z.number().nullable(),
});
export type RepDetail = z.infer<typeof RepDetailSchema>;

/**
 * How the analysis ended; clients act on it. Only `ok` is a counted set: `not_visible` (no person, or the
 * joints that matter were not seen), `no_reps` (seen, but no complete rep), `exercise_mismatch` (the clip
 * clearly shows another lift than the one chosen: nothing is counted).
 */
export const AnalysisStatusSchema = z.enum(ANALYSIS_STATUSES);
export type AnalysisStatus = z.infer<typeof AnalysisStatusSchema>;

/** What the coach saw in a set: the structured side of the feedback text. */
export const VideoAnalysisSchema = z.object({
  /** The lift analysed: the one chosen, or the one recognised when the choice was 'auto'. */
  exercise: UploadExerciseNameSchema,
  status: AnalysisStatusSchema,
  /** The lift the coach recognised from the pose sequence, null when it could not tell. */
  detected_exercise: UploadExerciseNameSchema.nullable(),
  /** How sure the recognition was (0–1). */
  detected_confidence: z.number(),
  reps: z.int(),
  confidence: z.number(),
  person_detected: z.boolean(),
  visibility: z.number(),
  view: z.enum(CAMERA_VIEWS),
  duration_sec: z.number(),
  frames_analyzed: z.int(),
  sample_fps: z.number(),
  /** What was counted, e.g. 'hip height (torso lengths)'. */
  signal: z.string().nullable(),
  signal_unit: z.enum(['torso_lengths', 'degrees']).nullable(),
  rep_details: z.array(RepDetailSchema),
  faults: z.array(FormFaultSchema),
  strengths: z.array(z.string()),
  limitation: z.string().nullable(),
});
export type VideoAnalysis = z.infer<typeof VideoAnalysisSchema>;

/**
 * A media item's stored analysis. Analyses stored by earlier coaches lack the fields added since (status, the
 * recognised lift, the counting signal, a rep's timing and travel): storedAnalysis fills in the ones clients read.
 * One in no shape the client understands reads as none.
 */
export const StoredVideoAnalysisSchema = VideoAnalysisSchema.partial({
  status: true,
  detected_exercise: true,
  detected_confidence: true,
  visibility: true,
  frames_analyzed: true,
  sample_fps: true,
  signal: true,
  signal_unit: true,
}).extend({
  rep_details: z.array(
    RepDetailSchema.partial({ start_sec: true, end_sec: true, peak_sec: true, travel: true, key_angle_deg: true }),
  ),
});
export type StoredVideoAnalysis = z.infer<typeof StoredVideoAnalysisSchema>;
