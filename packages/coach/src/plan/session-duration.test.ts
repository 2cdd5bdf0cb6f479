import { describe, expect, it } from 'vitest';
import type { PlannedExercise } from './plan-schema.js';
import { estimatedMinutes, tempoSeconds, workSeconds } from './session-duration.js';

const planned = (over: Partial<PlannedExercise>): PlannedExercise => ({
  name: 'Back Squat',
  role: 'main',
  kind: 'loaded',
  movement_pattern: 'squat',
  sets: 5,
  reps: '3-5',
  rest_sec: 180,
  progression: 'add 2.5 kg',
  equipment: ['barbell'],
  cue: null,
  ...over,
});

describe('workSeconds', () => {
  it('Given reps, then it is the middle of the range at the tempo, twice for each side', () => {
    expect(tempoSeconds('3-0-1-1')).toBe(5);
    expect(workSeconds('8-12', '3-0-1-1')).toBe(50);
    expect(workSeconds('8-12 each side', '3-0-1-1')).toBe(100);
    expect(workSeconds('5', '2-1-1-0')).toBe(20);
  });

  it('Given a time or a distance, then it is that time (metres walked at about 1 m/s)', () => {
    expect(workSeconds('30-45 s', '2-0-1-0')).toBe(37.5);
    expect(workSeconds('45 s each side', '2-0-1-0')).toBe(90);
    expect(workSeconds('20-30 min easy', '2-0-1-0')).toBe(1500);
    expect(workSeconds('10 min: 40 s on, 20 s easy', '2-0-1-0')).toBe(600);
    expect(workSeconds('30-40 m', '2-0-1-0')).toBe(35);
  });

  it('Given a tempo of zeros, then a rep still takes 2 s', () => {
    expect(tempoSeconds('0-0-0-0')).toBe(2);
  });
});

describe('estimatedMinutes', () => {
  it('Given a day, then it is the sum of sets x (work + rest), warm-up sets included, to the nearest 5 minutes', () => {
    // 5 x (4 reps x 4 s + 180 s) = 980 s; 3 x (10 x 4 s + 60 s) = 300 s; warm-up: (10 + 5 + 3 + 1) x 4 s + 4 x 60 s = 316 s.
    const day = [
      planned({}),
      planned({ name: 'Dip', role: 'accessory', kind: 'bodyweight', sets: 3, reps: '8-12', rest_sec: 60 }),
    ];
    const warmUp = {
      exercise: 'Back Squat',
      start: 'empty_bar' as const,
      sets: [10, 5, 3, 1].map((reps, i) => ({ percent: i === 0 ? null : 20 * (i + 1), reps })),
    };
    expect(estimatedMinutes(day, '2-1-1-0')).toBe(20); // 1280 s = 21.3 min
    expect(estimatedMinutes(day, '2-1-1-0', warmUp)).toBe(25); // 1596 s = 26.6 min
  });

  it('Given more rest, then the day is longer; given no exercise, then it takes 0 minutes', () => {
    const short = estimatedMinutes([planned({ rest_sec: 60 })], '2-0-1-0');
    const long = estimatedMinutes([planned({ rest_sec: 240 })], '2-0-1-0');
    expect(long).toBeGreaterThan(short);
    expect(estimatedMinutes([], '2-0-1-0')).toBe(0);
  });

  it('Given two accessories as a superset, then the pair rests once a round, after the partner', () => {
    const apart = [
      planned({ role: 'accessory', sets: 3, reps: '10', rest_sec: 90 }),
      planned({ name: 'Row', role: 'accessory', sets: 3, reps: '10', rest_sec: 90 }),
    ];
    const paired = apart.map((exercise) => ({ ...exercise, superset: 'A' }));
    // Work: 2 exercises x 3 sets x 10 reps x 3 s = 180 s.
    const longRest = (list: PlannedExercise[]) => list.map((exercise) => ({ ...exercise, rest_sec: 240 }));
    // Apart: 180 + 6 x 240 = 1620 s (27 min → 25); paired: 180 + 3 x 240 = 900 s (15 min).
    expect(estimatedMinutes(longRest(apart), '2-0-1-0')).toBe(25);
    expect(estimatedMinutes(longRest(paired), '2-0-1-0')).toBe(15);
    expect(estimatedMinutes(paired, '2-0-1-0')).toBeLessThanOrEqual(estimatedMinutes(apart, '2-0-1-0'));
  });

  it('Given a tiny day, then it still says at least 5 minutes', () => {
    expect(
      estimatedMinutes(
        [planned({ sets: 1, reps: '45 s', rest_sec: 0, role: 'mobility', kind: 'mobility' })],
        '2-0-1-0',
      ),
    ).toBe(5);
  });
});
