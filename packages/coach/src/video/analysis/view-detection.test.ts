import { describe, expect, it } from 'vitest';
import { detectView } from './body-geometry.js';
import { KP, type Pose } from '../pose/keypoints.js';
import { smoothPoses } from '../pose/pose-series.js';
import { squatSet } from '../../testing/synthetic-poses.js';

/** Move the right-side joints of a side-view squatter sideways by `dx` px: shoulders and hips apart as a camera in front sees them. */
const widen = (poses: Pose[], shoulderDx: number, hipDx: number): Pose[] =>
  poses.map((pose) => ({
    ...pose,
    keypoints: pose.keypoints.map((k, j) =>
      j === KP.right_shoulder ? { ...k, x: k.x + shoulderDx } : j === KP.right_hip ? { ...k, x: k.x + hipDx } : k,
    ),
  }));

describe('detectView', () => {
  it('Given shoulders and hips overlapping, When the view is detected, Then it is a side view', () => {
    expect(detectView(smoothPoses(squatSet(2), 10))).toBe('side');
  });

  it('Given hips about a third of a torso apart, When the view is detected, Then it is a front view', () => {
    expect(detectView(smoothPoses(widen(squatSet(2), 160, 90), 10))).toBe('front');
  });

  it('Given shoulders turned wide by a row but hips overlapping, When the view is detected, Then it is still a side view', () => {
    expect(detectView(smoothPoses(widen(squatSet(2), 110, 0), 10))).toBe('side');
  });
});
