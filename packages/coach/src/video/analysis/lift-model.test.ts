import { UPLOAD_EXERCISES, type UploadExercise } from '@spotter/core/constants';
import { describe, expect, it } from 'vitest';
import { bestTemperature, fitLiftModel, liftProbabilities, softmax, type LiftExample } from './lift-model.js';

/** One input per lift: lift k reads 1 on its own and 0 on the others, each spread by `noise` (a fixed pseudo-random sequence). */
function examples(perLift: number, noise: number, sources = 4): LiftExample[] {
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 2 * noise;
  return UPLOAD_EXERCISES.flatMap((exercise, k) =>
    Array.from({ length: perLift }, (_, i) => ({
      inputs: at(k).map((value) => value + next()),
      exercise,
      source: `source-${i % sources}`,
    })),
  );
}

const at = (k: number) => UPLOAD_EXERCISES.map((_, j) => (j === k ? 1 : 0));
const top = (probabilities: number[]): UploadExercise =>
  UPLOAD_EXERCISES[probabilities.indexOf(Math.max(...probabilities))] as UploadExercise;

describe('fitLiftModel', () => {
  it('Given lifts that sit apart in the inputs, When fitted, Then each is recognised as itself with a probability that sums to one', () => {
    const model = fitLiftModel(examples(6, 0.2));
    UPLOAD_EXERCISES.forEach((exercise, k) => {
      const p = liftProbabilities(model, at(k));
      expect(top(p)).toBe(exercise);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    });
  });

  it('Given an input it has never seen (NaN), When predicted, Then it reads as the average clip instead of failing', () => {
    const p = liftProbabilities(
      fitLiftModel(examples(6, 0.2)),
      at(0).map(() => Number.NaN),
    );
    expect(p.every(Number.isFinite)).toBe(true);
  });

  it('Given the same examples twice, When fitted, Then the model is the same (no randomness)', () => {
    expect(fitLiftModel(examples(4, 0.5))).toEqual(fitLiftModel(examples(4, 0.5)));
  });

  it('Given lifts that overlap heavily, When fitted, Then the held-out temperature softens the probabilities: the top one is far from certain', () => {
    const model = fitLiftModel(examples(6, 2));
    const p = liftProbabilities(model, at(3));
    expect(Math.max(...p)).toBeLessThan(0.8);
  });
});

describe('bestTemperature', () => {
  it('Given held-out logits that are right only half the time yet very sure, When calibrated, Then the temperature rises above one', () => {
    const heldOut = Array.from({ length: 20 }, (_, i) => ({ logits: [8, 0, 0], label: i % 2 === 0 ? 0 : 1 }));
    expect(bestTemperature(heldOut)).toBeGreaterThan(2);
  });

  it('Given many held-out clips right with a margin and one confidently wrong, When calibrated, Then the one outlier does not soften the rest below their accuracy', () => {
    const heldOut = [
      ...Array.from({ length: 40 }, () => ({ logits: [4, 0, 0], label: 0 })),
      { logits: [16, 0, 0], label: 1 },
    ];
    const temperature = bestTemperature(heldOut);
    // 40 of 41 right: a calibrated top probability is about 0.95-0.98, not the ~0.91 log loss settles on for that one clip.
    expect(softmax([4, 0, 0].map((v) => v / temperature))[0]).toBeGreaterThan(0.95);
  });

  it('Given held-out logits that are always right, When calibrated, Then it keeps them sharp (temperature at most one)', () => {
    const heldOut = Array.from({ length: 10 }, () => ({ logits: [3, 0, 0], label: 0 }));
    expect(bestTemperature(heldOut)).toBeLessThanOrEqual(1);
    expect(softmax([3, 0, 0])[0]).toBeGreaterThan(0.9);
  });
});
