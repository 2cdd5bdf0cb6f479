import { UserUpdateSchema, type User, type UserUpdate } from '../schemas/index.js';
import { toInteger } from './onboarding.js';
import { fromSchema, invalid, type RuleResult } from './result.js';

/** A profile edit as typed: any onboarding field but the email; numbers may still be strings; '' clears sex and injuries. */
export interface ProfileForm {
  first_name?: string;
  age?: string | number;
  height_cm?: string | number;
  weight_kg?: string | number;
  sex?: string | null;
  experience?: string | null;
  primary_goal?: string;
  timeline_weeks?: string | number;
  days_per_week?: string | number;
  equipment_list?: readonly string[];
  injuries?: string | null;
  coach_tone?: string;
  plan_style?: string;
  /** kg or lb: how loads are shown and typed. */
  units?: string;
}

/** The fields a workout plan is built from: changing one is a reason to offer a new plan. */
export const PLAN_INPUT_FIELDS = [
  'primary_goal',
  'days_per_week',
  'timeline_weeks',
  'equipment_list',
  'injuries',
  'experience',
] as const;

const NUMERIC = ['age', 'height_cm', 'weight_kg', 'timeline_weeks', 'days_per_week'] as const;

/** Core's rules for PATCH /users/{id}: only the fields given are checked and sent; at least one is needed. */
export function validateProfileUpdate(form: ProfileForm): RuleResult<UserUpdate> {
  const candidate: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) if (value !== undefined) candidate[key] = value;
  for (const field of NUMERIC) if (field in candidate) candidate[field] = toInteger(form[field]) ?? '';
  if (Object.keys(candidate).length === 0) return invalid({ _: 'Change at least one field' });
  return fromSchema(UserUpdateSchema, candidate);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what differs from the stored user (an edit form sends its changes, not every field). */
export function profileChanges(user: User, update: UserUpdate): UserUpdate {
  return Object.fromEntries(Object.entries(update).filter(([key, value]) => !same(value, user[key as keyof User])));
}

/** True when the update touches what a plan is built from (goal, days, timeline, equipment, injuries). */
export const changesPlan = (update: Partial<Record<string, unknown>>): boolean =>
  PLAN_INPUT_FIELDS.some((field) => field in update);
