import { describe, expect, it } from 'vitest';
import { analyzePoses } from '../analysis/analyze-poses.js';
import type { Pose } from './keypoints.js';
import { findCuts } from './scene-cuts.js';
import { squatSet } from '../../testing/synthetic-poses.js';

/** From frame `at` on, the camera cut to another angle: the lifter is elsewhere in the frame and `zoom` times as big. */
function cutAt(poses: Pose[], at: number, zoom: number, dx: number): Pose[] {
  return poses.map((pose, i) =>
    i < at
      ? pose
      : {
          ...pose,
          keypoints: pose.keypoints.map((k) => ({
            ...k,
            x: 300 + dx + (k.x - 300) * zoom,
            y: 900 + (k.y - 900) * zoom - 300,
          })),
        },
  );
}

describe('camera cuts', () => {
  it('Given a cut to a closer camera mid-set, When searched, Then the cut is found at its frame and nowhere else', () => {
    expect(findCuts(cutAt(squatSet(4), 41, 1.6, 400))).toEqual([41]);
    expect(findCuts(squatSet(4))).toEqual([]);
  });

  it('Given one misread frame where the skeleton jumps and comes back, When searched, Then it is not a cut', () => {
    const poses = squatSet(2);
    const glitch = cutAt(poses, 10, 1.8, 500).map((pose, i) => (i === 10 ? pose : (poses[i] as Pose)));
    expect(findCuts(glitch)).toEqual([]);
  });

  it.each([
    ['at rest', 41],
    ['mid-rep', 50],
  ])(
    'Given squats with a camera cut %s, When analysed, Then counting carries on across it with no phantom rep',
    (_, at) => {
      const poses = cutAt(squatSet(4), at, 1.6, 400);
      expect(analyzePoses({ exercise: 'squat', poses, fps: 10, durationSec: poses.length / 10 }).reps).toBe(4);
    },
  );
});
