import { exerciseKey } from '../rules/exercise-key.js';
import type { TrainingSet } from '../schemas/index.js';

type StatSet = Pick<TrainingSet, 'exercise_name' | 'reps' | 'load_kg' | 'performed_at' | 'set_type'>;

const counted = (set: StatSet) => set.set_type !== 'warmup' && set.reps !== null && set.reps > 0;

/** The best set at each rep count of a lift: the heaviest load done for that many reps (1 to 12), with when. */
export function bestSetsByReps(
  sets: readonly StatSet[],
  lift: string,
): { reps: number; load_kg: number; performed_at: string }[] {
  const key = exerciseKey(lift);
  const best = new Map<number, { reps: number; load_kg: number; performed_at: string }>();
  for (const set of sets) {
    if (!counted(set) || !set.load_kg || set.reps! > 12 || exerciseKey(set.exercise_name) !== key) continue;
    const kept = best.get(set.reps!);
    if (!kept || set.load_kg > kept.load_kg)
      best.set(set.reps!, { reps: set.reps!, load_kg: set.load_kg, performed_at: set.performed_at });
  }
  return [...best.values()].sort((a, b) => a.reps - b.reps);
}

/** Monday (UTC) of the week of an ISO time: '2026-11-23'. */
export function weekOf(performedAt: string): string {
  const day = new Date(performedAt.slice(0, 10) + 'T00:00:00Z');
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Working sets per muscle group per week (warm-ups left out), the usual measure of weekly volume; a set counts once
 * for each muscle its lift trains (`musclesOf`, from the library). Weeks oldest first.
 */
export function weeklyVolume(
  sets: readonly StatSet[],
  musclesOf: (exercise: string) => readonly string[],
): { week: string; sets: Record<string, number> }[] {
  const weeks = new Map<string, Record<string, number>>();
  for (const set of sets) {
    if (set.set_type === 'warmup') continue;
    const week = weekOf(set.performed_at);
    const tally = weeks.get(week) ?? {};
    for (const muscle of musclesOf(set.exercise_name)) tally[muscle] = (tally[muscle] ?? 0) + 1;
    weeks.set(week, tally);
  }
  return [...weeks].sort(([a], [b]) => (a < b ? -1 : 1)).map(([week, tally]) => ({ week, sets: tally }));
}

/** Weeks in a row with at least one set, up to this week (or last week, when this one has none yet); and the longest. */
export function trainingStreak(
  sets: readonly Pick<StatSet, 'performed_at'>[],
  now: Date,
): { current_weeks: number; longest_weeks: number } {
  const weeks = new Set(sets.map((set) => weekOf(set.performed_at)));
  const step = (week: string, by: number) => {
    const day = new Date(`${week}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 7 * by);
    return day.toISOString().slice(0, 10);
  };
  let week = weekOf(now.toISOString());
  if (!weeks.has(week)) week = step(week, -1);
  let current = 0;
  while (weeks.has(week)) {
    current++;
    week = step(week, -1);
  }
  let longest = 0;
  for (const start of weeks) {
    if (weeks.has(step(start, -1))) continue;
    let run = 0;
    for (let w = start; weeks.has(w); w = step(w, 1)) run++;
    longest = Math.max(longest, run);
  }
  return { current_weeks: current, longest_weeks: longest };
}
