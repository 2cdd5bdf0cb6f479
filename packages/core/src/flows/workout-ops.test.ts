import { describe, expect, it } from 'vitest';
import type { SetCreateInput, TrainingSet, Workout, WorkoutCreateInput } from '../schemas/index.js';
import { createSetQueue, type QueuedSet } from './set-queue.js';
import {
  applyOpResults,
  currentSession,
  logSetOp,
  sessionSets,
  workoutOpSender,
  type WorkoutOp,
  type WorkoutOpResult,
} from './workout-ops.js';

const aSet = (body: SetCreateInput, id: string): TrainingSet => ({
  id,
  exercise_name: body.exercise_name,
  reps: body.reps ?? null,
  duration_sec: body.duration_sec ?? null,
  distance_m: null,
  load_kg: body.load_kg ?? null,
  rpe: body.rpe ?? null,
  rir: body.rir ?? null,
  set_type: body.set_type ?? 'working',
  note: body.note ?? null,
  performed_at: body.performed_at ?? '2026-11-26T07:00:00Z',
  workout_id: body.workout_id ?? null,
  source: 'manual',
  client_id: body.client_id ?? null,
  coach_reps: null,
  media_id: null,
  faults: [],
  processed_url: null,
  rep_times: [],
});

/** The log's calls as the server answers them: a known client_id answers what it already has. */
function fakeLog() {
  const workouts = new Map<string, Workout>();
  const sets = new Map<string, TrainingSet>();
  const calls: string[] = [];
  const client = {
    startWorkout: (_user: string, body: WorkoutCreateInput = {}) => {
      calls.push(`start ${body.client_id}`);
      const known = workouts.get(body.client_id!);
      if (known) return Promise.resolve(known);
      const workout: Workout = {
        id: `w${workouts.size + 1}`,
        name: 'Day 1',
        plan_id: 'p1',
        plan_day: body.plan_day ?? null,
        started_at: body.started_at ?? '',
        finished_at: null,
        notes: null,
        source: 'manual',
        sets: [],
      };
      workouts.set(body.client_id!, workout);
      return Promise.resolve(workout);
    },
    createSet: (_user: string, body: SetCreateInput) => {
      calls.push(`set ${body.client_id} in ${body.workout_id}`);
      const set = sets.get(body.client_id!) ?? aSet(body, `s${sets.size + 1}`);
      sets.set(body.client_id!, set);
      return Promise.resolve(set);
    },
    updateWorkout: (_user: string, workoutId: string, body: { finished_at?: string | null } = {}) => {
      calls.push(`finish ${workoutId}`);
      const workout = [...workouts.values()].find((w) => w.id === workoutId)!;
      workout.finished_at = body.finished_at ?? null;
      return Promise.resolve(workout);
    },
  };
  return { client, calls, sets };
}

const squat = { exercise_name: 'Back Squat', reps: 5, duration_sec: null, load_kg: 100, set_type: 'working' as const };

describe('the workout ops', () => {
  it('sends a session started offline, its sets into it and its finish, in order, when the queue flushes', async () => {
    const log = fakeLog();
    let items: QueuedSet<WorkoutOp>[] = [];
    let n = 0;
    const queue = createSetQueue<WorkoutOp, WorkoutOpResult>({
      storage: { read: () => items, write: (next) => void (items = next) },
      send: workoutOpSender(log.client, 'u1'),
      newId: () => `c${++n}`,
    });
    const start = await queue.log({ op: 'start', plan_day: 1, started_at: '2026-11-26T07:00:00Z' });
    const session = currentSession(null, await queue.pending());
    expect(session).toEqual({ client_id: start.client_id });
    await queue.log(logSetOp(squat, { rpe: 8 }, session, new Date('2026-11-26T07:05:00Z')));
    await queue.log(logSetOp(squat, {}, session, new Date('2026-11-26T07:09:00Z')));
    await queue.log({ op: 'finish', workout: session!, finished_at: '2026-11-26T07:30:00Z' });

    const shown = sessionSets([], await queue.pending(), session);
    expect(shown.map((set) => [set.client_id, set.waiting, set.rpe])).toEqual([
      ['c2', true, 8],
      ['c3', true, null],
    ]);

    const outcome = await queue.flush();
    expect(outcome).toMatchObject({ waiting: 0, stopped: null });
    expect(log.calls).toEqual(['start c1', 'set c2 in w1', 'set c3 in w1', 'finish w1']);
  });

  it('finds a session started offline again by its client_id when the start went in an earlier flush', async () => {
    const log = fakeLog();
    const send = workoutOpSender(log.client, 'u1');
    await send({ op: 'start', started_at: '2026-11-26T07:00:00Z', client_id: 'start-1' });
    const later = workoutOpSender(log.client, 'u1');
    await later({
      op: 'set',
      set: { exercise_name: 'Back Squat', reps: 5 },
      workout: { client_id: 'start-1' },
      client_id: 'set-1',
    });
    await later({
      op: 'set',
      set: { exercise_name: 'Back Squat', reps: 5 },
      workout: { client_id: 'start-1' },
      client_id: 'set-2',
    });
    expect(log.calls).toEqual(['start start-1', 'start start-1', 'set set-1 in w1', 'set set-2 in w1']);
  });

  it('shows a set the server already has once, not again as waiting', () => {
    const pending: QueuedSet<WorkoutOp>[] = [
      {
        client_id: 'c1',
        queued_at: '2026-11-26T07:00:00Z',
        attempts: 1,
        body: logSetOp(squat, {}, { id: 'w1' }, new Date('2026-11-26T07:00:00Z')),
      },
    ];
    const onServer = [aSet({ exercise_name: 'Back Squat', reps: 5, client_id: 'c1', workout_id: 'w1' }, 's1')];
    expect(sessionSets(onServer, pending, { id: 'w1' }).map((set) => [set.id, set.waiting])).toEqual([['s1', false]]);
    expect(sessionSets([], pending, { id: 'w2' })).toEqual([]);
  });
});

describe('applyOpResults', () => {
  const workout: Workout = {
    id: 'w1',
    name: 'Day 1',
    plan_id: 'p1',
    plan_day: 1,
    started_at: '',
    finished_at: null,
    notes: null,
    source: 'manual',
    sets: [],
  };
  const set = aSet({ exercise_name: 'Back Squat', reps: 5, client_id: 'c1', workout_id: 'w1' }, 's1');

  it('opens a started session, adds each sent set once, and closes it when finished', () => {
    const started = applyOpResults(null, [
      { op: 'start', workout },
      { op: 'set', set },
      { op: 'set', set },
    ]);
    expect(started).toEqual({ id: 'w1', sets: [set] });
    expect(
      applyOpResults(started, [{ op: 'finish', workout: { ...workout, finished_at: '2026-11-26T08:00:00Z' } }]),
    ).toBeNull();
  });

  it('leaves a set of another session out', () => {
    const other = aSet({ exercise_name: 'Back Squat', reps: 5, client_id: 'c2', workout_id: 'w9' }, 's2');
    expect(applyOpResults({ id: 'w1', sets: [] }, [{ op: 'set', set: other }])).toEqual({ id: 'w1', sets: [] });
  });
});
