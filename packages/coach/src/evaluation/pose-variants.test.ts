import type { UploadExercise } from '@spotter/core/constants';
import { describe, expect, it } from 'vitest';
import { analyzePoses } from '../video/analysis/analyze-poses.js';
import type { Pose } from '../video/pose/keypoints.js';
import { floorPress, jitter, oneArmRows, tiringPullUps, walkingLunges } from '../testing/synthetic-lifts.js';
import { squatSet } from '../testing/synthetic-poses.js';
import { POSE_VARIANTS, crop, downscale, expectedReps, mirror, rotate, type PoseClipSample } from './pose-variants.js';

// Wide enough for the walking lunges to stay in the picture.
const FRAME = { width: 2400, height: 1100, fps: 10 };
// Sets are filmed with a few still seconds before and after.
const still = { restSec: 2.5 };
const sets: [string, UploadExercise, Pose[]][] = [
  ['5 squats', 'squat', squatSet(5)],
  ['4 walking lunges', 'lunge', jitter(walkingLunges({ reps: 4, repSec: 2.2, ...still }), 3)],
  ['6 one-arm rows', 'row', jitter(oneArmRows({ reps: 6, repSec: 1.8, ...still }), 3)],
  ['5 floor presses', 'bench_press', jitter(floorPress({ reps: 5, repSec: 2, ...still }), 3)],
  ['6 tiring pull-ups', 'pull_up', jitter(tiringPullUps(6, { lastSec: 3, restSec: 2.5 }), 3)],
];

const analyse = (exercise: UploadExercise, clip: PoseClipSample) =>
  analyzePoses({ exercise, poses: clip.poses, fps: clip.fps, durationSec: clip.poses.length / clip.fps });

describe('the pose variants themselves', () => {
  const clip: PoseClipSample = { ...FRAME, poses: squatSet(1) };

  it('Given a mirrored clip, When mirrored again, Then every keypoint is back where it was', () => {
    const twice = mirror(mirror(clip)).poses.flatMap((pose) => pose.keypoints.map((k) => [k.x, k.y]));
    const before = clip.poses.flatMap((pose) => pose.keypoints.map((k) => [k.x, k.y]));
    twice.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(before[i]?.[0] ?? Number.NaN, 6);
      expect(y).toBeCloseTo(before[i]?.[1] ?? Number.NaN, 6);
    });
  });

  it('Given a mirrored clip, When read, Then the left wrist is where the right one was, flipped', () => {
    const [before, after] = [clip.poses[0]?.keypoints[10], mirror(clip).poses[0]?.keypoints[9]];
    expect(after?.x).toBeCloseTo(FRAME.width - (before?.x ?? 0), 6);
  });

  it('Given a hip the pose model placed just below the picture, When mirrored or downscaled, Then it is still seen; When cropped away from a joint inside, Then that one is not', () => {
    const below = {
      ...clip,
      poses: clip.poses.map((pose) => ({
        ...pose,
        keypoints: pose.keypoints.map((k, j) => (j === 11 ? { ...k, y: FRAME.height + 20, score: 0.6 } : k)),
      })),
    };
    expect(mirror(below).poses[0]?.keypoints[12]?.score).toBe(0.6);
    expect(downscale(below, 360).poses[0]?.keypoints[11]?.score).toBe(0.6);
    const edge = {
      ...clip,
      poses: clip.poses.map((pose) => ({
        ...pose,
        keypoints: pose.keypoints.map((k, j) => (j === 0 ? { ...k, x: 10, score: 0.8 } : k)),
      })),
    };
    expect(crop(edge, 0.1).poses[0]?.keypoints[0]?.score).toBe(0);
  });

  it('Given a rotation by 10° and back, When applied, Then the poses are unchanged', () => {
    const back = rotate(rotate(clip, 10), -10).poses[0]?.keypoints[0];
    expect(back?.x).toBeCloseTo(clip.poses[0]?.keypoints[0]?.x ?? 0, 6);
  });
});

// The metamorphic suite (issue 26): the lift recognised must not change and the count must stay within one (exact for mirror and
// 360p) of the original's; a trim is compared with the original reps whose working end it kept.
describe.each(sets)('the metamorphic suite on %s', (_name, exercise, poses) => {
  const original = analyse(exercise, { ...FRAME, poses });

  it('counts the original as declared', () => {
    expect(original.status).toBe('ok');
  });

  it.each(POSE_VARIANTS.map((variant) => [variant.name, variant] as const))(
    'keeps the lift and the count under %s',
    (_variant, variant) => {
      const sample = { ...FRAME, poses };
      const changed = analyse(exercise, variant.apply(sample));
      const expected = expectedReps(variant, sample, original);
      expect(changed.detected_exercise).toBe(original.detected_exercise);
      expect(changed.status).toBe(original.status);
      if (variant.exact) expect(changed.reps).toBe(expected);
      else expect(Math.abs(changed.reps - expected)).toBeLessThanOrEqual(1);
    },
  );
});
