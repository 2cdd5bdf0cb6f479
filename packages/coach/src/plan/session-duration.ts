import type { PlannedExercise, PlanWarmUp } from './plan-schema.js';

/** Seconds to walk a metre with a load (a carry's distance as time). */
const SECONDS_PER_METRE = 1;
/** The rest after each warm-up set: enough to load the bar for the next. */
const WARM_UP_REST_SEC = 60;

/** The middle of '8-12' (10) or the number itself ('5'); null when the text holds no number. */
function middle(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?/.exec(text);
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return (low + high) / 2;
}

/** Seconds one rep takes at a tempo ('3-0-1-1' → 5 s); at least 2 s a rep. */
export function tempoSeconds(tempoCode: string): number {
  const total = tempoCode
    .split('-')
    .map(Number)
    .filter(Number.isFinite)
    .reduce((sum, part) => sum + part, 0);
  return Math.max(2, total);
}

/**
 * The seconds of work in one set as the plan doses it: minutes ('20-30 min easy'), seconds ('30-45 s'),
 * metres ('30-40 m') or reps at the goal's tempo ('8-12'); twice that for 'each side'.
 */
export function workSeconds(reps: string, tempoCode: string): number {
  const sides = /each side/i.test(reps) ? 2 : 1;
  const amount = middle(reps) ?? 0;
  const unit = /^[^a-z]*?(\d[\d.\s-]*)\s*(min|s|m)\b/i.exec(reps)?.[2]?.toLowerCase();
  const once =
    unit === 'min'
      ? amount * 60
      : unit === 's'
        ? amount
        : unit === 'm'
          ? amount * SECONDS_PER_METRE
          : amount * tempoSeconds(tempoCode);
  return once * sides;
}

/** Seconds of rest a day holds: each exercise's sets x its rest, but a superset's pair rests once a round (after the partner). */
function restSeconds(exercises: readonly PlannedExercise[]): number {
  const alone = exercises
    .filter((exercise) => !exercise.superset)
    .reduce((sum, exercise) => sum + exercise.sets * exercise.rest_sec, 0);
  const pairs = new Map<string, PlannedExercise[]>();
  for (const exercise of exercises)
    if (exercise.superset) pairs.set(exercise.superset, [...(pairs.get(exercise.superset) ?? []), exercise]);
  const paired = [...pairs.values()].reduce(
    (sum, pair) =>
      sum + Math.max(...pair.map((exercise) => exercise.sets)) * Math.max(...pair.map((exercise) => exercise.rest_sec)),
    0,
  );
  return alone + paired;
}

/**
 * An estimate of a session's minutes: for every exercise its sets x (work + rest), the rest standing for the
 * change-over too (a superset's pair rests once a round), plus the warm-up sets of the first main lift; rounded to
 * the nearest 5 minutes (0 for no exercise).
 */
export function estimatedMinutes(
  exercises: readonly PlannedExercise[],
  tempoCode: string,
  warmUp: PlanWarmUp | null = null,
): number {
  const work =
    exercises.reduce((sum, exercise) => sum + exercise.sets * workSeconds(exercise.reps, tempoCode), 0) +
    restSeconds(exercises);
  const ramp = (warmUp?.sets ?? []).reduce(
    (sum, set) => sum + set.reps * tempoSeconds(tempoCode) + WARM_UP_REST_SEC,
    0,
  );
  const minutes = (work + ramp) / 60;
  return minutes === 0 ? 0 : Math.max(5, Math.round(minutes / 5) * 5);
}
