import { describe, expect, it } from 'vitest';
import { analyzePoses } from './analyze-poses.js';
import { bodyScale, detectView } from './body-geometry.js';
import { KP, type Pose } from '../pose/keypoints.js';
import { smoothPoses } from '../pose/pose-series.js';
import { squatSet } from '../../testing/synthetic-poses.js';

/** Scale every keypoint about the ankle by a factor that grows from 1 to `to` over the clip: walking towards the camera. */
function approaching(poses: Pose[], to: number): Pose[] {
  return poses.map((pose, i) => {
    const factor = 1 + ((to - 1) * i) / Math.max(1, poses.length - 1);
    return {
      ...pose,
      keypoints: pose.keypoints.map((k) => ({ ...k, x: 300 + (k.x - 300) * factor, y: 900 + (k.y - 900) * factor })),
    };
  });
}

/** Move the right-side joints of a side-view squatter sideways by `dx` px: shoulders and hips apart as a camera in front sees them. */
const widen = (poses: Pose[], shoulderDx: number, hipDx: number): Pose[] =>
  poses.map((pose) => ({
    ...pose,
    keypoints: pose.keypoints.map((k, j) =>
      j === KP.right_shoulder ? { ...k, x: k.x + shoulderDx } : j === KP.right_hip ? { ...k, x: k.x + hipDx } : k,
    ),
  }));

describe('bodyScale', () => {
  it('Given a lifter walking towards the camera until twice as big, When measured, Then the unit grows with them', () => {
    const series = smoothPoses(approaching(squatSet(15), 2), 10);
    const scale = bodyScale(series);
    expect((scale[scale.length - 1] ?? 0) / (scale[0] ?? 1)).toBeGreaterThan(1.5);
  });

  it('Given squats while walking towards the camera, When analysed, Then every rep is counted', () => {
    const poses = approaching(squatSet(6), 2);
    expect(analyzePoses({ exercise: 'squat', poses, fps: 10, durationSec: poses.length / 10 }).reps).toBe(6);
  });

  it('Given the hips out of frame for a second, When measured, Then those frames keep the unit of the frames around them', () => {
    const poses = squatSet(0).map((pose, i) =>
      i >= 5 && i < 15
        ? {
            ...pose,
            keypoints: pose.keypoints.map((k, j) => (j === KP.left_hip || j === KP.right_hip ? { ...k, score: 0 } : k)),
          }
        : pose,
    );
    const scale = bodyScale(smoothPoses(poses, 10));
    for (const value of scale) expect(value).toBeCloseTo(250, -1);
  });
});

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
