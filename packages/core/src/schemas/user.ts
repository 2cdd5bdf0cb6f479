import { z } from 'zod';
import { hasVisibleCharacter, nameText, text } from './common.js';
import {
  AGE_RANGE,
  COACH_TONES,
  DAYS_PER_WEEK,
  EXPERIENCE_LEVELS,
  GOALS,
  HEIGHT_CM_RANGE,
  PLAN_STYLES,
  SEXES,
  UNITS,
  TIMELINE_WEEKS_RANGE,
  TEXT_LIMITS,
  USER_DEFAULTS,
  WEIGHT_KG_RANGE,
  equipmentKey,
} from '../constants/index.js';

const wholeNumber = (label: string, range: { min: number; max: number }, unit = '') =>
  z
    .int({ error: `${label} must be a whole number` })
    .min(range.min, `${label} must be between ${range.min} and ${range.max}${unit}`)
    .max(range.max, `${label} must be between ${range.min} and ${range.max}${unit}`);

export const EquipmentListSchema = z
  .array(nameText('Equipment name', 40).toLowerCase())
  .max(30, 'List at most 30 pieces of equipment')
  // One name per piece of equipment ('dumbbell' → 'dumbbells'), as plans and the library filter name it.
  .transform((items) => [...new Set(items.map(equipmentKey))]);

const firstName = nameText('First name', TEXT_LIMITS.firstName);

// Trim and lower-case before the format check: z.email() checks the raw text first, so ' sam@x.io' would fail.
export const EmailSchema = text({ error: 'Email must be a valid email address' })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, `Email is at most ${TEXT_LIMITS.email} characters`)
  .pipe(z.email({ error: 'Email must be a valid email address' }));

/** The profile's fields as a user may set them, without defaults: onboarding adds the spec's defaults, an edit none. */
const profileFields = {
  first_name: firstName,
  age: wholeNumber('Age', AGE_RANGE),
  height_cm: wholeNumber('Height', HEIGHT_CM_RANGE, ' cm'),
  weight_kg: wholeNumber('Weight', WEIGHT_KG_RANGE, ' kg'),
  sex: z
    .enum(SEXES, { error: `Sex must be one of: ${SEXES.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
  primary_goal: z.enum(GOALS, { error: `Goal must be one of: ${GOALS.join(', ')}` }),
  timeline_weeks: wholeNumber('Timeline', TIMELINE_WEEKS_RANGE, ' weeks'),
  days_per_week: wholeNumber('Days per week', DAYS_PER_WEEK),
  equipment_list: EquipmentListSchema,
  injuries: text()
    .trim()
    .max(TEXT_LIMITS.injuries, `Injuries are at most ${TEXT_LIMITS.injuries} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  coach_tone: z.enum(COACH_TONES, { error: `Coach tone must be one of: ${COACH_TONES.join(', ')}` }),
  plan_style: z.enum(PLAN_STYLES, { error: `Plan style must be one of: ${PLAN_STYLES.join(', ')}` }),
  /** How loads are shown and typed (kg or lb); the log always stores kg. */
  units: z.enum(UNITS, { error: `Units must be one of: ${UNITS.join(', ')}` }),
  /** How long they have trained; null when not said (the plan is then beginner-friendly). */
  experience: z
    .enum(EXPERIENCE_LEVELS, { error: `Experience must be one of: ${EXPERIENCE_LEVELS.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
};

/** A label for the device a token is made for ("Firefox on Linux", "spotter CLI on gym-laptop"). */
export const DeviceLabelSchema = text()
  .trim()
  .max(TEXT_LIMITS.device, `Device is at most ${TEXT_LIMITS.device} characters`)
  // Blank is no label (the server names the device); one sent must show.
  .refine(
    (label) => label === '' || hasVisibleCharacter(label),
    'Device needs a visible character (a letter, digit or symbol), not only spaces or invisible ones',
  )
  .optional()
  .transform((v) => v || undefined);

/**
 * What onboarding sends (POST /users). Defaults of spec §9 are applied here; `device` labels the first token.
 * Nothing else is taken, and nothing sent is dropped: a field that is not one of these is a 400 naming it. A new
 * account has no password (spec §7: POST /users takes the onboarding fields): its sign-in key is its way back in, and
 * a password is set afterwards with PUT /users/{id}/password.
 */
export const UserCreateSchema = z.strictObject(
  {
    ...profileFields,
    email: EmailSchema,
    primary_goal: profileFields.primary_goal.default('general'),
    timeline_weeks: profileFields.timeline_weeks.default(USER_DEFAULTS.timeline_weeks),
    days_per_week: profileFields.days_per_week.default(USER_DEFAULTS.days_per_week),
    equipment_list: EquipmentListSchema.default([]),
    coach_tone: profileFields.coach_tone.default(USER_DEFAULTS.coach_tone),
    plan_style: profileFields.plan_style.default(USER_DEFAULTS.plan_style),
    units: profileFields.units.default('kg'),
    device: DeviceLabelSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.join(', ')}: ${issue.keys.length > 1 ? 'not sign-up fields' : 'not a sign-up field'}${
            issue.keys.includes('password')
              ? ' (a new account signs in with its sign-in key; set a password afterwards with PUT /api/users/{id}/password)'
              : ''
          }`
        : undefined,
  },
);
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
  /** Older stored records (a client's saved user) have none: kg. */
  units: z.enum(UNITS).default('kg'),
  // Older stored records (a client's saved user) have none: not said.
  experience: z.enum(EXPERIENCE_LEVELS).nullable().default(null),
  avatar_greeting_url: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** POST /users answers with the user and the bearer token that proves who they are. */
export const UserWithTokenSchema = UserSchema.extend({ token: z.string() });
export type UserWithToken = z.infer<typeof UserWithTokenSchema>;

/** POST /users adds the sign-in key, shown once: with it the account can be reached from any device. */
export const SignUpResultSchema = UserWithTokenSchema.extend({ sign_in_key: z.string() });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/**
 * PATCH /users/{id}: any onboarding field; the email only with the password (or, for an account without one, the
 * sign-in key), so a borrowed token cannot move the account to another address.
 */
export const UserUpdateSchema = z
  .object({
    ...profileFields,
    email: EmailSchema,
    current_password: text().max(TEXT_LIMITS.password).optional(),
    current_sign_in_key: text().max(200).optional(),
    /** The earlier name of current_sign_in_key, still read. */
    sign_in_key: text().max(200).optional(),
  })
  .partial()
  .refine(
    (update) =>
      Object.keys(update).some((key) => !['current_password', 'current_sign_in_key', 'sign_in_key'].includes(key)),
    {
      error: 'Send at least one field to change',
    },
  );
export type UserUpdateInput = z.input<typeof UserUpdateSchema>;
export type UserUpdate = z.output<typeof UserUpdateSchema>;

export const UserIdParamsSchema = z.object({ id: text().min(1).max(64) });
