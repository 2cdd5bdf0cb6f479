import { describe, expect, it } from 'vitest';
import { analyzePoses } from './analyze-poses.js';
import type { LiftFeatures } from './lift-features.js';
import { UPLOAD_EXERCISES } from '@spotter/core/constants';
import {
  isClearMismatch,
  liftFits,
  recognizeLift,
  REFUSE_FROM,
  SURE_FROM,
  type LiftRecognition,
} from './lift-recognition.js';
import { smoothPoses } from '../pose/pose-series.js';
import { squatSet } from '../../testing/synthetic-poses.js';

/** A standing lifter who does nothing in particular: every feature neutral. */
const still: LiftFeatures = {
  incline: 5,
  inclineRange: 3,
  foreshortening: 0.6,
  handsOverhead: 0,
  handsLow: 0,
  wristHeight: -0.8,
  armTravel: 0.05,
  elbowRange: 8,
  kneeRange: 5,
  kneeMin: 170,
  hipAngleRange: 5,
  hipTravel: 0.05,
  shoulderTravel: 0.05,
  shoulderOverHands: 0.05,
  shoulderTravelInPicture: 0.05,
  wristTravel: 0.05,
  kneeSplit: 0.05,
  ankleGap: 0.6,
  handsAboveFeet: 1.6,
  handsAnchored: -0.8,
  legsSeen: 1,
};
const best = (features: Partial<LiftFeatures>) => {
  const fits = liftFits({ ...still, ...features });
  return Object.entries(fits).sort((a, b) => b[1] - a[1])[0]?.[0];
};

describe('liftFits: posture and which joints travel', () => {
  it.each([
    [
      'squat',
      { kneeRange: 80, kneeMin: 70, hipTravel: 0.8, shoulderTravel: 0.8, wristTravel: 0.8, shoulderOverHands: 0.05 },
    ],
    [
      'lunge',
      {
        kneeRange: 80,
        kneeMin: 80,
        hipTravel: 0.7,
        shoulderTravel: 0.7,
        wristTravel: 0.7,
        kneeSplit: 0.7,
        ankleGap: 1.2,
      },
    ],
    [
      'deadlift',
      {
        handsLow: 0.95,
        wristHeight: -1.1,
        hipAngleRange: 90,
        inclineRange: 50,
        incline: 35,
        kneeRange: 40,
        hipTravel: 0.3,
        shoulderTravel: 0.9,
        wristTravel: 0.9,
      },
    ],
    [
      'bench_press',
      { incline: 80, handsOverhead: 0.9, wristHeight: 1, armTravel: 0.8, elbowRange: 90, handsAboveFeet: 2.5 },
    ],
    [
      'push_up',
      {
        incline: 78,
        handsLow: 1,
        armTravel: 0.5,
        elbowRange: 90,
        hipTravel: 0.5,
        shoulderTravel: 0.6,
        handsAboveFeet: -0.2,
      },
    ],
    ['overhead_press', { handsOverhead: 0.7, wristHeight: 0.5, armTravel: 0.7, elbowRange: 90, wristTravel: 0.8 }],
    [
      'pull_up',
      {
        handsOverhead: 0.8,
        wristHeight: 0.7,
        armTravel: 0.7,
        elbowRange: 100,
        shoulderTravel: 0.05,
        shoulderOverHands: 0.8,
        shoulderTravelInPicture: 0.8,
        wristTravel: 0.05,
        hipTravel: 0.2,
      },
    ],
    [
      'row',
      {
        incline: 40,
        handsLow: 0.9,
        wristHeight: -1,
        armTravel: 0.4,
        elbowRange: 60,
        shoulderTravel: 0.15,
        wristTravel: 0.5,
      },
    ],
  ] as const)('Given a clip whose features read as %s, When fitted, Then %s fits best', (lift, features) => {
    expect(best(features)).toBe(lift);
  });

  it('Given a lifter who does nothing, When fitted, Then no lift fits', () => {
    expect(Math.max(...Object.values(liftFits(still)))).toBeLessThan(0.25);
  });
});

const recognition = (exercise: LiftRecognition['exercise'], confidence: number): LiftRecognition => ({
  exercise,
  confidence,
  ranking: [],
  features: still,
  inputs: [],
});

describe('isClearMismatch: refuse only when the declared movement is absent and another lift is sure', () => {
  it('Given a squat recognised at 0.95 and a bench press declared whose arms never moved, When compared, Then it is a mismatch', () => {
    expect(isClearMismatch(recognition('squat', 0.95), 'bench_press', false)).toBe(true);
  });

  it('Given the declared lift counted a clean movement, When another lift is recognised even at 1.0, Then it is never a mismatch', () => {
    expect(isClearMismatch(recognition('squat', 1), 'pull_up', true)).toBe(false);
    expect(isClearMismatch(recognition('push_up', 1), 'bench_press', true)).toBe(false);
  });

  it('Given the declared movement absent but recognition below 0.9, When compared, Then the declared lift is kept (no_reps, not a refusal)', () => {
    expect(isClearMismatch(recognition('squat', 0.89), 'bench_press', false)).toBe(false);
    expect(isClearMismatch(recognition(null, 0), 'bench_press', false)).toBe(false);
  });

  it('Given the declared lift is the one recognised, When compared, Then it is not a mismatch', () => {
    expect(isClearMismatch(recognition('row', 0.99), 'row', false)).toBe(false);
  });
});

describe('recognizeLift and analyzePoses on a synthetic squatter', () => {
  const poses = squatSet(4);
  const clip = { poses, fps: 10, durationSec: poses.length / 10 };

  it('Given squats, When recognised, Then they are a squat with confidence', () => {
    const result = recognizeLift(smoothPoses(poses, 10));
    expect(result.exercise).toBe('squat');
    expect(result.confidence).toBeGreaterThanOrEqual(REFUSE_FROM);
  });

  it("Given squats uploaded as 'auto', When analysed, Then the squats are counted as squats", () => {
    expect(analyzePoses({ ...clip, exercise: 'auto' })).toMatchObject({
      status: 'ok',
      exercise: 'squat',
      detected_exercise: 'squat',
      reps: 4,
    });
  });

  it('Given squats uploaded as a bench press, When analysed, Then it says what it saw and counts nothing', () => {
    const analysis = analyzePoses({ ...clip, exercise: 'bench_press' });
    expect(analysis).toMatchObject({
      status: 'exercise_mismatch',
      exercise: 'bench_press',
      detected_exercise: 'squat',
      reps: 0,
      faults: [],
      strengths: [],
    });
    expect(analysis.limitation).toMatch(/looks like a squat, not a bench press/);
  });

  it('Given squats declared as lunges (the lunge counter finds the movement), When analysed, Then they are counted as declared and the doubt is one sentence', () => {
    const analysis = analyzePoses({ ...clip, exercise: 'lunge' });
    expect(analysis).toMatchObject({ status: 'ok', exercise: 'lunge', detected_exercise: 'squat', reps: 4 });
    expect(analysis.limitation).toBe('To me this looked more like a squat; if it was a lunge, the count is 4.');
  });

  it("Given an 'auto' upload the model cannot tell apart, When analysed, Then it is not sure: nothing counted, the two likeliest lifts named and a question", () => {
    const unsure = {
      mean: [],
      spread: [],
      weights: UPLOAD_EXERCISES.map(() => []),
      bias: UPLOAD_EXERCISES.map((_, k) => (k < 2 ? 0.1 : 0)),
      temperature: 1,
    };
    const analysis = analyzePoses({ ...clip, exercise: 'auto', liftModel: unsure });
    expect(analysis).toMatchObject({
      status: 'no_reps',
      reps: 0,
      detected_exercise: null,
      exercise: UPLOAD_EXERCISES[0],
    });
    expect(analysis.detected_confidence).toBeLessThan(SURE_FROM);
    expect(analysis.limitation).toMatch(/not sure which lift this is.*a squat or a deadlift.*Which one was it\?/);
  });

  it('Given a person standing still, When analysed as a squat, Then the status is no_reps, not ok', () => {
    expect(analyzePoses({ ...clip, poses: squatSet(0), exercise: 'squat' })).toMatchObject({
      status: 'no_reps',
      reps: 0,
    });
  });
});
