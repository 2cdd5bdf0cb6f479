import { describe, expect, it } from 'vitest';
import { liftFeatures } from './lift-features.js';
import { liftFits } from './lift-recognition.js';
import type { Pose } from '../pose/keypoints.js';
import { smoothPoses } from '../pose/pose-series.js';
import { squatSet } from '../../testing/synthetic-poses.js';
import { hide, tiringPullUps } from '../../testing/synthetic-lifts.js';

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
