import { describe, expect, it } from 'vitest';
import { liftFeatures, postureLean, ROLL_TOLERANCE } from './lift-features.js';
import { liftFits } from './lift-recognition.js';
import type { Pose } from '../pose/keypoints.js';
import { smoothPoses } from '../pose/pose-series.js';
import { squatSet } from '../../testing/synthetic-poses.js';
import { floorPress, hide, tiringPullUps } from '../../testing/synthetic-lifts.js';

/** A hand-held camera bobbing up and down by `px` (a slow wave, not in step with the reps): every joint moves alike in the picture. */
const bobbing = (poses: Pose[], px: number): Pose[] =>
  poses.map((pose) => ({
    ...pose,
    keypoints: pose.keypoints.map((k) => ({ ...k, y: k.y + px * Math.sin(pose.timeSec * 0.9) })),
  }));

const featuresOf = (poses: Pose[]) => liftFeatures(smoothPoses(poses, 10));

describe('liftFeatures: which end of the body holds still (handsAnchored)', () => {
  it('Given pull-ups (hands on the bar, body rising), When measured, Then the hands are the anchor', () => {
    expect(featuresOf(tiringPullUps(6, { lastDepth: 1 })).handsAnchored).toBeGreaterThan(0.5);
  });

  it('Given squats (feet on the floor, hands rising with the body), When measured, Then the feet are the anchor', () => {
    expect(featuresOf(squatSet(6)).handsAnchored).toBeLessThan(-0.5);
  });

  it('Given pull-ups filmed by a camera that bobs by a torso length, When measured, Then the hands still read as the anchor and pull-up fits best', () => {
    const features = featuresOf(bobbing(tiringPullUps(6, { lastDepth: 1 }), 250));
    expect(features.wristTravel).toBeGreaterThan(0.7);
    expect(features.handsAnchored).toBeGreaterThan(0);
    const fits = liftFits(features);
    expect(Object.entries(fits).sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('pull_up');
  });

  it('Given a clip without feet, When measured, Then which end holds still is unknown (NaN), not a guess', () => {
    expect(featuresOf(hide(tiringPullUps(6), ['ankle'])).handsAnchored).toBeNaN();
  });
});

/** The camera rolled by `degrees` around (cx, cy): every keypoint turned alike. */
const rolled = (poses: Pose[], degrees: number, [cx, cy] = [600, 600]): Pose[] => {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return poses.map((pose) => ({
    ...pose,
    keypoints: pose.keypoints.map((k) => ({
      ...k,
      x: cx + (k.x - cx) * cos - (k.y - cy) * sin,
      y: cy + (k.x - cx) * sin + (k.y - cy) * cos,
    })),
  }));
};

describe('liftFeatures: posture read through a camera roll (postureLean)', () => {
  it.each([
    ['hanging from a bar', 0, tiringPullUps(6, { lastDepth: 1 })],
    ['lying on the floor', 90, floorPress({ reps: 5, repSec: 2, restSec: 2 })],
  ])(
    'Given a lifter %s filmed by a camera rolled ±12°, When measured, Then the torso lean reads %i°, the same as unrolled',
    (_, lean, poses) => {
      expect(featuresOf(poses).incline).toBeCloseTo(lean, 0);
      for (const degrees of [12, -12]) {
        const features = featuresOf(rolled(poses, degrees));
        expect(features.incline).toBeCloseTo(lean, 0);
        expect(features.inclineRange).toBeLessThan(1);
      }
    },
  );

  it('Given leans between upright and lying, When read as a posture, Then they keep their order and 45° stays 45°', () => {
    expect(postureLean(ROLL_TOLERANCE)).toBe(0);
    expect(postureLean(90 - ROLL_TOLERANCE)).toBe(90);
    expect(postureLean(45)).toBeCloseTo(45);
    expect(postureLean(30)).toBeLessThan(postureLean(40));
    expect(postureLean(Number.NaN)).toBeNaN();
  });
});
