import { z } from 'zod';
import { nameText, text } from './common.js';
import {
  EQUIPMENT_NAMES,
  PASSWORD_MIN_LENGTH,
  REVIEW_STATUSES,
  TEXT_LIMITS,
  canonicalEquipmentName,
} from '../constants/index.js';
import { ExerciseSchema } from './exercise.js';
import { ChatMessageSchema } from './coach.js';
import { MediaItemSchema, PersonalBestSchema, PlanSchema } from './records.js';
import { DeviceLabelSchema, EmailSchema, UserSchema } from './user.js';
import { TrainingSetSchema } from './sets.js';
import { WorkoutSchema } from './workout-log.js';

const secret = (label: string) =>
  text({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(TEXT_LIMITS.password);

export const PasswordSchema = text({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(TEXT_LIMITS.password, `Password is at most ${TEXT_LIMITS.password} characters`);

/**
 * Re-authentication: an action a stolen token must not take (a new sign-in key, a new email, setting or changing the
 * password, signing out everywhere) is confirmed with what only the owner knows: the current password, or the
 * current sign-in key (an account without a password has only that). The token alone is never enough.
 */
export const ProofFieldsSchema = z.object({
  current_password: text().max(TEXT_LIMITS.password).optional(),
  current_sign_in_key: text().max(TEXT_LIMITS.password).optional(),
});
export type ProofFields = z.infer<typeof ProofFieldsSchema>;

/** What a user typed to confirm it is them, as the proof field it is: sign-in keys start with SPK-. */
export const proofFields = (secret: string): ProofFields =>
  /^\s*SPK-/i.test(secret) ? { current_sign_in_key: secret.trim() } : { current_password: secret };

/** PUT /users/{id}/password: setting the first password or changing it, confirmed like every account change. */
export const PasswordChangeSchema = ProofFieldsSchema.extend({ password: PasswordSchema });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** A new password or sign-in key signs every other device out: the answer says how many. */
export const SignedOutSchema = z.object({ signed_out_devices: z.int().min(0) });
export type SignedOut = z.infer<typeof SignedOutSchema>;

/** POST /sessions: sign in with email and password, or with the account's sign-in key. */
export const SignInSchema = z.union(
  [
    z.object({ email: EmailSchema, password: secret('Password'), device: DeviceLabelSchema }),
    z.object({ sign_in_key: secret('Sign-in key'), device: DeviceLabelSchema }),
  ],
  { error: 'Send email and password, or sign_in_key' },
);
export type SignInInput = z.input<typeof SignInSchema>;

export const SessionResultSchema = z.object({ token: z.string(), user: UserSchema });
export type SessionResult = z.infer<typeof SessionResultSchema>;

/** One signed-in device, as the account screen lists it; `current` marks the token making the call. */
export const DeviceSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

/**
 * POST /users/{id}/sessions: a token for another client of the signed-in user (an AI agent, a script), listed among
 * the devices under `device` and revoked like any of them. Confirmed like every account change: a stolen token must
 * not mint tokens that outlive its own revocation.
 */
export const DeviceTokenRequestSchema = ProofFieldsSchema.extend({
  device: nameText('Device', TEXT_LIMITS.device, 'Name the client the token is for'),
});
export type DeviceTokenRequest = z.input<typeof DeviceTokenRequestSchema>;

/** The new token (shown this once) and the device it is listed as. */
export const DeviceTokenResultSchema = z.object({ token: z.string(), session: DeviceSessionSchema });
export type DeviceTokenResult = z.infer<typeof DeviceTokenResultSchema>;

export const SessionIdParamsSchema = z.object({ id: text().min(1).max(64) });

/** PATCH /users/{id}/sessions/{sessionId}: a new name for one of the user's devices, as the device list shows it. */
export const DeviceRenameSchema = z.object({
  device: nameText('Device', TEXT_LIMITS.device, 'Name the device'),
});
export type DeviceRename = z.input<typeof DeviceRenameSchema>;
export const DeviceSessionParamsSchema = z.object({ id: text().min(1).max(64), sessionId: text().min(1).max(64) });

/** POST /users/{id}/sign-in-key: confirmed with the password or the current key. */
export const SignInKeyRequestSchema = ProofFieldsSchema;
export const SignInKeyResultSchema = SignedOutSchema.extend({ sign_in_key: z.string() });
/** DELETE /users/{id}/sessions (sign out everywhere): confirmed with the password or the sign-in key. */
export const SessionsRevokeSchema = ProofFieldsSchema;

/** DELETE /users/{id} is confirmed with the password or the sign-in key. */
export const AccountDeleteSchema = z.union(
  [z.object({ password: secret('Password') }), z.object({ sign_in_key: secret('Sign-in key') })],
  { error: 'Confirm with your password or your sign-in key' },
);
export type AccountDelete = z.input<typeof AccountDeleteSchema>;

/** One confirmed piece of equipment: a name from core's list (any case; aliases such as 'dumbbell' understood). */
const knownEquipment = text()
  .trim()
  .min(1, 'Equipment names cannot be empty')
  .max(TEXT_LIMITS.tag)
  .transform((name, ctx) => {
    const known = canonicalEquipmentName(name);
    if (known) return known;
    ctx.issues.push({
      code: 'custom',
      input: name,
      message: `'${name}' is not equipment Spotter knows; choose from: ${EQUIPMENT_NAMES.join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * POST /users/{id}/plans: a plan from the stored profile, or from the equipment the user confirmed
 * (`equipment_list`, which replaces the profile's) after a scan (`scan_id`: what the photo showed).
 */
export const PlanRequestSchema = z.object({
  equipment_list: z
    .array(knownEquipment)
    .max(30, 'List at most 30 pieces of equipment')
    .transform((names) => [...new Set(names)])
    .optional(),
  scan_id: text().trim().min(1, 'scan_id cannot be empty').max(64, 'scan_id is at most 64 characters').optional(),
});
export type PlanRequest = z.input<typeof PlanRequestSchema>;

/** GET /users/{id}/export: everything stored about the user; media as signed URLs. */
export const AccountExportSchema = z.object({
  exported_at: z.string(),
  user: UserSchema.extend({ has_password: z.boolean() }),
  sessions: z.array(DeviceSessionSchema),
  plans: z.array(PlanSchema),
  personal_bests: z.array(PersonalBestSchema),
  media: z.array(MediaItemSchema),
  chat: z.array(ChatMessageSchema),
  contributions: z.array(ExerciseSchema),
  /** The workout log: every session (without its sets) and every set (each names its session, if any), oldest first. */
  workouts: z.array(WorkoutSchema.omit({ sets: true })),
  sets: z.array(TrainingSetSchema),
  /** Every stored file of the user (videos, processed videos, photos, voice replies), each with a signed URL. */
  files: z.array(
    z.object({ url: z.string(), content_type: z.string(), size_bytes: z.number(), created_at: z.string() }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const ReviewStatusSchema = z.enum(REVIEW_STATUSES, {
  error: `Status must be one of: ${REVIEW_STATUSES.join(', ')}`,
});

/** A contribution as the review queue shows it: the exercise, who sent it and what was decided. */
export const ContributionReviewSchema = ExerciseSchema.extend({
  review_status: ReviewStatusSchema,
  reviewed_at: z.string().nullable(),
  contributor: z.object({ id: z.string(), first_name: z.string(), approved_contributions: z.int() }).nullable(),
});
export type ContributionReview = z.infer<typeof ContributionReviewSchema>;

export const ContributionQuerySchema = z.object({ status: ReviewStatusSchema.default('pending') });
export const ContributionIdParamsSchema = z.object({ id: text().min(1).max(64) });
export const RejectionSchema = z.object({
  reason: text({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(TEXT_LIMITS.reviewReason, `Reason is at most ${TEXT_LIMITS.reviewReason} characters`),
});
