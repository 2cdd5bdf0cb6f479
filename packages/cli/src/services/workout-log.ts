import { randomUUID } from 'node:crypto';
import type { ApiClient } from '@spotter/core/api';
import type { SetType, Units } from '@spotter/core/constants';
import type { SetSpec } from '@spotter/core/rules';
import type { NextWorkout, TrainingSet, Workout } from '@spotter/core/schemas';

/** Sets logged by one `spotter log` share this client id prefix, so `--undo` takes them back together. */
const BATCH = /^cli:([^:]+):\d+$/;

export interface LogSetsOptions {
  api: ApiClient;
  userId: string;
  /** One lift's sets, or a superset: two (or more) lifts done in turn. */
  specs: readonly SetSpec[];
  setType: SetType;
  rpe?: number;
  rir?: number;
  note?: string;
}

/**
 * The order sets are done in: a lift's sets one after another, or a superset's in alternating rounds (one set of
 * each lift in turn, as the plan pairs them; a lift with fewer sets drops out of the later rounds).
 */
export function setOrder(specs: readonly SetSpec[]): SetSpec[] {
  const rounds = Math.max(0, ...specs.map((spec) => spec.sets));
  return Array.from({ length: rounds }, (_, round) => specs.filter((spec) => spec.sets > round)).flat();
}

/**
 * Logs the sets of one `spotter log` in the order they were done, one call each, each with a client id of its own: a
 * command run again after a lost answer logs new sets (it is a new command), but the client's own retry of one call
 * never duplicates one. They share the batch in their client ids, so `--undo` takes them back together.
 */
export async function logSets(options: LogSetsOptions): Promise<TrainingSet[]> {
  const batch = randomUUID();
  const logged: TrainingSet[] = [];
  for (const spec of setOrder(options.specs)) {
    logged.push(
      await options.api.createSet(options.userId, {
        exercise_name: spec.exercise,
        ...(spec.reps === null ? {} : { reps: spec.reps }),
        ...(spec.durationSec === null ? {} : { duration_sec: spec.durationSec }),
        ...(spec.loadKg === null ? {} : { load_kg: spec.loadKg }),
        set_type: options.setType,
        ...(options.rpe === undefined ? {} : { rpe: options.rpe }),
        ...(options.rir === undefined ? {} : { rir: options.rir }),
        ...(options.note ? { note: options.note } : {}),
        client_id: `cli:${batch}:${logged.length + 1}`,
      }),
    );
  }
  return logged;
}

/**
 * Takes back the last sets logged by hand: the newest one, and with it every set the same `spotter log` made.
 * Filmed and imported sets are never undone here. Answers the sets deleted (none when there was nothing to undo).
 */
export async function undoLastLog(options: { api: ApiClient; userId: string }): Promise<TrainingSet[]> {
  const { items } = await options.api.listSets(options.userId, { limit: 100 });
  const newest = items.find((set) => set.source === 'manual');
  if (!newest) return [];
  const batch = newest.client_id ? BATCH.exec(newest.client_id)?.[1] : undefined;
  const undone = batch
    ? items.filter(
        (set) => set.source === 'manual' && set.client_id !== null && BATCH.exec(set.client_id)?.[1] === batch,
      )
    : [newest];
  for (const set of undone) await options.api.deleteSet(options.userId, set.id);
  return undone;
}

/** The units of the user's profile (kg or lb): a load written without one is read in them. */
export async function profileUnits(options: { api: ApiClient; userId: string }): Promise<Units> {
  return (await options.api.getUser(options.userId)).units;
}

/** The plan's next session, and the units to show it in. */
export async function nextSession(options: {
  api: ApiClient;
  userId: string;
}): Promise<{ next: NextWorkout; units: Units }> {
  const [next, user] = await Promise.all([
    options.api.nextWorkout(options.userId),
    options.api.getUser(options.userId),
  ]);
  return { next, units: user.units };
}

/** Starts the plan's next session (or answers the one already open). */
export async function startNextWorkout(options: {
  api: ApiClient;
  userId: string;
}): Promise<{ workout: Workout; started: boolean }> {
  const next = await options.api.nextWorkout(options.userId);
  if (next.open_workout_id) {
    const open = (await options.api.listWorkouts(options.userId, { limit: 5 })).items.find(
      (w) => w.id === next.open_workout_id,
    );
    if (open) return { workout: open, started: false };
  }
  return { workout: await options.api.startWorkout(options.userId, { plan_day: next.plan_day }), started: true };
}

/** Finishes the newest session when it is still open; null when none is. */
export async function finishOpenWorkout(options: {
  api: ApiClient;
  userId: string;
  now?: Date;
}): Promise<Workout | null> {
  const [latest] = (await options.api.listWorkouts(options.userId, { limit: 1 })).items;
  if (!latest || latest.finished_at !== null) return null;
  return options.api.updateWorkout(options.userId, latest.id, {
    finished_at: (options.now ?? new Date()).toISOString(),
  });
}

/**
 * Counts a rest down a second at a time: `tick` hears the seconds left (from `seconds` to 0). `sleep` is injected so
 * a test runs it without waiting; an abort (Ctrl-C) stops it early.
 */
export async function restCountdown(options: {
  seconds: number;
  tick: (left: number) => void;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}): Promise<number> {
  let left = options.seconds;
  options.tick(left);
  while (left > 0 && !options.signal?.aborted) {
    await options.sleep(1000);
    left--;
    options.tick(left);
  }
  return options.seconds - left;
}
