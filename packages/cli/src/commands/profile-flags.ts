import type { FieldErrors } from '@spotter/core/rules';

/** Profile field → the flag that sets it (onboard and profile set share the names), for error messages. */
export const PROFILE_FLAGS: Record<string, string> = {
  email: '--email',
  first_name: '--first-name',
  age: '--age',
  height_cm: '--height-cm',
  weight_kg: '--weight-kg',
  sex: '--sex',
  primary_goal: '--goal',
  timeline_weeks: '--timeline-weeks',
  days_per_week: '--days-per-week',
  equipment_list: '--equipment',
  injuries: '--injuries',
  coach_tone: '--coach-tone',
  plan_style: '--plan-style',
};

/** Core's field errors as the flags the user typed. */
export const flagErrors = (errors: FieldErrors): string[] =>
  Object.entries(errors).map(([field, message]) => `${PROFILE_FLAGS[field] ?? field}: ${message}`);
