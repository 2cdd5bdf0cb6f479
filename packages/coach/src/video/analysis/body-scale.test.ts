import { describe, expect, it } from 'vitest';
import { analyzePoses } from './analyze-poses.js';
import { bodyScale } from './body-geometry.js';
import { bodyFrames } from './body-frame.js';
import { chooseSignal } from './counting-signal.js';
import { hipHeightSignal } from './exercises/shared-measures.js';
import { squat } from './exercises/squat.js';
import { KP, type Pose } from '../pose/keypoints.js';
import { smoothPoses } from '../pose/pose-series.js';
import { squatSet } from '../../testing/synthetic-poses.js';

/** Scale every keypoint about the ankle by a factor that grows from 1 to `to` over the clip: walking towards the camera. */
function approaching(poses: Pose[], to: number): Pose[] {
  return poses.map((pose, i) => {
    const factor = 1 + ((to - 1) * i) / Math.max(1, poses.length - 1);
    return { ...pose, keypoints: pose.keypoints.map((k) => ({ ...k, x: 300 + (k.x - 300) * factor, y: 900 + (k.y - 900) * factor })) };
  });
}

/** Deterministic jitter of a few pixels, as MoveNet has. */
const jitter = (poses: Pose[], pixels: number): Pose[] =>
  poses.map((pose, i) => ({ ...pose, keypoints: pose.keypoints.map((k, j) => ({ ...k, x: k.x + pixels * Math.sin(i * 7.1 + j), y: k.y + pixels * Math.cos(i * 3.7 + j * 2) })) }));

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
      i >= 5 && i < 15 ? { ...pose, keypoints: pose.keypoints.map((k, j) => (j === KP.left_hip || j === KP.right_hip ? { ...k, score: 0 } : k)) } : pose,
    );
    const scale = bodyScale(smoothPoses(poses, 10));
    for (const value of scale) expect(value).toBeCloseTo(250, -1);
  });
});

describe('chooseSignal: side and signal by quality', () => {
  it('Given the right leg seen but still (a hallucinated, hidden limb), When choosing, Then the left side alone is read and every rep counts', () => {
    const still = squatSet(0)[0] as Pose;
    const frozen = [KP.right_hip, KP.right_knee, KP.right_ankle];
    const poses = jitter(
      squatSet(4).map((pose) => ({ ...pose, keypoints: pose.keypoints.map((k, j) => (frozen.includes(j) ? { ...(still.keypoints[j] as typeof k) } : k)) })),
      3,
    );
    const series = smoothPoses(poses, 10);
    const scale = bodyScale(series);
    const readings = (['both', 'left', 'right'] as const).map((limbs) => ({ limbs, bodies: bodyFrames(series, scale, 'left', 'side', limbs) }));
    const valid = readings[0]?.bodies.map((body) => squat.validPosture(body)) ?? [];
    // Averaged with the still right hip, the hip height travels half as far against the same jitter.
    const choice = chooseSignal([hipHeightSignal], readings, valid);
    expect(choice.ok && choice.limbs).toBe('left');
    expect(analyzePoses({ exercise: 'squat', poses, fps: 10, durationSec: poses.length / 10 }).reps).toBe(4);
  });
});
