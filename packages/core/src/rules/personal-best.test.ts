import { describe, expect, it } from 'vitest';
import { PERSONAL_BEST_UNITS } from '../constants/index.js';
import { validatePersonalBest } from './personal-best.js';

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
    expect(validatePersonalBest({ exercise_name: 'squat', value: 0, unit: 'kg' })).toMatchObject({ ok: false, errors: { value: 'Value must be greater than 0' } });
  });
});
