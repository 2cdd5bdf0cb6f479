import { AGE_RANGE, DAYS_PER_WEEK, HEIGHT_CM_RANGE, TIMELINE_WEEKS_RANGE, WEIGHT_KG_RANGE } from '@spotter/core/constants';

const span = ({ min, max }: { readonly min: number; readonly max: number }) => `${min}-${max}`;

/** The help of the number flags `onboard` and `profile set` share, with core's bounds. */
export const NUMBER_FLAG_HELP = {
  age: `age, ${span(AGE_RANGE)}`,
  heightCm: `height in cm, ${span(HEIGHT_CM_RANGE)}`,
  weightKg: `weight in kg, ${span(WEIGHT_KG_RANGE)}`,
  timelineWeeks: `timeline in weeks, ${span(TIMELINE_WEEKS_RANGE)}`,
  daysPerWeek: `training days per week, ${span(DAYS_PER_WEEK)}`,
} as const;
