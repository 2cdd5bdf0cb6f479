import { describe, expect, it } from 'vitest';
import { summariseCalibration } from './calibration.js';

describe('summariseCalibration', () => {
  it('Given recognitions whose confidence matches how often they are right, When summarised, Then the calibration error is zero', () => {
    const right = { confidence: 0.75, correct: true };
    const summary = summariseCalibration([right, right, right, { confidence: 0.75, correct: false }]);
    expect(summary.ece).toBeCloseTo(0, 10);
    expect(summary.accuracy).toBe(0.75);
  });

  it('Given a confident mistake, When summarised, Then it is counted and the error is the gap weighted by clips', () => {
    const summary = summariseCalibration([
      { confidence: 1, correct: false },
      { confidence: 0.95, correct: true },
      { confidence: 0.35, correct: true },
      { confidence: 0.3, correct: false },
    ]);
    expect(summary).toMatchObject({ confident: 2, confidentWrong: 1, accuracy: 0.5 });
    // Bin 9: mean confidence 0.975, accuracy 0.5 (half the clips); bin 3: 0.325 against 0.5.
    expect(summary.ece).toBeCloseTo(0.5 * 0.475 + 0.5 * 0.175, 10);
  });
});
