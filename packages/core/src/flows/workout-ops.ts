import type { ApiClient } from '../api/client.js';
import type { SetCreateInput, TrainingSet, Workout } from '../schemas/index.js';
import { serverSessionSet, type PlannedSet, type SessionSet } from '../view-models/workout-session.js';
import type { QueuedSet } from './set-queue.js';

/**
 * The session on the server, or one started on this device and not sent yet: known by the client_id its start was
 * queued with. A set logged into a session started offline names it this way; when the set goes, the start is sent
 * first (the queue keeps the order) and its client_id finds the server's session.
 */
export type WorkoutRef = { id: string } | { client_id: string };

/** What the workout screen queues: every write it makes, so each can wait for the connection. */
export type WorkoutOp =
  | { op: 'start'; plan_day?: number; name?: string; started_at: string }
  | { op: 'set'; set: Omit<SetCreateInput, 'client_id' | 'workout_id'>; workout: WorkoutRef | null }
  | { op: 'finish'; workout: WorkoutRef; finished_at: string };

export type WorkoutOpResult =
  { op: 'start'; workout: Workout } | { op: 'set'; set: TrainingSet } | { op: 'finish'; workout: Workout };

type LogClient = Pick<ApiClient, 'startWorkout' | 'createSet' | 'updateWorkout'>;

/**
 * Sends one queued op. The server answers a known client_id with what it already has (a set, a started session),
 * so every op can be sent again safely; a session started offline is found again by re-sending its start's client_id
 * (remembered here for the rest of the flush, so a session of twenty sets costs one look-up).
 */
export function workoutOpSender(client: LogClient, userId: string) {
  const sessions = new Map<string, string>();
  const workoutId = async (ref: WorkoutRef): Promise<string> => {
    if ('id' in ref) return ref.id;
    const known = sessions.get(ref.client_id);
    if (known) return known;
    const workout = await client.startWorkout(userId, { client_id: ref.client_id });
    sessions.set(ref.client_id, workout.id);
    return workout.id;
  };
  return async (op: WorkoutOp & { client_id: string }): Promise<WorkoutOpResult> => {
    if (op.op === 'start') {
      const workout = await client.startWorkout(userId, {
        client_id: op.client_id,
        plan_day: op.plan_day,
        name: op.name,
        started_at: op.started_at,
      });
      sessions.set(op.client_id, workout.id);
      return { op: 'start', workout };
    }
    if (op.op === 'set') {
      const workout_id = op.workout ? await workoutId(op.workout) : undefined;
      return { op: 'set', set: await client.createSet(userId, { ...op.set, client_id: op.client_id, workout_id }) };
    }
    return {
      op: 'finish',
      workout: await client.updateWorkout(userId, await workoutId(op.workout), { finished_at: op.finished_at }),
    };
  };
}

/** Whether a queued op belongs to the session `ref` (by server id, or by the client_id of its queued start). */
export function opInSession(item: QueuedSet<WorkoutOp>, ref: WorkoutRef | null): boolean {
  if (!ref) return false;
  const op = item.body;
  if (op.op === 'start') return 'client_id' in ref && ref.client_id === item.client_id;
  const mine = op.workout;
  if (!mine) return false;
  return 'id' in ref ? 'id' in mine && mine.id === ref.id : 'client_id' in mine && mine.client_id === ref.client_id;
}

/** A set waiting in the queue, as the workout screen shows it beside the server's. */
export function queuedSessionSet(item: QueuedSet<WorkoutOp>): SessionSet | null {
  if (item.body.op !== 'set') return null;
  const set = item.body.set;
  return {
    key: item.client_id,
    id: null,
    client_id: item.client_id,
    exercise_name: set.exercise_name,
    reps: set.reps ?? null,
    duration_sec: set.duration_sec ?? null,
    load_kg: set.load_kg ?? null,
    rpe: set.rpe ?? null,
    rir: set.rir ?? null,
    set_type: set.set_type ?? 'working',
    note: set.note ?? null,
    performed_at: set.performed_at ?? item.queued_at,
    waiting: true,
    source: 'manual',
    coach_reps: null,
  };
}

/** The session sets go into: the one going on at the server, else one started on this device and still queued. */
export function currentSession(
  openWorkoutId: string | null,
  pending: readonly QueuedSet<WorkoutOp>[],
): WorkoutRef | null {
  if (openWorkoutId) return { id: openWorkoutId };
  const start = pending.find((item) => item.body.op === 'start');
  return start ? { client_id: start.client_id } : null;
}

/**
 * The session's sets as the screen shows them: the server's, then those still waiting in the queue (a set the
 * server already has, by its client_id, shows once).
 */
export function sessionSets(
  onServer: readonly TrainingSet[],
  pending: readonly QueuedSet<WorkoutOp>[],
  session: WorkoutRef | null,
): SessionSet[] {
  const kept = onServer.map(serverSessionSet);
  const sent = new Set(kept.map((set) => set.client_id));
  const waiting = pending
    .filter((item) => opInSession(item, session) && !sent.has(item.client_id))
    .flatMap((item) => queuedSessionSet(item) ?? []);
  return [...kept, ...waiting];
}

/** The queued op that logs a planned set (with what the lifter changed) into the session. */
export function logSetOp(
  planned: PlannedSet,
  extras: { rpe?: number | null; rir?: number | null; note?: string | null },
  workout: WorkoutRef | null,
  now: Date,
): WorkoutOp {
  return {
    op: 'set',
    workout,
    set: {
      exercise_name: planned.exercise_name,
      reps: planned.reps ?? undefined,
      duration_sec: planned.duration_sec ?? undefined,
      load_kg: planned.load_kg ?? undefined,
      set_type: planned.set_type,
      rpe: extras.rpe ?? undefined,
      rir: extras.rir ?? undefined,
      note: extras.note || undefined,
      performed_at: now.toISOString(),
    },
  };
}

/** The session going on as a screen holds it: its server id and its sets on the server. */
export interface OpenSession {
  id: string;
  sets: TrainingSet[];
}

/**
 * What the server's answers to a flush change in the session on screen, before the screen reads it again: a started
 * session is open, a sent set is in it (once), a finished one is closed. So a sent set never blinks out between
 * leaving the queue and the session's next read.
 */
export function applyOpResults(open: OpenSession | null, results: readonly WorkoutOpResult[]): OpenSession | null {
  let session = open;
  for (const result of results) {
    if (result.op === 'start')
      session = session?.id === result.workout.id ? session : { id: result.workout.id, sets: result.workout.sets };
    else if (result.op === 'finish') session = session?.id === result.workout.id ? null : session;
    else if (session && result.set.workout_id === session.id && !session.sets.some((set) => set.id === result.set.id))
      session = { ...session, sets: [...session.sets, result.set] };
  }
  return session;
}
