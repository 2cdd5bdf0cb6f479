import {
  AGE_RANGE,
  DAYS_PER_WEEK,
  HEIGHT_CM_RANGE,
  TIMELINE_WEEKS_RANGE,
  WEIGHT_KG_RANGE,
} from '@spotter/core/constants';
import type { FieldErrors } from '@spotter/core/rules';

/** Profile field → the flag that sets it (onboard and profile set share the names), for error messages. */
export const PROFILE_FLAGS: Record<string, string> = {
  email: '--email',
  first_name: '--first-name',
  age: '--age',
  height_cm: '--height-cm',
  weight_kg: '--weight-kg',
  sex: '--sex',
  experience: '--experience',
  primary_goal: '--goal',
  timeline_weeks: '--timeline-weeks',
  days_per_week: '--days-per-week',
  equipment_list: '--equipment',
  injuries: '--injuries',
  coach_tone: '--coach-tone',
  plan_style: '--plan-style',
  units: '--units',
};

/** The profile's flags as commander names them: onboard takes these, profile set these and a few more. */
export interface ProfileFieldFlags {
  firstName?: string;
  email?: string;
  age?: string;
  heightCm?: string;
  weightKg?: string;
  sex?: string;
  experience?: string;
  goal?: string;
  timelineWeeks?: string;
  daysPerWeek?: string;
  equipment?: string;
  injuries?: string;
  json?: boolean;
}

/** The fields both forms take as typed (the email and the equipment list each command treats its own way). */
export const formFields = (flags: ProfileFieldFlags) => ({
  first_name: flags.firstName,
  age: flags.age,
  height_cm: flags.heightCm,
  weight_kg: flags.weightKg,
  sex: flags.sex,
  experience: flags.experience,
  primary_goal: flags.goal,
  timeline_weeks: flags.timelineWeeks,
  days_per_week: flags.daysPerWeek,
  injuries: flags.injuries,
});

/** Core's field errors as the flags the user typed. */
export const flagErrors = (errors: FieldErrors): string[] =>
  Object.entries(errors).map(([field, message]) => `${PROFILE_FLAGS[field] ?? field}: ${message}`);

const span = ({ min, max }: { readonly min: number; readonly max: number }) => `${min}-${max}`;

/** The help of the number flags `onboard` and `profile set` share, with core's bounds. */
export const NUMBER_FLAG_HELP = {
  age: `age, ${span(AGE_RANGE)}`,
  heightCm: `height in cm, ${span(HEIGHT_CM_RANGE)}`,
  weightKg: `weight in kg, ${span(WEIGHT_KG_RANGE)}`,
  timelineWeeks: `timeline in weeks, ${span(TIMELINE_WEEKS_RANGE)}`,
  daysPerWeek: `training days per week, ${span(DAYS_PER_WEEK)}`,
} as const;
