import { describe, expect, it } from 'vitest';
import type { NextExercise, NextWorkout } from '../schemas/index.js';
import { sessionPlatesLine, sessionSetResult, workoutSessionView, type SessionSet } from './workout-session.js';

const exercise = (overrides: Partial<NextExercise>): NextExercise => ({
  exercise_name: 'Back Squat',
  sets: 3,
  reps: '5',
  rep_range: { min: 5, max: 5 },
  duration_sec: null,
  rest_sec: 180,
  target_load_kg: 100,
  reason: '+2.5 kg: you made 3×5 at 97.5 kg',
  superset: null,
  barbell: true,
  kind: 'loaded',
  ...overrides,
});

const next = (exercises: NextExercise[]): NextWorkout => ({
  plan_id: 'p1',
  plan_day: 1,
  name: 'Day 1: Full body A',
  open_workout_id: null,
  exercises,
});

let at = 0;
const done = (overrides: Partial<SessionSet>): SessionSet => {
  at += 1;
  return {
    key: `s${at}`,
    id: `s${at}`,
    client_id: null,
    exercise_name: 'Back Squat',
    reps: 5,
    duration_sec: null,
    load_kg: 100,
    rpe: null,
    rir: null,
    set_type: 'working',
    note: null,
    performed_at: `2026-11-26T07:${String(at).padStart(2, '0')}:00Z`,
    waiting: false,
    source: 'manual',
    coach_reps: null,
    ...overrides,
  };
};

describe('workoutSessionView', () => {
  it('shows the target, the reason, the plates per side and the one-tap set before anything is logged', () => {
    const view = workoutSessionView(next([exercise({})]), [], 'kg');
    const [squat] = view.blocks[0]!.exercises;
    expect(squat).toMatchObject({
      target: '3 × 5 @ 100 kg',
      reason: '+2.5 kg: you made 3×5 at 97.5 kg',
      plates: '20 kg bar + 25 + 15 each side',
      done: 0,
      complete: false,
      nextLabel: 'Log 5 × 100 kg',
      next: { exercise_name: 'Back Squat', reps: 5, duration_sec: null, load_kg: 100, set_type: 'working' },
    });
    expect(view).toMatchObject({ title: 'Day 1: Full body A', upNext: squat!.key, done: 0, total: 3 });
  });

  it("shows the warm-up sets in loads before the lift the plan day's warm-up leads to, and in pounds for a lifter who uses them", () => {
    const warm_up = {
      exercise: 'Back Squat',
      start: 'empty_bar' as const,
      sets: [
        { percent: null, reps: 10 },
        { percent: 40, reps: 5 },
        { percent: 60, reps: 3 },
        { percent: 80, reps: 1 },
      ],
    };
    const session = {
      ...next([exercise({}), exercise({ exercise_name: 'Bench Press', target_load_kg: 60 })]),
      warm_up,
    };
    expect(workoutSessionView(session, [], 'kg').blocks.map((block) => block.exercises[0]!.warm_up)).toEqual([
      '20 kg bar x 10, 40 kg x 5, 60 kg x 3, 80 kg x 1',
      null,
    ]);
    expect(workoutSessionView(session, [], 'lb').blocks[0]!.exercises[0]!.warm_up).toBe(
      '45 lb bar x 10, 90 lb x 5, 130 lb x 3, 175 lb x 1',
    );
    expect(workoutSessionView(next([exercise({})]), [], 'kg').blocks[0]!.exercises[0]!.warm_up).toBeNull();
  });

  it('counts working sets only, prefills the next set from the last one done, and is complete at the plan sets', () => {
    const sets = [
      done({ set_type: 'warmup', load_kg: 60 }),
      done({ reps: 4, load_kg: 102.5, rpe: 9 }),
      done({}),
      done({ waiting: true, client_id: 'c1', id: null }),
    ];
    const squat = workoutSessionView(next([exercise({})]), sets, 'kg').blocks[0]!.exercises[0]!;
    expect(squat.done).toBe(3);
    expect(squat.complete).toBe(true);
    expect(squat.next).toBeNull();
    expect(squat.rows.map((row) => [row.result, row.detail])).toEqual([
      ['5 × 60 kg', 'warm-up'],
      ['4 × 102.5 kg', 'RPE 9'],
      ['5 × 100 kg', ''],
      ['5 × 100 kg', 'waiting to send'],
    ]);
    const partial = workoutSessionView(next([exercise({})]), sets.slice(0, 2), 'kg').blocks[0]!.exercises[0]!;
    expect(partial.next).toMatchObject({ reps: 4, load_kg: 102.5 });
  });

  it('asks for a first working weight when there is no history, and shows no plates', () => {
    const squat = workoutSessionView(
      next([exercise({ target_load_kg: null, reason: 'No squat logged yet: what is your first working weight?' })]),
      [],
      'kg',
    ).blocks[0]!.exercises[0]!;
    expect(squat.target).toBe('3 × 5 · first working weight?');
    expect(squat.askLoad).toBe(true);
    expect(squat.plates).toBeNull();
    expect(squat.nextLabel).toBe('Log 5 reps');
  });

  it('pairs a superset in one block and alternates between its exercises', () => {
    const plan = next([
      exercise({ exercise_name: 'Bench Press', superset: 'A' }),
      exercise({ exercise_name: 'Barbell Row', superset: 'A', target_load_kg: 60 }),
      exercise({
        exercise_name: 'Plank',
        superset: null,
        barbell: false,
        reps: '30-45 s',
        rep_range: null,
        duration_sec: 30,
        target_load_kg: null,
        kind: 'core',
      }),
    ]);
    const first = workoutSessionView(plan, [], 'kg');
    expect(first.blocks.map((block) => [block.label, block.exercises.map((e) => e.exercise_name)])).toEqual([
      ['Superset A', ['Bench Press', 'Barbell Row']],
      [null, ['Plank']],
    ]);
    expect(first.upNext).toBe(first.blocks[0]!.exercises[0]!.key);
    const afterBench = workoutSessionView(plan, [done({ exercise_name: 'Bench Press' })], 'kg');
    expect(afterBench.upNext).toBe(afterBench.blocks[0]!.exercises[1]!.key);
    // The pair shares one rest: none on the way from bench to row, the plan's after the row closes the round.
    expect(first.blocks[0]!.exercises.map((e) => e.rest_sec)).toEqual([0, 0]);
    expect(afterBench.blocks[0]!.exercises[1]!.rest_sec).toBe(180);
    const benchDone = workoutSessionView(
      plan,
      [1, 2, 3].map(() => done({ exercise_name: 'Bench Press' })),
      'kg',
    );
    expect(benchDone.blocks[0]!.exercises[1]!.rest_sec).toBe(180);
    const plank = first.blocks[1]!.exercises[0]!;
    expect(plank).toMatchObject({ target: '3 × 30–45 s', plates: null, nextLabel: 'Log 30 s' });
  });

  it("shows a filmed set's count as the coach's, and a correction beside it", () => {
    const sets = [done({ source: 'video', coach_reps: 5 }), done({ source: 'video', coach_reps: 4, reps: 5 })];
    const squat = workoutSessionView(next([exercise({})]), sets, 'kg').blocks[0]!.exercises[0]!;
    expect(squat.rows.map((row) => row.detail)).toEqual(['filmed', 'filmed · coach counted 4']);
  });

  it('shows loads and plates in pounds for a lifter who uses them', () => {
    const squat = workoutSessionView(next([exercise({ target_load_kg: 102.0582 })]), [], 'lb').blocks[0]!.exercises[0]!;
    expect(squat.target).toBe('3 × 5 @ 225 lb');
    expect(squat.plates).toBe('45 lb bar + 45 + 45 each side');
  });

  it('keeps sets of exercises the plan does not have today in their own list', () => {
    const view = workoutSessionView(
      next([exercise({})]),
      [done({ exercise_name: 'Curl', load_kg: 12, reps: 10 })],
      'kg',
    );
    expect(view.extra.map((row) => row.result)).toEqual(['Curl: 10 × 12 kg']);
  });
});

describe('sessionSetResult and sessionPlatesLine', () => {
  it('writes reps, seconds and bodyweight sets', () => {
    expect(sessionSetResult({ reps: 8, duration_sec: null, load_kg: null }, 'kg')).toBe('8 reps');
    expect(sessionSetResult({ reps: 1, duration_sec: null, load_kg: null }, 'kg')).toBe('1 rep');
    expect(sessionSetResult({ reps: null, duration_sec: 45, load_kg: 10 }, 'kg')).toBe('45 s @ 10 kg');
  });

  it('has no plates for no load and says when the load is below the bar', () => {
    expect(sessionPlatesLine(null, 'kg')).toBeNull();
    expect(sessionPlatesLine(15, 'kg')).toBe('below the 20 kg bar');
    expect(sessionPlatesLine(20, 'kg')).toBe('20 kg bar (empty bar)');
  });
});
