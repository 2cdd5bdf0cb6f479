import type { SetType, Units } from '../constants/index.js';
import { STANDARD_PLATES, formatLoadIn, fromKg, plateLine, platesPerSide } from '../rules/index.js';
import type { NextExercise, NextWorkout, TrainingSet } from '../schemas/index.js';
import { formatNumber } from './format.js';
import { sessionWarmUp } from './plan-warm-up.js';

/**
 * A set of today's session as the workout screen shows it: on the server (`id`), or logged on this device and not
 * sent yet (`waiting`, known by its `client_id`). Both kinds look the same on screen, the waiting ones marked.
 */
export interface SessionSet {
  key: string;
  id: string | null;
  client_id: string | null;
  exercise_name: string;
  reps: number | null;
  duration_sec: number | null;
  load_kg: number | null;
  rpe: number | null;
  rir: number | null;
  set_type: SetType;
  note: string | null;
  performed_at: string;
  waiting: boolean;
  /** A filmed set (`video`) shows the coach's count beside the lifter's correction. */
  source: 'manual' | 'video' | 'import';
  coach_reps: number | null;
}

/** What one tap logs: the plan's next set for an exercise, prefilled from the last set done or the target. */
export interface PlannedSet {
  exercise_name: string;
  reps: number | null;
  duration_sec: number | null;
  load_kg: number | null;
  set_type: SetType;
}

export interface SessionSetRow {
  key: string;
  set: SessionSet;
  /** '8 × 60 kg', '30 s', '12 reps'. */
  result: string;
  /** 'RPE 8 · warm-up · waiting to send'; empty when there is nothing to add. */
  detail: string;
}

export interface SessionExerciseView {
  key: string;
  exercise_name: string;
  /** '3 × 8–12 @ 60 kg', '3 × 30-45 s', '3 × 5 · first working weight?'. */
  target: string;
  /** The progression rule in plain words, from the server. */
  reason: string;
  /**
   * The rest after the set one tap logs now: the plan's, except within a pair (a superset of two), where the set
   * that sends you to the partner rests nothing and the plan's rest comes after the pair.
   */
  rest_sec: number;
  /** '20 kg bar + 20 each side' next to a barbell set with a load; null otherwise. */
  plates: string | null;
  /** Before the day's first main lift: its warm-up sets ('20 kg bar x 10, 40 kg x 5, …'); null for the others. */
  warm_up: string | null;
  /** Working sets done of those planned (warm-ups do not count). */
  done: number;
  planned_sets: number;
  complete: boolean;
  /** No load to suggest for a lift that takes one (no history): the screen asks for a first working weight. */
  askLoad: boolean;
  /** The set one tap logs, and its words ('Log 8 × 60 kg'); null once every planned set is done. */
  next: PlannedSet | null;
  nextLabel: string | null;
  rows: SessionSetRow[];
}

/** Exercises done alone, or a superset (the plan's pairs), shown and logged as one block. */
export interface SessionBlockView {
  key: string;
  /** 'Superset A' for a pair; null for an exercise alone. */
  label: string | null;
  exercises: SessionExerciseView[];
}

export interface WorkoutSessionView {
  title: string;
  blocks: SessionBlockView[];
  /** Sets of exercises the plan does not have today (logged anyway), in their own block. */
  extra: SessionSetRow[];
  /** The exercise whose set is next: the first unfinished one, alternating within a superset. */
  upNext: string | null;
  done: number;
  total: number;
}

const TYPE_WORDS: Record<SetType, string> = { warmup: 'warm-up', working: '', drop: 'drop set', failure: 'to failure' };
export const SET_TYPE_LABELS: Record<SetType, string> = {
  warmup: 'Warm-up',
  working: 'Working',
  drop: 'Drop',
  failure: 'Failure',
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const counts = (set: Pick<SessionSet, 'set_type'>) => set.set_type !== 'warmup';

/** A set's numbers in the user's units: '8 × 60 kg', '8 reps', '30 s', '30 s @ 20 kg'. */
export function sessionSetResult(set: Pick<SessionSet, 'reps' | 'duration_sec' | 'load_kg'>, units: Units): string {
  const load = set.load_kg ? formatLoadIn(set.load_kg, units) : null;
  if (set.reps !== null) return load ? `${set.reps} × ${load}` : `${set.reps} ${set.reps === 1 ? 'rep' : 'reps'}`;
  if (set.duration_sec !== null)
    return load ? `${formatNumber(set.duration_sec)} s @ ${load}` : `${formatNumber(set.duration_sec)} s`;
  return load ?? '—';
}

function setDetail(set: SessionSet): string {
  const effort = set.rpe !== null ? `RPE ${formatNumber(set.rpe)}` : set.rir !== null ? `${set.rir} RIR` : '';
  // A corrected count keeps the coach's beside it, never silently replaced.
  const filmed =
    set.source !== 'video'
      ? ''
      : set.coach_reps !== null && set.coach_reps !== set.reps
        ? `filmed · coach counted ${set.coach_reps}`
        : 'filmed';
  return [effort, TYPE_WORDS[set.set_type], filmed, set.note ?? '', set.waiting ? 'waiting to send' : '']
    .filter(Boolean)
    .join(' · ');
}

/** The plates for a barbell load, in the user's units on the standard bar of that unit. */
export function sessionPlatesLine(loadKg: number | null, units: Units): string | null {
  if (!loadKg) return null;
  return plateLine(platesPerSide(Math.round(fromKg(loadKg, units) * 100) / 100, STANDARD_PLATES[units]));
}

/** Kinds of exercise a load goes with (the plan's `kind`): a bar, dumbbells, a machine, a carry. */
const LOADED_KINDS = new Set(['loaded', 'carry']);
const asksLoad = (exercise: NextExercise) =>
  exercise.target_load_kg === null && (exercise.barbell || LOADED_KINDS.has(exercise.kind));

function targetLine(exercise: NextExercise, units: Units): string {
  const dose = `${exercise.sets} × ${exercise.reps.replace(/(\d)-(\d)/, '$1–$2')}`;
  if (exercise.target_load_kg === null) return asksLoad(exercise) ? `${dose} · first working weight?` : dose;
  return exercise.target_load_kg > 0 ? `${dose} @ ${formatLoadIn(exercise.target_load_kg, units)}` : dose;
}

function plannedSet(exercise: NextExercise, last: SessionSet | null): PlannedSet {
  const reps =
    exercise.duration_sec !== null
      ? null
      : (last?.reps ?? exercise.rep_range?.min ?? (Number.parseInt(exercise.reps, 10) || null));
  return {
    exercise_name: exercise.exercise_name,
    reps,
    duration_sec: exercise.duration_sec !== null ? (last?.duration_sec ?? exercise.duration_sec) : null,
    load_kg: last?.load_kg ?? exercise.target_load_kg,
    set_type: 'working',
  };
}

function exerciseView(
  exercise: NextExercise,
  sets: SessionSet[],
  units: Units,
  index: number,
  session: Pick<NextWorkout, 'warm_up'>,
): SessionExerciseView {
  const mine = sets.filter((set) => sameName(set.exercise_name, exercise.exercise_name));
  const working = mine.filter(counts);
  const done = working.length;
  const complete = done >= exercise.sets;
  const next = complete ? null : plannedSet(exercise, working.at(-1) ?? null);
  return {
    key: `${index}-${exercise.exercise_name}`,
    exercise_name: exercise.exercise_name,
    target: targetLine(exercise, units),
    reason: exercise.reason,
    rest_sec: exercise.rest_sec,
    plates: exercise.barbell ? sessionPlatesLine(next?.load_kg ?? exercise.target_load_kg, units) : null,
    warm_up: sessionWarmUp(session, exercise, units),
    done,
    planned_sets: exercise.sets,
    complete,
    askLoad: asksLoad(exercise) && !working.some((set) => set.load_kg),
    next,
    nextLabel: next ? `Log ${sessionSetResult(next, units)}` : null,
    rows: mine.map((set) => ({ key: set.key, set, result: sessionSetResult(set, units), detail: setDetail(set) })),
  };
}

/** Consecutive exercises with the same superset label make one block; the others are blocks of one. */
function groupBlocks(
  exercises: readonly NextExercise[],
): { label: string | null; members: { exercise: NextExercise; index: number }[] }[] {
  const blocks: { label: string | null; members: { exercise: NextExercise; index: number }[] }[] = [];
  exercises.forEach((exercise, index) => {
    const last = blocks.at(-1);
    if (exercise.superset && last?.label === exercise.superset) last.members.push({ exercise, index });
    else blocks.push({ label: exercise.superset, members: [{ exercise, index }] });
  });
  return blocks;
}

/** Within a superset the set after A1 is A2, then A1 again: the member with the fewest sets done goes next. */
function upNextOf(blocks: SessionBlockView[]): string | null {
  for (const block of blocks) {
    const open = block.exercises.filter((exercise) => !exercise.complete);
    if (!open.length) continue;
    return open.reduce((best, exercise) => (exercise.done < best.done ? exercise : best)).key;
  }
  return null;
}

/** In a pair, the partner still owed a set this round goes next without rest (see SessionExerciseView.rest_sec). */
function pairRests(exercises: SessionExerciseView[]): SessionExerciseView[] {
  if (exercises.length !== 2) return exercises;
  return exercises.map((exercise, index) => {
    const partner = exercises[1 - index]!;
    return !partner.complete && partner.done <= exercise.done ? { ...exercise, rest_sec: 0 } : exercise;
  });
}

/** Today's session on the workout screen: the plan's exercises with their targets, plates and sets so far. */
export function workoutSessionView(next: NextWorkout, sets: readonly SessionSet[], units: Units): WorkoutSessionView {
  const ordered = [...sets].sort((a, b) => a.performed_at.localeCompare(b.performed_at));
  const blocks: SessionBlockView[] = groupBlocks(next.exercises).map((block, index) => ({
    key: `block-${index}`,
    label: block.label && block.members.length > 1 ? `Superset ${block.label}` : null,
    exercises: pairRests(
      block.members.map(({ exercise, index: at }) => exerciseView(exercise, ordered, units, at, next)),
    ),
  }));
  const planned = (set: SessionSet) =>
    next.exercises.some((exercise) => sameName(exercise.exercise_name, set.exercise_name));
  const all = blocks.flatMap((block) => block.exercises);
  return {
    title: next.name,
    blocks,
    extra: ordered
      .filter((set) => !planned(set))
      .map((set) => ({
        key: set.key,
        set,
        result: `${set.exercise_name}: ${sessionSetResult(set, units)}`,
        detail: setDetail(set),
      })),
    upNext: upNextOf(blocks),
    done: all.reduce((sum, exercise) => sum + Math.min(exercise.done, exercise.planned_sets), 0),
    total: all.reduce((sum, exercise) => sum + exercise.planned_sets, 0),
  };
}

/** A set the server has, as the screen shows it. */
export function serverSessionSet(set: TrainingSet): SessionSet {
  return {
    key: set.id,
    id: set.id,
    client_id: set.client_id,
    exercise_name: set.exercise_name,
    reps: set.reps,
    duration_sec: set.duration_sec,
    load_kg: set.load_kg,
    rpe: set.rpe,
    rir: set.rir,
    set_type: set.set_type,
    note: set.note,
    performed_at: set.performed_at,
    waiting: false,
    source: set.source,
    coach_reps: set.coach_reps,
  };
}
