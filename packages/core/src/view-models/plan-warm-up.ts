import type { Units } from '../constants/index.js';
import { STANDARD_PLATES, fromKg } from '../rules/plates.js';
import type { NextExercise, NextWorkout, PlanWarmUp } from '../schemas/index.js';

/** "about 55 min (estimate)"; null for a plan stored before the estimate, or a day with nothing to time. */
export function durationLabel(minutes: number | undefined): string | null {
  if (minutes === undefined || minutes <= 0) return null;
  if (minutes < 90) return `about ${minutes} min (estimate)`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h${rest > 0 ? ` ${rest} min` : ''} (estimate)`;
}

/** What a set without a percent is, in words. */
const START_WORDS: Record<PlanWarmUp['start'], string> = { empty_bar: 'bar', light: 'light', easy: 'easy set' };

/** Loads are rounded to what a gym can make: 2.5 kg or 5 lb on a bar (a pair of the smallest plates), 2 kg or 5 lb for dumbbells. */
const step = (units: Units, barbell: boolean) => (units === 'kg' ? (barbell ? 2.5 : 2) : 5);

export interface WarmUpOptions {
  /** The lift's working weight in kg, when known (the log's last working sets, a target): loads instead of percents. */
  workingKg?: number | null;
  units?: Units;
}

/**
 * The warm-up sets of a day's first main lift as one line: "bar x 10, 40% x 5, 60% x 3, 80% x 1 (of your working
 * weight)"; with the working weight known, loads in the user's units ("20 kg bar x 10, 40 kg x 5, …"), sets that
 * round to no more than the one before left out.
 */
export function warmUpText(warmUp: PlanWarmUp, options: WarmUpOptions = {}): string {
  const units = options.units ?? 'kg';
  const working = options.workingKg && options.workingKg > 0 ? fromKg(options.workingKg, units) : null;
  if (warmUp.start === 'easy') {
    return warmUp.sets.map((set) => `an easy set of ${set.reps}`).join(', ');
  }
  if (working === null) {
    const sets = warmUp.sets.map(
      (set) => `${set.percent === null ? START_WORDS[warmUp.start] : `${set.percent}%`} x ${set.reps}`,
    );
    return `${sets.join(', ')} (% of your working weight)`;
  }
  const barbell = warmUp.start === 'empty_bar';
  const bar = STANDARD_PLATES[units].bar;
  const increment = step(units, barbell);
  const parts: string[] = [];
  let last = 0;
  for (const set of warmUp.sets) {
    if (set.percent === null) {
      parts.push(barbell ? `${bar} ${units} bar x ${set.reps}` : `light x ${set.reps}`);
      last = barbell ? bar : 0;
      continue;
    }
    const load = Math.round((working * set.percent) / 100 / increment) * increment;
    if (load <= last || load >= working) continue;
    parts.push(`${Number.isInteger(load) ? load : load.toFixed(1)} ${units} x ${set.reps}`);
    last = load;
  }
  return parts.join(', ');
}

/**
 * The warm-up sets before one exercise of the next session, when it is the lift the plan day's warm-up leads up to:
 * in loads when the session has a target load for it, by percent when not; null for every other exercise.
 */
export function sessionWarmUp(
  next: Pick<NextWorkout, 'warm_up'>,
  exercise: Pick<NextExercise, 'exercise_name' | 'target_load_kg'>,
  units: Units,
): string | null {
  const warmUp = next.warm_up;
  if (!warmUp || warmUp.exercise.trim().toLowerCase() !== exercise.exercise_name.trim().toLowerCase()) return null;
  return warmUpText(warmUp, { workingKg: exercise.target_load_kg, units });
}
