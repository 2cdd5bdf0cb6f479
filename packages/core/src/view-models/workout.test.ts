import { describe, expect, it } from 'vitest';
import type { NextWorkout } from '../schemas/index.js';
import { aTrainingSet } from '../testing/index.js';
import { loggedSetLine, platesFor, workoutView } from './workout.js';

const next: NextWorkout = {
  plan_id: 'p1',
  plan_day: 1,
  name: 'Upper A',
  open_workout_id: null,
  exercises: [
    {
      exercise_name: 'Barbell Bench Press',
      sets: 3,
      reps: '6-8',
      rep_range: { min: 6, max: 8 },
      duration_sec: null,
      rest_sec: 120,
      target_load_kg: 62.5,
      reason: '+2.5 kg: you made 3×8 at 60 kg',
      superset: null,
      barbell: true,
      kind: 'loaded',
    },
    {
      exercise_name: 'One-Arm Dumbbell Row',
      sets: 3,
      reps: '8-12',
      rep_range: { min: 8, max: 12 },
      duration_sec: null,
      rest_sec: 90,
      target_load_kg: null,
      reason: 'No One-Arm Dumbbell Row logged yet: …',
      superset: 'A',
      barbell: false,
      kind: 'loaded',
    },
    {
      exercise_name: 'Push-Up',
      sets: 3,
      reps: '10-15',
      rep_range: { min: 10, max: 15 },
      duration_sec: null,
      rest_sec: 90,
      target_load_kg: null,
      reason: 'Bodyweight: …',
      superset: 'A',
      barbell: false,
      kind: 'bodyweight',
    },
  ],
};

describe('workoutView', () => {
  it('Given the next session, When shown in kg, Then dose, load, plates beside the barbell lift, rest and superset places', () => {
    const rows = workoutView(next, 'kg');
    expect(rows.map((r) => [r.dose, r.load, r.plates, r.rest, r.superset])).toEqual([
      ['3 × 6–8', '62.5 kg', '20 kg bar + 20 + 1.25 each side', '2 min rest', null],
      ['3 × 8–12', null, null, '90 s rest', 'A1'],
      ['3 × 10–15', null, null, '90 s rest', 'A2'],
    ]);
  });

  it('Given a lifter in lb, When shown, Then the load and plates are in lb on a 45 lb bar', () => {
    const [bench] = workoutView(
      { ...next, exercises: [{ ...next.exercises[0]!, target_load_kg: 225 * 0.45359237 }] },
      'lb',
    );
    expect([bench!.load, bench!.plates]).toEqual(['225 lb', '45 lb bar + 45 + 45 each side']);
    expect(platesFor(100, 'kg')).toBe('20 kg bar + 25 + 15 each side');
  });
});

describe('workoutView: warm-up sets', () => {
  const warm_up = {
    exercise: 'Barbell Bench Press',
    start: 'empty_bar' as const,
    sets: [
      { percent: null, reps: 10 },
      { percent: 40, reps: 5 },
      { percent: 60, reps: 3 },
      { percent: 80, reps: 1 },
    ],
  };

  it("Given the day's warm-up leads to a lift with a target load, Then its sets are loads from the target; the other exercises have none", () => {
    expect(workoutView({ ...next, warm_up }, 'kg').map((row) => row.warmUp)).toEqual([
      '20 kg bar x 10, 25 kg x 5, 37.5 kg x 3, 50 kg x 1',
      null,
      null,
    ]);
  });

  it('Given no target load yet, Then the warm-up is by percent of the working weight; given no warm-up, Then none', () => {
    const noLoad = {
      ...next,
      warm_up,
      exercises: [{ ...next.exercises[0]!, target_load_kg: null }, ...next.exercises.slice(1)],
    };
    expect(workoutView(noLoad, 'kg')[0]!.warmUp).toBe('bar x 10, 40% x 5, 60% x 3, 80% x 1 (% of your working weight)');
    expect(workoutView(next, 'kg').map((row) => row.warmUp)).toEqual([null, null, null]);
  });
});

describe('loggedSetLine', () => {
  it('Given logged sets, When shown, Then one line each with what matters', () => {
    expect(loggedSetLine(aTrainingSet('a', { rpe: 8 }), 'kg')).toBe('squat · 5 reps @ 100 kg · RPE 8');
    expect(loggedSetLine(aTrainingSet('b', { reps: 6, coach_reps: 5, load_kg: null, set_type: 'warmup' }), 'kg')).toBe(
      'squat · 6 reps · coach counted 5 · warm-up',
    );
    expect(
      loggedSetLine(
        aTrainingSet('c', { exercise_name: 'plank', reps: null, duration_sec: 30, load_kg: null, coach_reps: null }),
        'lb',
      ),
    ).toBe('plank · 30 s');
  });
});
