import { z } from 'zod';
import {
  AGE_RANGE,
  COACH_TONES,
  DAYS_PER_WEEK,
  GOALS,
  HEIGHT_CM_RANGE,
  PLAN_STYLES,
  SEXES,
  TIMELINE_WEEKS_RANGE,
  USER_DEFAULTS,
  WEIGHT_KG_RANGE,
} from '../constants/index.js';

const wholeNumber = (label: string, range: { min: number; max: number }, unit = '') =>
  z
    .int({ error: `${label} must be a whole number` })
    .min(range.min, `${label} must be between ${range.min} and ${range.max}${unit}`)
    .max(range.max, `${label} must be between ${range.min} and ${range.max}${unit}`);

export const EquipmentListSchema = z
  .array(z.string().trim().toLowerCase().min(1, 'Equipment names cannot be empty').max(40, 'Equipment names are at most 40 characters'))
  .max(30, 'List at most 30 pieces of equipment')
  .transform((items) => [...new Set(items)]);

/** What onboarding sends (POST /users). Defaults of spec §9 are applied here. */
export const UserCreateSchema = z.object({
  first_name: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(60, 'First name is at most 60 characters'),
  // Trim and lower-case before the format check: z.email() checks the raw text first, so ' sam@x.io' would fail.
  email: z
    .string({ error: 'Email must be a valid email address' })
    .trim()
    .toLowerCase()
    .max(254, 'Email is at most 254 characters')
    .pipe(z.email({ error: 'Email must be a valid email address' })),
  age: wholeNumber('Age', AGE_RANGE),
  height_cm: wholeNumber('Height', HEIGHT_CM_RANGE, ' cm'),
  weight_kg: wholeNumber('Weight', WEIGHT_KG_RANGE, ' kg'),
  sex: z.enum(SEXES, { error: `Sex must be one of: ${SEXES.join(', ')}` }).nullish().transform((v) => v ?? null),
  primary_goal: z.enum(GOALS, { error: `Goal must be one of: ${GOALS.join(', ')}` }).default('general'),
  timeline_weeks: wholeNumber('Timeline', TIMELINE_WEEKS_RANGE, ' weeks').default(USER_DEFAULTS.timeline_weeks),
  days_per_week: wholeNumber('Days per week', DAYS_PER_WEEK).default(USER_DEFAULTS.days_per_week),
  equipment_list: EquipmentListSchema.default([]),
  injuries: z
    .string()
    .trim()
    .max(1000, 'Injuries are at most 1000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  coach_tone: z.enum(COACH_TONES, { error: `Coach tone must be one of: ${COACH_TONES.join(', ')}` }).default(USER_DEFAULTS.coach_tone),
  plan_style: z.enum(PLAN_STYLES, { error: `Plan style must be one of: ${PLAN_STYLES.join(', ')}` }).default(USER_DEFAULTS.plan_style),
});
export type UserCreateInput = z.input<typeof UserCreateSchema>;
export type UserCreate = z.output<typeof UserCreateSchema>;

export const UserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  email: z.string(),
  age: z.int(),
  sex: z.enum(SEXES).nullable(),
  height_cm: z.int(),
  weight_kg: z.int(),
  primary_goal: z.enum(GOALS),
  timeline_weeks: z.int(),
  days_per_week: z.int(),
  equipment_list: z.array(z.string()),
  injuries: z.string().nullable(),
  coach_tone: z.enum(COACH_TONES),
  plan_style: z.enum(PLAN_STYLES),
  avatar_greeting_url: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** POST /users answers with the user and the bearer token that proves who they are. */
export const UserWithTokenSchema = UserSchema.extend({ token: z.string() });
export type UserWithToken = z.infer<typeof UserWithTokenSchema>;

export const UserIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
