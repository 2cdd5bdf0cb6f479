import { describe, expect, it } from 'vitest';
import { modelFingerprint } from './fingerprint.js';
import shipped from './intent-weights.json' with { type: 'json' };
import { classifyIntent, heldOutAccuracy, trainIntentModel } from './intent-model.js';
import { FRAMES, intentExamples } from './training-set.js';

const { train, test } = intentExamples();

describe('the intent model', () => {
  it('ships weights trained from the current examples and feature code (else: npm run train:intents)', () => {
    expect(shipped.fingerprint).toBe(modelFingerprint([...train, ...test]));
  });

  it('has hundreds of labelled phrasings per intent, from dozens of hand-written frames each', () => {
    const counts = new Map<string, number>();
    for (const e of [...train, ...test]) counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
    for (const [label, frames] of Object.entries(FRAMES)) {
      expect(frames.length, label).toBeGreaterThanOrEqual(20);
      expect(counts.get(label), label).toBeGreaterThanOrEqual(100);
    }
  });

  it('reads phrasings of frames it never saw (every fifth frame held out) mostly right, and is surer when right', () => {
    const score = heldOutAccuracy(trainIntentModel(train), test);
    console.log(
      `intent model, held-out frames: ${(score.accuracy * 100).toFixed(1)}% of ${test.length}; right when sure ${(score.accuracyWhenSure * 100).toFixed(1)}%`,
    );
    expect(score.accuracy).toBeGreaterThan(0.78);
    expect(score.accuracyWhenSure).toBeGreaterThan(score.accuracy);
  });

  it.each([
    ['Is squatting bad for my knees?', 'joint_safety'],
    ['Are lunges safe with a sore knee?', 'joint_safety'],
    ['How deep should I squat?', 'technique'],
    ['How many days a week should I train?', 'training_frequency'],
    ['What can I do instead of barbell squats?', 'substitution'],
    ['Should I stretch before lifting?', 'warmup'],
    ['What did I record last week?', 'history'],
  ])('reads "%s" as %s', (message, intent) => {
    expect(classifyIntent(message).label).toBe(intent);
  });
});
