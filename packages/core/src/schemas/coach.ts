import { z } from 'zod';
import { text } from './common.js';
import { ANALYSIS_STATUSES, AUTO_EXERCISE, CAMERA_VIEWS, UPLOAD_EXERCISES } from '../constants/index.js';
import { LoadKgFieldSchema, MediaItemSchema, PersonalBestSchema, PlanSchema } from './records.js';

export const UploadExerciseNameSchema = z.enum(UPLOAD_EXERCISES, {
  error: `Exercise must be one of: ${UPLOAD_EXERCISES.join(', ')}`,
});

/** What a user may choose on upload: one of the lifts, or 'auto' to let the coach recognise it. */
export const UploadExerciseChoiceSchema = z.enum([...UPLOAD_EXERCISES, AUTO_EXERCISE], {
  error: `Exercise must be one of: ${UPLOAD_EXERCISES.join(', ')} or ${AUTO_EXERCISE}`,
});

/** The text fields of POST /upload-exercise (multipart; the video is the `file` part). */
export const UploadExerciseFieldsSchema = z.object({
  user_id: text().min(1).optional(),
  exercise_name: UploadExerciseChoiceSchema,
  focus: z.literal('form', { error: "Focus must be 'form'" }).default('form'),
  /** The set's load in kilograms (optional): kept with the set, and the personal bests read it. */
  load_kg: LoadKgFieldSchema,
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

export const UploadExerciseResultSchema = z.object({
  feedback: z.string(),
  avatar_video_url: z.string().nullable(),
  is_new_pr: z.boolean(),
  analysis: VideoAnalysisSchema,
  media: MediaItemSchema,
  personal_best: PersonalBestSchema.nullable(),
});
export type UploadExerciseResult = z.infer<typeof UploadExerciseResultSchema>;

export const EquipmentScanFieldsSchema = z.object({
  user_id: text().min(1).optional(),
});

/** Where a scan's piece of equipment comes from: seen in the photo (detector or vision model) or the profile. */
export const EQUIPMENT_SOURCES = ['photo', 'vision_model', 'profile'] as const;

export const DetectedEquipmentSchema = z.object({
  name: z.string(),
  /** 0..1 for gear seen in the photo; null for gear taken from the profile (nothing was measured). */
  confidence: z.number().min(0).max(1).nullable(),
  source: z.enum(EQUIPMENT_SOURCES),
});
export type DetectedEquipment = z.infer<typeof DetectedEquipmentSchema>;

export const EquipmentScanResultSchema = z.object({
  plan: PlanSchema,
  equipment: z.array(DetectedEquipmentSchema),
  summary: z.string(),
  /** Names what this scan saw, kept by the server: POST /users/{id}/plans with it and the confirmed list. */
  scan_id: z.string(),
});
export type EquipmentScanResult = z.infer<typeof EquipmentScanResultSchema>;

export const ChatRequestSchema = z.object({
  user_id: text().min(1).optional(),
  message: text({ error: 'Message is required' })
    .trim()
    .min(1, 'Message cannot be blank')
    .max(2000, 'Message is at most 2000 characters'),
  message_type: z.literal('user').default('user'),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'avatar']),
  content: z.string(),
  avatar_video_url: z.string().nullable(),
  voice_url: z.string().nullable(),
  voice_generated: z.boolean(),
  enhanced: z.boolean(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * What became of a reply's voice: spoken; busy (the server had no voice free in time, so the reply is text only);
 * unavailable (it could not be made on this server).
 */
export const VOICE_STATUSES = ['spoken', 'busy', 'unavailable'] as const;
export type VoiceStatus = (typeof VOICE_STATUSES)[number];

export const ChatReplySchema = z.object({
  response_script: z.string(),
  avatar_video_url: z.string().nullable(),
  voice_url: z.string().nullable(),
  voice_generated: z.boolean(),
  voice_status: z.enum(VOICE_STATUSES),
  enhanced: z.boolean(),
  message: ChatMessageSchema,
});
export type ChatReply = z.infer<typeof ChatReplySchema>;
