import type { Units } from '../constants/index.js';
import { STANDARD_PLATES, formatLoadIn, fromKg, plateLine, platesPerSide, type PlateSet } from '../rules/plates.js';
import type { NextExercise, NextWorkout, TrainingSet } from '../schemas/index.js';
import { restLabel } from './plan.js';
import { sessionWarmUp } from './plan-warm-up.js';

/** One exercise of the next session as every face shows it. */
export interface WorkoutExerciseView {
  key: string;
  name: string;
  /** '3 × 6–8', '3 × 30–45 s'. */
  dose: string;
  /** '62.5 kg', or null when there is no target (the reason says why). */
  load: string | null;
  /** The plates per side next to a barbell load: '20 kg bar + 20 + 1.25 each side'. */
  plates: string | null;
  reason: string;
  /** '2 min rest', '90 s rest' (the plan's own wording of a rest). */
  rest: string;
  restSec: number;
  /** 'A1', 'A2' for a superset's exercises, else null. */
  superset: string | null;
  /** Before the day's first main lift: its warm-up sets ('20 kg bar x 10, 40 kg x 5, …'); null for the others. */
  warmUp: string | null;
}

/** Plates per side for a kg load in the user's units and plate set (a 20 kg or 45 lb bar unless told). */
export function platesFor(loadKg: number, units: Units, plates: PlateSet = STANDARD_PLATES[units]): string {
  return plateLine(platesPerSide(Math.round(fromKg(loadKg, units) * 100) / 100, plates));
}

/** The next session's exercises, in the plan's order, supersets numbered A1, A2 as they come. */
export function workoutView(next: NextWorkout, units: Units): WorkoutExerciseView[] {
  const seen = new Map<string, number>();
  return next.exercises.map((exercise: NextExercise, i) => {
    const place = exercise.superset ? (seen.get(exercise.superset) ?? 0) + 1 : 0;
    if (exercise.superset) seen.set(exercise.superset, place);
    const load = exercise.target_load_kg;
    return {
      key: `${i}-${exercise.exercise_name}`,
      name: exercise.exercise_name,
      dose: `${exercise.sets} × ${exercise.reps.replace(/(\d)\s*-\s*(\d)/, '$1–$2')}`,
      load: load === null ? null : formatLoadIn(load, units),
      plates: load !== null && exercise.barbell ? platesFor(load, units) : null,
      reason: exercise.reason,
      rest: exercise.rest_sec > 0 ? `${restLabel(exercise.rest_sec)} rest` : 'no rest',
      restSec: exercise.rest_sec,
      superset: exercise.superset ? `${exercise.superset}${place}` : null,
      warmUp: sessionWarmUp(next, exercise, units),
    };
  });
}

/** A logged set in one line, in the user's units: 'Squat · 5 reps @ 100 kg · RPE 8 · warm-up'. */
export function loggedSetLine(
  set: Pick<
    TrainingSet,
    'exercise_name' | 'reps' | 'duration_sec' | 'load_kg' | 'rpe' | 'rir' | 'set_type' | 'coach_reps'
  >,
  units: Units,
): string {
  const amount =
    set.reps !== null
      ? `${set.reps} rep${set.reps === 1 ? '' : 's'}`
      : set.duration_sec !== null
        ? `${set.duration_sec} s`
        : '—';
  const parts = [set.exercise_name, set.load_kg ? `${amount} @ ${formatLoadIn(set.load_kg, units)}` : amount];
  if (set.coach_reps !== null && set.coach_reps !== set.reps) parts.push(`coach counted ${set.coach_reps}`);
  if (set.rpe !== null) parts.push(`RPE ${set.rpe}`);
  else if (set.rir !== null) parts.push(`RIR ${set.rir}`);
  if (set.set_type !== 'working') parts.push(set.set_type === 'warmup' ? 'warm-up' : set.set_type);
  return parts.join(' · ');
}
