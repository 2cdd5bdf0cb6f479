import type { PlannedExercise, PlanWarmUp, PlanWarmUpSet } from './plan-schema.js';

const set = (percent: number | null, reps: number): PlanWarmUpSet => ({ percent, reps });

/** The top of a rep range ('3-5' → 5, '8-12 each side' → 12); null for time or distance. */
function topReps(reps: string): number | null {
  if (/\b(s|min|m)\b/.test(reps)) return null;
  const numbers = reps.match(/\d+/g)?.map(Number) ?? [];
  return numbers.length > 0 ? Math.max(...numbers) : null;
}

/**
 * The ramp to a loaded lift's working weight, fewer steps the lighter the work: heavy sets (up to 6 reps) climb
 * 40%, 60%, 80% with fewer reps each time, so the last warm-up is close in weight but tires nothing; sets of up
 * to 12 reps need 50% and 75%; lighter, longer sets only 50%. The first set is the empty bar or a light weight.
 */
function loadedRamp(top: number): PlanWarmUpSet[] {
  if (top <= 6) return [set(null, 10), set(40, 5), set(60, 3), set(80, 1)];
  if (top <= 12) return [set(null, 10), set(50, 5), set(75, 3)];
  return [set(null, 10), set(50, 5)];
}

/**
 * Warm-up sets for the day's first main lift: a ramp by percent of the working weight for loaded lifts (the
 * empty bar first on a barbell), one easy set of about half the reps for bodyweight and band work; null when
 * the day has no main lift or its first is dosed in time or distance (holds, carries, cardio).
 */
export function warmUpFor(exercises: readonly PlannedExercise[]): PlanWarmUp | null {
  const first = exercises.find((exercise) => exercise.role === 'main');
  const top = first ? topReps(first.reps) : null;
  if (!first || top === null) return null;
  if (first.kind === 'loaded') {
    return {
      exercise: first.name,
      start: first.equipment.includes('barbell') ? 'empty_bar' : 'light',
      sets: loadedRamp(top),
    };
  }
  if (first.kind === 'bodyweight' || first.kind === 'band') {
    return { exercise: first.name, start: 'easy', sets: [set(null, Math.max(3, Math.round(top / 2)))] };
  }
  return null;
}
