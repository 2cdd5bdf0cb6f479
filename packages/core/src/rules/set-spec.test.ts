import { describe, expect, it } from 'vitest';
import { parseSetSpec } from './set-spec.js';

describe('parseSetSpec', () => {
  it.each([
    [
      'squat 3x5@100kg',
      'kg',
      { exercise: 'squat', sets: 3, reps: 5, durationSec: null, loadKg: 100, load: { value: 100, unit: 'kg' } },
    ],
    [
      'bench 5@225lb',
      'kg',
      { exercise: 'bench', sets: 1, reps: 5, durationSec: null, loadKg: 102.058283, load: { value: 225, unit: 'lb' } },
    ],
    [
      '5@225 bench press',
      'lb',
      {
        exercise: 'bench press',
        sets: 1,
        reps: 5,
        durationSec: null,
        loadKg: 102.058283,
        load: { value: 225, unit: 'lb' },
      },
    ],
    ['30s plank', 'kg', { exercise: 'plank', sets: 1, reps: null, durationSec: 30, loadKg: null, load: null }],
    ['plank 3x45s', 'kg', { exercise: 'plank', sets: 3, reps: null, durationSec: 45, loadKg: null, load: null }],
    ['pull-up 3×8', 'kg', { exercise: 'pull-up', sets: 3, reps: 8, durationSec: null, loadKg: null, load: null }],
    [
      'Romanian deadlift 3x10 @ 62,5 kg',
      'kg',
      {
        exercise: 'Romanian deadlift',
        sets: 3,
        reps: 10,
        durationSec: null,
        loadKg: 62.5,
        load: { value: 62.5, unit: 'kg' },
      },
    ],
  ] as const)('Given "%s" (user in %s), When read, Then %j', (text, units, expected) => {
    expect(parseSetSpec(text, units)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['squat', 'Write the set as'],
    ['3x5@100kg', 'Name the lift'],
    ['squat 30x5', 'Sets must be from 1 to 20'],
    ['squat 3x5@2000kg', 'at most 1000 kg'],
  ])('Given "%s", When read, Then it says what is wrong', (text, message) => {
    const parsed = parseSetSpec(text, 'kg');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors._).toContain(message);
  });
});
