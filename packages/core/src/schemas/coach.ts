import { z } from 'zod';
import { text } from './common.js';
import { AUTO_EXERCISE, TEXT_LIMITS, UPLOAD_EXERCISES } from '../constants/index.js';
import { VideoAnalysisSchema } from './analysis.js';
import { DetectedEquipmentSchema } from './equipment.js';
import { LoadKgFieldSchema, MediaItemSchema, PersonalBestSchema, PlanSchema } from './records.js';

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
    .max(TEXT_LIMITS.chatMessage, `Message is at most ${TEXT_LIMITS.chatMessage} characters`),
  message_type: z.literal('user').default('user'),
  /** false: text only, no voice is made (a terminal that does not play it need not wait for it). */
  voice: z.boolean().default(true),
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
 * unavailable (it could not be made on this server); skipped (the request asked for text only, `voice: false`).
 */
export const VOICE_STATUSES = ['spoken', 'busy', 'unavailable', 'skipped'] as const;
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
