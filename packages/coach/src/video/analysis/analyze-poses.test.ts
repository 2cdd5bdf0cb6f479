import { describe, expect, it } from 'vitest';
import { analyzePoses } from './analyze-poses.js';
import { KP } from '../pose/keypoints.js';
import { squatSet } from '../../testing/synthetic-poses.js';

const clip = (poses: ReturnType<typeof squatSet>) => ({
  exercise: 'squat' as const,
  poses,
  fps: 10,
  durationSec: poses.length / 10,
});

describe('analyzePoses on a synthetic squatter', () => {
  it('counts deep squats, times them and reports no depth fault', () => {
    const analysis = analyzePoses(clip(squatSet(4)));
    expect(analysis.reps).toBe(4);
    expect(analysis.view).toBe('side');
    expect(analysis.limitation).toBeNull();
    expect(analysis.faults.filter((f) => f.code === 'squat_depth')).toEqual([]);
    expect(analysis.strengths).toContain('Every squat reached parallel depth.');
    const first = analysis.rep_details[0];
    expect(first?.peak_sec).toBeCloseTo(2, 0);
    expect((first?.down_sec ?? 0) + (first?.up_sec ?? 0)).toBeGreaterThan(1.2);
  });

  it('flags quarter squats on every rep with a cue', () => {
    const analysis = analyzePoses(clip(squatSet(3, { depth: 0.3 })));
    expect(analysis.reps).toBe(3);
    const depth = analysis.faults.filter((f) => f.code === 'squat_depth');
    expect(depth.map((f) => f.rep)).toEqual([1, 2, 3]);
    expect(depth[0]?.severity).toBe('major');
    expect(depth[0]?.cue).toMatch(/knee height/);
  });

  it('Given quarter squats whose hips and knees MoveNet is unsure of, When analysed, Then they are counted but no depth fault is claimed', () => {
    const unsure = squatSet(3, { depth: 0.3 }).map((pose) => ({
      ...pose,
      keypoints: pose.keypoints.map((k, j) => (j >= KP.left_hip ? { ...k, score: 0.4 } : k)),
    }));
    const analysis = analyzePoses(clip(unsure));
    expect(analysis.reps).toBe(3);
    expect(analysis.faults.filter((f) => f.code === 'squat_depth')).toEqual([]);
  });

  it('Given quarter squats with the clip ending at the bottom of the last one, When analysed, Then that rep counts but no fault is judged from it', () => {
    const analysis = analyzePoses(clip(squatSet(3, { depth: 0.3 }).slice(0, 64)));
    expect(analysis.reps).toBe(3);
    expect(analysis.faults.filter((f) => f.code === 'squat_depth').map((f) => f.rep)).toEqual([1, 2]);
  });

  it('says plainly when no person is visible and invents nothing', () => {
    const analysis = analyzePoses(clip(squatSet(3, { score: 0.05 })));
    expect(analysis).toMatchObject({ reps: 0, person_detected: false, faults: [], strengths: [] });
    expect(analysis.limitation).toMatch(/could not see a person/);
  });

  it('counts nothing when the person stands still', () => {
    const analysis = analyzePoses(clip(squatSet(0)));
    expect(analysis.reps).toBe(0);
    expect(analysis.person_detected).toBe(true);
    expect(analysis.faults).toEqual([]);
    expect(analysis.limitation).toMatch(/could not see any squats/);
  });
});
