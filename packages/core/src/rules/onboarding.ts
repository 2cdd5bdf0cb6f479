import { UserCreateSchema, type UserCreate } from '../schemas/index.js';
import { fromSchema, invalid, type FieldErrors, type RuleResult } from './result.js';

/** The onboarding form as typed by a person: numbers may still be strings. */
export interface OnboardingForm {
  first_name?: string;
  email?: string;
  age?: string | number;
  height_cm?: string | number;
  weight_kg?: string | number;
  sex?: string;
  experience?: string;
  primary_goal?: string;
  timeline_weeks?: string | number;
  days_per_week?: string | number;
  equipment_list?: readonly string[];
  injuries?: string;
}

const REQUIRED: Record<string, string> = {
  first_name: 'First name is required',
  email: 'Email is required',
  age: 'Age is required',
  height_cm: 'Height is required',
  weight_kg: 'Weight is required',
};

const NUMERIC = ['age', 'height_cm', 'weight_kg', 'timeline_weeks', 'days_per_week'] as const;

const isBlank = (value: string | number | readonly string[] | null | undefined) =>
  value === undefined || value === null || (typeof value === 'object' ? value.join(',') : String(value)).trim() === '';

/** Numeric fields become integers before sending (spec §5); text that is not a number stays as is to be reported. */
export function toInteger(value: string | number | undefined): number | string | undefined {
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? Math.round(number) : String(value);
}

/** Spec §5 onboarding rules: required fields, integer conversion, bounds (days per week 1–7). */
export function validateOnboarding(form: OnboardingForm): RuleResult<UserCreate> {
  const missing: FieldErrors = {};
  for (const [field, message] of Object.entries(REQUIRED)) {
    if (isBlank(form[field as keyof OnboardingForm])) missing[field] = message;
  }
  const candidate: Record<string, unknown> = { ...form };
  for (const field of NUMERIC) candidate[field] = toInteger(form[field]);
  for (const field of ['sex', 'primary_goal', 'injuries', 'experience'] as const) {
    if (isBlank(form[field])) delete candidate[field];
  }
  const result = fromSchema(UserCreateSchema, candidate);
  if (result.ok && Object.keys(missing).length === 0) return result;
  return invalid({ ...(result.ok ? {} : result.errors), ...missing });
}
