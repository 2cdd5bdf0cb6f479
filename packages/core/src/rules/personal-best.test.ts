import { describe, expect, it } from 'vitest';
import { PERSONAL_BEST_UNITS } from '../constants/index.js';
import { estimatedOneRepMax, validatePersonalBest } from './personal-best.js';

describe('validatePersonalBest', () => {
  it('Given each offered unit, in any case and with spaces, When checked, Then it is accepted in lower case', () => {
    for (const unit of PERSONAL_BEST_UNITS) {
      expect(validatePersonalBest({ exercise_name: 'Squat', value: 100, unit: ` ${unit.toUpperCase()} ` })).toEqual({
        ok: true,
        value: { exercise_name: 'squat', value: 100, unit },
      });
    }
  });

  it('Given a unit outside the list (stones), When checked, Then the unit is refused naming the list', () => {
    expect(validatePersonalBest({ exercise_name: 'squat', value: 14, unit: 'stones' })).toEqual({
      ok: false,
      errors: { unit: 'Unit must be one of kg, lb, reps, s, min, m, km' },
    });
  });

  it('Given a value that is not above 0, When checked, Then the schema message comes first', () => {
    expect(validatePersonalBest({ exercise_name: 'squat', value: 0, unit: 'kg' })).toMatchObject({
      ok: false,
      errors: { value: 'Value must be greater than 0' },
    });
  });
});

describe('estimatedOneRepMax (Epley)', () => {
  it('Given 5 reps at 100 kg, When estimated, Then load × (1 + reps/30) to 0.1 kg', () => {
    expect(estimatedOneRepMax(100, 5)).toBe(116.7);
    expect(estimatedOneRepMax(60, 10)).toBe(80);
  });

  it('Given a single, When estimated, Then the load itself', () => {
    expect(estimatedOneRepMax(140, 1)).toBe(140);
  });

  it('Given no load, no reps, a fraction of a rep or more than 12 reps, When estimated, Then there is no estimate', () => {
    expect(estimatedOneRepMax(null, 5)).toBeNull();
    expect(estimatedOneRepMax(undefined, 5)).toBeNull();
    expect(estimatedOneRepMax(100, 0)).toBeNull();
    expect(estimatedOneRepMax(100, 2.5)).toBeNull();
    expect(estimatedOneRepMax(100, 12)).toBe(140);
    expect(estimatedOneRepMax(100, 13)).toBeNull();
  });
});

describe('validatePersonalBest with a load', () => {
  it('Given reps at a load, When checked, Then the load is kept', () => {
    expect(validatePersonalBest({ exercise_name: 'Squat', value: 5, unit: 'reps', load_kg: 100 })).toEqual({
      ok: true,
      value: { exercise_name: 'squat', value: 5, unit: 'reps', load_kg: 100 },
    });
  });

  it('Given a load of 0, above the bound, or with a unit other than reps, When checked, Then load_kg is refused with a message', () => {
    expect(validatePersonalBest({ exercise_name: 'squat', value: 5, unit: 'reps', load_kg: 0 })).toEqual({
      ok: false,
      errors: { load_kg: 'Load must be greater than 0' },
    });
    expect(validatePersonalBest({ exercise_name: 'squat', value: 5, unit: 'reps', load_kg: 5000 })).toEqual({
      ok: false,
      errors: { load_kg: 'Load is at most 1000 kg' },
    });
    expect(validatePersonalBest({ exercise_name: 'squat', value: 100, unit: 'kg', load_kg: 100 })).toEqual({
      ok: false,
      errors: { load_kg: 'A load goes with a count of reps (unit reps)' },
    });
  });
});
