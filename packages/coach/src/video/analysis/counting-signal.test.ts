import { describe, expect, it } from 'vitest';
import { analyzePoses } from './analyze-poses.js';
import { bodyFrames, type BodyFrame } from './body-frame.js';
import { bodyScale } from './body-geometry.js';
import { chooseSignal, measureSignal, turningLevels, typicalTurn } from './counting-signal.js';
import type { CountingSignal } from './exercise-definition.js';
import { hipHeightSignal } from './exercises/shared-measures.js';
import { squat } from './exercises/squat.js';
import { countReps, DEFAULT_REP_COUNTER } from './rep-counter.js';
import { KP, type Pose } from '../pose/keypoints.js';
import { smoothPoses } from '../pose/pose-series.js';
import { squatSet } from '../../testing/synthetic-poses.js';

/** Deterministic jitter of a few pixels, as MoveNet has. */
const jitter = (poses: Pose[], pixels: number): Pose[] =>
  poses.map((pose, i) => ({
    ...pose,
    keypoints: pose.keypoints.map((k, j) => ({
      ...k,
      x: k.x + pixels * Math.sin(i * 7.1 + j),
      y: k.y + pixels * Math.cos(i * 3.7 + j * 2),
    })),
  }));

describe('turningLevels', () => {
  it('Given a zigzag with small wobbles, When read, Then only the turns of the big swings are kept', () => {
    const values = [0, 1, 0.95, 1.02, 0.1, 0.15, 0.05, 0.9, 0.2];
    expect(turningLevels(values, 0.5)).toEqual({ highs: [1.02, 0.9], lows: [0, 0.05] });
  });
});

describe('measureSignal', () => {
  it('Given a push-up set that starts from a higher plank than the tops it later reaches, When measured, Then each rep still returns to rest and counts', () => {
    // Shoulder height: 1.2 in the first plank, then 10 reps between 0.9 (top) and 0.5 (bottom) at 5 fps.
    const values = [1.2, 1.2, 1.2, ...Array.from({ length: 10 }, () => [0.9, 0.75, 0.55, 0.5, 0.65, 0.85]).flat(), 0.9];
    const signal: CountingSignal = {
      name: 'shoulder height',
      unit: 'torso_lengths',
      joints: ['shoulder'],
      value: (body) => values[body.index] ?? Number.NaN,
      restIs: 'high',
      minTravel: 0.2,
    };
    const bodies = values.map((_, index) => ({ index }) as BodyFrame);
    const valid = values.map(() => true);
    const measured = measureSignal(signal, bodies, valid);
    expect(measured.restLevel).toBeCloseTo(0.9, 1);
    const times = values.map((_, i) => i / 5);
    expect(countReps(measured.progress, valid, times, { ...DEFAULT_REP_COUNTER, minRepSec: 0.5 })).toHaveLength(10);
  });

  it('Given three ordinary pulls and one far deeper excursion (a misread arm), When measured, Then the scale is the typical pull and all four count', () => {
    // Elbow angle at 10 fps: resting at 170°, pulls to about 120°, and one excursion to 40° held for six frames.
    const pull = (bottom: number) => [170, 165, 155, 145, bottom + 5, bottom, bottom + 5, 145, 155, 165, 170, 170];
    const values = [
      170,
      170,
      ...pull(118),
      ...pull(122),
      ...pull(115),
      170,
      160,
      120,
      80,
      45,
      40,
      40,
      40,
      45,
      80,
      120,
      160,
      170,
      170,
    ];
    const signal: CountingSignal = {
      name: 'elbow angle',
      unit: 'degrees',
      joints: ['elbow'],
      value: (body) => values[body.index] ?? Number.NaN,
      restIs: 'high',
      minTravel: 30,
    };
    const bodies = values.map((_, index) => ({ index }) as BodyFrame);
    const valid = values.map(() => true);
    const measured = measureSignal(signal, bodies, valid);
    const times = values.map((_, i) => i / 10);
    expect(countReps(measured.progress, valid, times)).toHaveLength(4);
  });
});

describe('typicalTurn', () => {
  it('Given turns away from rest, When read, Then wobbles under the floor are left out and the median of the rest is the typical one', () => {
    expect(typicalTurn([0.1, 0.4, 0.5, 1.4])).toBe(0.5);
    expect(typicalTurn([0.2, 0.4, 0.5, 0.6, 1.4])).toBe(0.55);
    expect(typicalTurn([0.1, 1.4])).toBeNull();
  });
});

describe('chooseSignal: side and signal by quality', () => {
  it('Given the right leg seen but still (a hallucinated, hidden limb), When choosing, Then the left side alone is read and every rep counts', () => {
    const still = squatSet(0)[0] as Pose;
    const frozen = [KP.right_hip, KP.right_knee, KP.right_ankle];
    const poses = jitter(
      squatSet(4).map((pose) => ({
        ...pose,
        keypoints: pose.keypoints.map((k, j) => (frozen.includes(j) ? { ...(still.keypoints[j] as typeof k) } : k)),
      })),
      3,
    );
    const series = smoothPoses(poses, 10);
    const scale = bodyScale(series);
    const readings = (['both', 'left', 'right'] as const).map((limbs) => ({
      limbs,
      bodies: bodyFrames(series, scale, 'left', 'side', limbs),
    }));
    const valid = readings[0]?.bodies.map((body) => squat.validPosture(body)) ?? [];
    // Averaged with the still right hip, the hip height travels half as far against the same jitter.
    const choice = chooseSignal([hipHeightSignal], readings, valid);
    expect(choice.ok && choice.limbs).toBe('left');
    expect(analyzePoses({ exercise: 'squat', poses, fps: 10, durationSec: poses.length / 10 }).reps).toBe(4);
  });
});

describe('chooseSignal: readings that drop reps the others see', () => {
  // Five reps at 10 fps, 2 s each: rest at 1, working end at 0.4.
  const rep = Array.from({ length: 20 }, (_, i) => 0.7 + 0.3 * Math.cos((2 * Math.PI * i) / 20));
  const fiveReps = [1, 1, ...Array.from({ length: 5 }, () => rep).flat(), 1, 1];
  const frames = fiveReps.length;
  const signalOf = (name: string, values: number[]): CountingSignal => ({
    name,
    unit: 'torso_lengths',
    joints: ['wrist'],
    value: (body) => values[body.index] ?? Number.NaN,
    restIs: 'high',
    minTravel: 0.2,
  });
  // Two readings with MoveNet's jitter see all five reps; a perfectly smooth one (a limb held by the smoothing
  // where it was lost) sees only the first two and then holds still.
  const noisy = (seed: number) => fiveReps.map((v, i) => v + 0.015 * Math.sin(i * 2.3 + seed));
  const flaky = fiveReps.map((v, i) => (i < 2 + 2 * 20 ? v : 1));
  const signals = [signalOf('flaky', flaky), signalOf('first', noisy(1)), signalOf('second', noisy(4))];
  const bodies = Array.from({ length: frames }, (_, index) => ({ index }) as BodyFrame);
  const valid = bodies.map(() => true);
  const times = bodies.map((_, i) => i / 10);
  const countOf = (measured: ReturnType<typeof measureSignal>) =>
    countReps(measured.progress, valid, times, DEFAULT_REP_COUNTER).length;
  const readings = [{ limbs: 'both' as const, bodies }];

  it('Given one clean reading that loses the last three reps, When choosing without a counter, Then cleanliness alone picks it', () => {
    const choice = chooseSignal(signals, readings, valid);
    expect(choice.ok && choice.measured.signal.name).toBe('flaky');
  });

  it('Given the same readings and the rep counter, When choosing, Then a reading that finds all five reps is counted', () => {
    const choice = chooseSignal(signals, readings, valid, undefined, countOf);
    expect(choice.ok && choice.measured.signal.name).not.toBe('flaky');
    expect(choice.ok && countOf(choice.measured)).toBe(5);
  });
});
