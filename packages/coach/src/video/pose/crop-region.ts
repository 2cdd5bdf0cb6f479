import { KP, TORSO_KEYPOINTS, type Keypoint } from './keypoints.js';

/** A square region of a frame (centre and half side, in frame pixels); it may extend past the edges (padded black). */
export interface CropRegion {
  cx: number;
  cy: number;
  half: number;
}

const MIN_SCORE = 0.2;

/** The whole frame letterboxed into a square, as MoveNet is trained on. */
export function fullFrameRegion(width: number, height: number): CropRegion {
  return { cx: width / 2, cy: height / 2, half: Math.max(width, height) / 2 };
}

/**
 * MoveNet's demo crop: centre on the hips, half side covering the torso 1.9x and every
 * confident joint 1.2x, never larger than the letterboxed frame. Null when the torso was
 * not seen well enough to follow.
 */
export function cropRegionFor(previous: Keypoint[], width: number, height: number): CropRegion | null {
  const torso = TORSO_KEYPOINTS.map((index) => previous[index]).filter(
    (k): k is Keypoint => !!k && k.score >= MIN_SCORE,
  );
  if (torso.length < 2) return null;
  const visible = previous.filter((k) => k.score >= MIN_SCORE);
  const hips = [previous[KP.left_hip], previous[KP.right_hip]].filter(
    (k): k is Keypoint => !!k && k.score >= MIN_SCORE,
  );
  const centreOf = hips.length > 0 ? hips : torso;
  const cx = centreOf.reduce((sum, k) => sum + k.x, 0) / centreOf.length;
  const cy = centreOf.reduce((sum, k) => sum + k.y, 0) / centreOf.length;
  let torsoRange = 0;
  for (const k of torso) torsoRange = Math.max(torsoRange, Math.abs(k.x - cx), Math.abs(k.y - cy));
  let bodyRange = 0;
  for (const k of visible) bodyRange = Math.max(bodyRange, Math.abs(k.x - cx), Math.abs(k.y - cy));
  const full = fullFrameRegion(width, height);
  const half = Math.min(Math.max(torsoRange * 1.9, bodyRange * 1.2, full.half * 0.25), full.half);
  if (half >= full.half * 0.95) return null;
  return { cx, cy, half };
}
