import { describe, expect, it } from 'vitest';
import type { PlannedExercise } from './plan-schema.js';
import { warmUpFor } from './warm-up-sets.js';

const planned = (over: Partial<PlannedExercise>): PlannedExercise => ({
  name: 'Back Squat',
  role: 'main',
  kind: 'loaded',
  movement_pattern: 'squat',
  sets: 5,
  reps: '3-5',
  rest_sec: 180,
  progression: 'add 2.5 kg',
  equipment: ['barbell', 'squat rack'],
  cue: null,
  ...over,
});
const mobility = planned({ name: 'Cat-Cow', role: 'warm_up', kind: 'mobility', reps: '45 s', equipment: ['yoga mat'] });

describe('warmUpFor', () => {
  it('Given a heavy barbell lift first, then the ramp is the empty bar and 40%, 60%, 80% with fewer reps each time', () => {
    const warmUp = warmUpFor([mobility, planned({}), planned({ name: 'Bench Press' })]);
    expect(warmUp).toEqual({
      exercise: 'Back Squat',
      start: 'empty_bar',
      sets: [
        { percent: null, reps: 10 },
        { percent: 40, reps: 5 },
        { percent: 60, reps: 3 },
        { percent: 80, reps: 1 },
      ],
    });
  });

  it('Given lighter working sets, then the ramp is shorter; dumbbells start light instead of with a bar', () => {
    const moderate = warmUpFor([planned({ name: 'Goblet Squat', reps: '8-12', equipment: ['dumbbells'] })]);
    expect(moderate?.start).toBe('light');
    expect(moderate?.sets.map((set) => set.percent)).toEqual([null, 50, 75]);
    const light = warmUpFor([planned({ reps: '15-20' })]);
    expect(light?.sets.map((set) => set.percent)).toEqual([null, 50]);
  });

  it('Given the first main lift is bodyweight, then one easy set of about half the reps', () => {
    expect(
      warmUpFor([planned({ name: 'Push-Up', kind: 'bodyweight', reps: '8-15', equipment: ['bodyweight'] })]),
    ).toEqual({
      exercise: 'Push-Up',
      start: 'easy',
      sets: [{ percent: null, reps: 8 }],
    });
  });

  it('Given no main lift, or one dosed in seconds or metres, then there are no warm-up sets', () => {
    expect(warmUpFor([mobility])).toBeNull();
    expect(warmUpFor([planned({ kind: 'hold', reps: '20-40 s' })])).toBeNull();
    expect(warmUpFor([planned({ kind: 'carry', reps: '30-40 m' })])).toBeNull();
  });

  it('Given an accessory before the first main lift, then the warm-up is still for the main lift', () => {
    expect(
      warmUpFor([planned({ name: 'Face Pull', role: 'accessory' }), planned({ name: 'Deadlift' })])?.exercise,
    ).toBe('Deadlift');
  });
});
