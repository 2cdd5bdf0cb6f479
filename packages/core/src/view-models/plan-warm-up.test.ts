import { describe, expect, it } from 'vitest';
import type { PlanWarmUp } from '../schemas/index.js';
import { durationLabel, warmUpText } from './plan-warm-up.js';

const ramp = (start: PlanWarmUp['start']): PlanWarmUp => ({
  exercise: 'Back Squat',
  start,
  sets: [
    { percent: null, reps: 10 },
    { percent: 40, reps: 5 },
    { percent: 60, reps: 3 },
    { percent: 80, reps: 1 },
  ],
});

describe('warmUpText', () => {
  it('Given no working weight, then the sets are said by percent of it', () => {
    expect(warmUpText(ramp('empty_bar'))).toBe('bar x 10, 40% x 5, 60% x 3, 80% x 1 (% of your working weight)');
    expect(warmUpText(ramp('light'))).toBe('light x 10, 40% x 5, 60% x 3, 80% x 1 (% of your working weight)');
  });

  it('Given a working weight, then loads to the nearest 2.5 kg after the empty bar', () => {
    expect(warmUpText(ramp('empty_bar'), { workingKg: 100 })).toBe('20 kg bar x 10, 40 kg x 5, 60 kg x 3, 80 kg x 1');
    expect(warmUpText(ramp('empty_bar'), { workingKg: 85 })).toBe('20 kg bar x 10, 35 kg x 5, 50 kg x 3, 67.5 kg x 1');
  });

  it('Given a working weight in pounds, then a 45 lb bar and loads to the nearest 5 lb', () => {
    expect(warmUpText(ramp('empty_bar'), { workingKg: 102.06, units: 'lb' })).toBe(
      '45 lb bar x 10, 90 lb x 5, 135 lb x 3, 180 lb x 1',
    );
  });

  it('Given a light working weight, then sets that would be no heavier than the bar (or the set before) are left out', () => {
    expect(warmUpText(ramp('empty_bar'), { workingKg: 40 })).toBe('20 kg bar x 10, 25 kg x 3, 32.5 kg x 1');
    expect(warmUpText(ramp('empty_bar'), { workingKg: 20 })).toBe('20 kg bar x 10');
  });

  it('Given dumbbells, then a light set first and loads to the nearest 2 kg', () => {
    expect(warmUpText(ramp('light'), { workingKg: 24 })).toBe('light x 10, 10 kg x 5, 14 kg x 3, 20 kg x 1');
  });

  it('Given bodyweight work, then an easy set', () => {
    expect(warmUpText({ exercise: 'Push-Up', start: 'easy', sets: [{ percent: null, reps: 6 }] })).toBe(
      'an easy set of 6',
    );
  });
});

describe('durationLabel', () => {
  it('Given minutes, then an estimate in minutes or hours; nothing for none', () => {
    expect(durationLabel(55)).toBe('about 55 min (estimate)');
    expect(durationLabel(90)).toBe('about 1 h 30 min (estimate)');
    expect(durationLabel(120)).toBe('about 2 h (estimate)');
    expect(durationLabel(undefined)).toBeNull();
    expect(durationLabel(0)).toBeNull();
  });
});
