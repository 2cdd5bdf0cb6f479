import type { PlanStyle, SetType, Units } from '../constants/index.js';
import { loadIncrement, type EquipmentKind } from './exercise-key.js';
import { fromKg, toKg } from './plates.js';

/** A logged set as progression reads it. */
export interface PerformedSet {
  reps: number | null;
  load_kg: number | null;
  rpe: number | null;
  rir: number | null;
  set_type: SetType;
}

/** One past session of the lift: when, and its sets of it. */
export interface PastSession {
  at: string;
  sets: readonly PerformedSet[];
}

export interface ProgressionInput {
  exerciseName: string;
  equipment: EquipmentKind;
  lowerBody: boolean;
  /** The plan's rep range; null when the plan counts time or distance. */
  repRange: { min: number; max: number } | null;
  /** Working sets the plan asks for. */
  targetSets: number;
  units: Units;
  style: PlanStyle;
  /** The lift's past sessions, oldest first. */
  history: readonly PastSession[];
  /** When the lifter last told the coach about pain, if they did. */
  painReportedAt?: string | null;
}

export type ProgressionRule =
  | 'first_weight'
  | 'no_load'
  | 'increase'
  | 'increase_easy'
  | 'hold'
  | 'hold_hard'
  | 'hold_missed'
  | 'hold_sets'
  | 'reduce'
  | 'deload_stall'
  | 'deload_pain'
  | 'by_time';

export interface ProgressionTarget {
  /** Kilograms; null when there is nothing to base it on. */
  loadKg: number | null;
  rule: ProgressionRule;
  /** The rule in plain words, in the user's units: '+2.5 kg: you made 3×8 at 60 kg'. */
  reason: string;
}

/** Sessions without progress on a lift that call for a deload. */
export const STALL_SESSIONS = 3;
/** A deload takes this share off (10%), a reduction after missing twice at least one step or 5%. */
export const DELOAD_FACTOR = 0.9;
export const REDUCE_FACTOR = 0.95;
/** Average RPE of the top sets: at or below this a made range earns a double step; at or above it, no step. */
export const EASY_RPE = 7;
export const HARD_RPE = 9.5;
/** A hold inside the range with every set this easy still earns one step. */
export const VERY_EASY_RPE = 6;

const EPS = 1e-6;
const COUNTED: ReadonlySet<SetType> = new Set(['working', 'failure']);

/** RPE as logged, else from RIR (RPE 10 − RIR); null when neither was. */
export const effortOf = (set: Pick<PerformedSet, 'rpe' | 'rir'>) => set.rpe ?? (set.rir === null ? null : 10 - set.rir);

const trim = (n: number) => String(Math.round(n * 100) / 100);
const weight = (value: number, units: Units) => `${trim(value)} ${units}`;

/** Where loads are rounded to: what plates make on a barbell (2.5 kg, 5 lb), finer elsewhere. */
const gridOf = (equipment: EquipmentKind, units: Units) =>
  equipment === 'barbell' ? (units === 'kg' ? 2.5 : 5) : units === 'kg' ? 0.5 : 1;

/** The top load of a session's working sets and the sets done at it. */
function topOf(session: PastSession) {
  const working = session.sets.filter((s) => COUNTED.has(s.set_type) && s.reps !== null && s.reps > 0);
  const loads = working.map((s) => s.load_kg ?? 0);
  const load = loads.length ? Math.max(...loads) : 0;
  const top = working.filter((s) => Math.abs((s.load_kg ?? 0) - load) < EPS);
  return {
    at: session.at,
    load,
    top,
    reps: top.reduce((sum, s) => sum + (s.reps ?? 0), 0),
    worked: working.length > 0,
  };
}
type Top = ReturnType<typeof topOf>;

/** Better than the session before: heavier, or as heavy with more reps in all. */
const progressed = (before: Top, after: Top) =>
  after.load > before.load + EPS || (Math.abs(after.load - before.load) < EPS && after.reps > before.reps);

/** '3×8', or the reps one by one when they differ: '8, 7, 6'. */
function setsSaid(top: Top): string {
  const reps = top.top.map((s) => s.reps ?? 0);
  return reps.every((r) => r === reps[0]) ? `${reps.length}×${reps[0]}` : reps.join(', ');
}

/**
 * The next target of a loaded lift, by stated rules, in this order:
 * 1. no history: no load, and a plain request for a first working weight (nothing is made up);
 * 2. pain reported to the coach since the last session: deload 10%;
 * 3. a stall, three sessions in a row no better than the one before: deload 10%;
 * 4. double progression on the last session: every planned working set at the top of the rep range → one step (the
 *    lift's smallest sensible increment), two when the sets were easy (average RPE ≤ 7; never for conditioning plans,
 *    never more than 10% unless one step is more), none when they were near failure (RPE ≥ 9.5);
 *    short of the bottom → hold, and the second time in a row at that load → reduce by a step (or 5%);
 *    in the range → hold (a step when every set was very easy, RPE ≤ 6).
 * Loads are worked out in the user's units, rounded to what the equipment makes, and never go below zero (nor below
 * an empty bar for a lift done above one).
 */
export function nextTarget(input: ProgressionInput): ProgressionTarget {
  const { units, exerciseName: name } = input;
  const sessions = input.history.map(topOf).filter((s) => s.worked);
  const loaded = sessions.filter((s) => s.load > 0);
  const range = input.repRange;
  const rangeSaid = range ? (range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`) : null;
  if (!loaded.length) {
    if (input.equipment === 'bodyweight' || input.equipment === 'band') {
      const last = sessions[sessions.length - 1];
      return {
        loadKg: null,
        rule: 'no_load',
        reason: last
          ? `Bodyweight: last time ${setsSaid(last)}; aim for ${rangeSaid ?? 'the plan'} on every set`
          : `Bodyweight: aim for ${rangeSaid ?? 'the plan'} on every set`,
      };
    }
    return {
      loadKg: null,
      rule: 'first_weight',
      reason: sessions.length
        ? `No load logged for ${name} yet: log the weight you use and the next target follows from it`
        : `No ${name} logged yet: pick a first working weight you could lift ${range ? `${range.max} times` : 'for the whole set'} with 2–3 reps to spare, and log it`,
    };
  }

  const step = loadIncrement(input.equipment, input.lowerBody, units);
  const grid = gridOf(input.equipment, units);
  const last = loaded[loaded.length - 1]!;
  const lastLoad = fromKg(last.load, units);
  const floor =
    input.equipment === 'barbell' && lastLoad >= (units === 'kg' ? 20 : 45) ? (units === 'kg' ? 20 : 45) : 0;
  const snap = (value: number) => Math.round(value / grid) * grid;
  const at = `${setsSaid(last)} at ${weight(lastLoad, units)}`;
  const answer = (value: number, rule: ProgressionRule, reason: (v: number) => string): ProgressionTarget => {
    const target = Math.max(floor, value, 0);
    return { loadKg: Math.round(toKg(target, units) * 1e6) / 1e6, rule, reason: reason(target) };
  };
  // A deload rounds down (at least the share off); a reduction to the nearest load the equipment makes.
  const down = (factor: number, atLeast: number, round: (n: number) => number = Math.floor) => {
    let value = round(Math.min(lastLoad * factor, lastLoad - atLeast) / grid + EPS) * grid;
    if (value >= lastLoad) value = lastLoad - grid;
    return Math.max(value, floor, 0);
  };
  const change = (target: number) => {
    const delta = target - lastLoad;
    return Math.abs(delta) < EPS
      ? `Same ${weight(target, units)}`
      : `${delta > 0 ? '+' : '−'}${weight(Math.abs(delta), units)}`;
  };

  if (input.painReportedAt && input.painReportedAt > last.at) {
    return answer(
      down(DELOAD_FACTOR, grid),
      'deload_pain',
      (t) =>
        `Deload to ${weight(t, units)} (${change(t)}): you told the coach about pain; keep the reps easy and stop if it hurts`,
    );
  }
  const recent = loaded.slice(-(STALL_SESSIONS + 1));
  if (recent.length === STALL_SESSIONS + 1 && recent.slice(1).every((s, i) => !progressed(recent[i]!, s))) {
    return answer(
      down(DELOAD_FACTOR, grid),
      'deload_stall',
      (t) =>
        `Deload to ${weight(t, units)} (${change(t)}): no progress on ${name} in ${STALL_SESSIONS} sessions (last ${at}); build back up from there`,
    );
  }
  if (!range)
    return answer(lastLoad, 'by_time', (t) => `Same ${weight(t, units)}: progress by time first (last ${at})`);

  const efforts = last.top.map(effortOf).filter((e): e is number => e !== null);
  const effort = efforts.length ? efforts.reduce((a, b) => a + b, 0) / efforts.length : null;
  const effortSaid = effort === null ? '' : ` (RPE ${trim(effort)})`;
  const sets = Math.max(1, input.targetSets);
  const madeTop = last.top.length >= sets && last.top.every((s) => (s.reps ?? 0) >= range.max);
  const missed = (s: Top) => s.top.some((set) => (set.reps ?? 0) < range.min);
  const up = (steps: number) => {
    const cap = Math.max(step, lastLoad * 0.1);
    let value = snap(lastLoad + Math.min(step * steps, steps > 1 ? cap : step));
    if (value <= lastLoad + EPS) value = lastLoad + grid;
    return value;
  };

  if (madeTop) {
    if (effort !== null && effort >= HARD_RPE) {
      return answer(
        lastLoad,
        'hold_hard',
        (t) =>
          `Same ${weight(t, units)}: you made ${at}, but near your limit${effortSaid}; add weight once it feels like an 8`,
      );
    }
    if (effort !== null && effort <= EASY_RPE && input.style !== 'conditioning') {
      return answer(up(2), 'increase_easy', (t) => `${change(t)}: you made ${at} with reps to spare${effortSaid}`);
    }
    return answer(up(1), 'increase', (t) => `${change(t)}: you made ${at}`);
  }
  if (last.top.length < sets && !missed(last)) {
    return answer(
      lastLoad,
      'hold_sets',
      (t) => `Same ${weight(t, units)}: make all ${sets} sets of ${range.max} first (last ${at})`,
    );
  }
  if (missed(last)) {
    const before = loaded[loaded.length - 2];
    if (before && Math.abs(before.load - last.load) < EPS && missed(before)) {
      return answer(
        down(REDUCE_FACTOR, step, Math.round),
        'reduce',
        (t) =>
          `${change(t)}: you fell short of ${range.min} reps at ${weight(lastLoad, units)} twice (last ${setsSaid(last)}); build back up from ${weight(t, units)}`,
      );
    }
    return answer(
      lastLoad,
      'hold_missed',
      (t) =>
        `Same ${weight(t, units)}: some sets fell short of ${range.min} reps (${setsSaid(last)}); make ${range.min} on every set first`,
    );
  }
  if (effort !== null && effort <= VERY_EASY_RPE) {
    return answer(up(1), 'increase', (t) => `${change(t)}: ${at} was easy${effortSaid}`);
  }
  return answer(lastLoad, 'hold', (t) => `Same ${weight(t, units)}: work up to ${range.max} on every set (last ${at})`);
}

/**
 * The plan's reps as a target: '8-12' → 8 to 12 reps, '5' → 5, '30-45 s' → 30 seconds, '20-30 min easy' → 20
 * minutes; null for both when the plan counts something else ('30 m').
 */
export function planTarget(reps: string): {
  repRange: { min: number; max: number } | null;
  durationSec: number | null;
} {
  const numbers = [...reps.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (!numbers.length) return { repRange: null, durationSec: null };
  const min = numbers[0]!;
  const max = numbers.length > 1 && numbers[1]! >= min ? numbers[1]! : min;
  if (/\bmin/i.test(reps)) return { repRange: null, durationSec: Math.round(min * 60) };
  if (/\d\s*(s|sec|secs|seconds?)\b/i.test(reps)) return { repRange: null, durationSec: Math.round(min) };
  if (/\d\s*(m|km)\b/i.test(reps)) return { repRange: null, durationSec: null };
  return { repRange: { min: Math.round(min), max: Math.round(max) }, durationSec: null };
}
