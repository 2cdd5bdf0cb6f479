import { KEYPOINT_NAMES, type Keypoint, type Pose } from '../video/pose/keypoints.js';

type Xy = [number, number];

/**
 * A side-view squatter for tests (facing +x, torso 250 px): depth 0 standing tall, 1 hips
 * below the knees. Both sides overlap a few pixels apart, as they do seen from the side.
 */
export function squatterPose(timeSec: number, depth: number, score = 0.9): Pose {
  const ankle: Xy = [300, 900];
  const knee: Xy = [300 + 70 * depth, 700 + 10 * depth];
  const hip: Xy = [300 - 120 * depth, 500 + 260 * depth];
  const lean = ((10 + 35 * depth) * Math.PI) / 180;
  const shoulder: Xy = [hip[0] + 250 * Math.sin(lean), hip[1] - 250 * Math.cos(lean)];
  const elbow: Xy = [shoulder[0] + 60, shoulder[1] + 40];
  const wrist: Xy = [shoulder[0] + 110, shoulder[1] + 10];
  const nose: Xy = [shoulder[0] + 40, shoulder[1] - 70];
  const at: Record<string, Xy> = {
    nose,
    eye: [nose[0] - 5, nose[1] - 10],
    ear: [nose[0] - 30, nose[1] - 5],
    shoulder,
    elbow,
    wrist,
    hip,
    knee,
    ankle,
  };
  const keypoints: Keypoint[] = KEYPOINT_NAMES.map((name) => {
    const [side, joint] = name.includes('_') ? (name.split('_') as [string, string]) : ['', name];
    const [x, y] = at[joint] ?? nose;
    return { x: x + (side === 'left' ? -4 : side === 'right' ? 4 : 0), y, score };
  });
  return { timeSec, keypoints };
}

/** A squat set at `fps`: one second standing, `reps` reps of `repSec` reaching `depth`, one second standing. */
export function squatSet(
  reps: number,
  options: { depth?: number; repSec?: number; fps?: number; score?: number } = {},
): Pose[] {
  const fps = options.fps ?? 10;
  const repSec = options.repSec ?? 2;
  const depth = options.depth ?? 1;
  const total = Math.round((2 + reps * repSec) * fps);
  return Array.from({ length: total }, (_, i) => {
    const t = i / fps - 1;
    const d = t < 0 || t > reps * repSec ? 0 : (depth * (1 - Math.cos((2 * Math.PI * t) / repSec))) / 2;
    return squatterPose(i / fps, d, options.score);
  });
}
