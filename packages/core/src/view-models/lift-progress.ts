import type { LiftDay, LiftProgress } from '../schemas/index.js';
import { estimatedOneRepMax } from '../rules/personal-best.js';
import { formatLoad, setDate } from './history.js';
import { plural, titleCase } from './format.js';

/** What a set must carry to count towards progress (history sets, logged sets, imported sets alike). */
export interface ProgressSet {
  exercise_name: string;
  reps: number | null;
  load_kg: number | null;
  performed_at: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const maxOf = (values: (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.max(...present) : null;
};

/**
 * e1RM and volume per lift and day, from sets in any order: the lift trained most recently first, its days oldest
 * first (for a chart or a trend). A set without reps (a timed hold) adds a set and nothing else.
 */
export function liftProgress(sets: readonly ProgressSet[]): LiftProgress[] {
  const byLift = new Map<string, Map<string, ProgressSet[]>>();
  const latest = new Map<string, string>();
  for (const set of sets) {
    const days = byLift.get(set.exercise_name) ?? new Map<string, ProgressSet[]>();
    const date = setDate(set.performed_at);
    days.set(date, [...(days.get(date) ?? []), set]);
    byLift.set(set.exercise_name, days);
    if ((latest.get(set.exercise_name) ?? '') < set.performed_at) latest.set(set.exercise_name, set.performed_at);
  }
  return [...byLift]
    .sort(([a], [b]) => (latest.get(b) ?? '').localeCompare(latest.get(a) ?? ''))
    .map(([exercise, days]) => ({
      exercise,
      days: [...days]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, daySets]): LiftDay => ({
          date,
          sets: daySets.length,
          reps: daySets.reduce((sum, set) => sum + (set.reps ?? 0), 0),
          volume_kg: round1(daySets.reduce((sum, set) => sum + (set.reps ?? 0) * (set.load_kg ?? 0), 0)),
          best_e1rm_kg: maxOf(
            daySets.map((set) => (set.reps === null ? null : estimatedOneRepMax(set.load_kg, set.reps))),
          ),
          heaviest_kg: maxOf(daySets.map((set) => set.load_kg)),
        })),
    }));
}

/** One line per lift: 'Squat: 4 days from 2026-11-02 to 2026-11-23; e1RM 105 kg → 112.5 kg; volume 1500 kg → 1800 kg.' */
export function liftProgressLine(lift: LiftProgress): string {
  const first = lift.days[0];
  const last = lift.days[lift.days.length - 1];
  if (!first || !last) return `${titleCase(lift.exercise)}: no sets.`;
  const span = first.date === last.date ? `on ${first.date}` : `from ${first.date} to ${last.date}`;
  const parts = [`${titleCase(lift.exercise)}: ${plural(lift.days.length, 'day')} ${span}`];
  const e1rms = lift.days.map((day) => day.best_e1rm_kg).filter((v): v is number => v !== null);
  if (e1rms.length)
    parts.push(
      `e1RM ${formatLoad(e1rms[0]!)} → ${formatLoad(e1rms[e1rms.length - 1]!)} (best ${formatLoad(Math.max(...e1rms))})`,
    );
  if (lift.days.some((day) => day.volume_kg > 0))
    parts.push(`volume ${formatLoad(first.volume_kg)} → ${formatLoad(last.volume_kg)} a day`);
  else parts.push(`reps ${first.reps} → ${last.reps} a day`);
  return `${parts.join('; ')}.`;
}
