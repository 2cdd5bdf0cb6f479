import { SEEN_SCORE, TORSO_KEYPOINTS, type Keypoint, type Pose } from './keypoints.js';

/** Within one sampled frame a body moves less than this share of its own size; a camera cut moves it more. */
const MAX_SHIFT = 0.6;
/** ...and does not grow or shrink by more than this factor. */
const MAX_RESIZE = 1.4;

interface Placement {
  x: number;
  y: number;
  size: number;
}

/** Where the body is and how big: the centre and the span of the confidently seen torso joints. */
function placement(pose: Pose): Placement | null {
  const torso = TORSO_KEYPOINTS.map((index) => pose.keypoints[index]).filter(
    (k): k is Keypoint => !!k && k.score >= SEEN_SCORE,
  );
  if (torso.length < 3) return null;
  const xs = torso.map((k) => k.x);
  const ys = torso.map((k) => k.y);
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  if (!(size > 0)) return null;
  return { x: xs.reduce((a, b) => a + b, 0) / xs.length, y: ys.reduce((a, b) => a + b, 0) / ys.length, size };
}

const jumps = (a: Placement, b: Placement) => {
  const shift = Math.hypot(b.x - a.x, b.y - a.y) / Math.max(a.size, b.size);
  const resize = Math.max(a.size, b.size) / Math.min(a.size, b.size);
  return shift > MAX_SHIFT || resize > MAX_RESIZE;
};

/**
 * Camera cuts (an edited clip, a zoom jump): frames where the whole torso jumps in place or size
 * from the frame before, further than a body moves in one sampled frame, and stays there (the
 * next frame agrees with the new place, and it is not back where it was two frames ago, so one
 * misread frame is not a cut). Returns the index of
 * the first frame of each new shot.
 */
export function findCuts(poses: Pose[]): number[] {
  const places = poses.map(placement);
  const cuts: number[] = [];
  for (let i = 1; i < places.length; i += 1) {
    const before = places[i - 1];
    const here = places[i];
    const after = places[i + 1];
    if (!before || !here || !jumps(before, here)) continue;
    if (after && jumps(here, after)) continue;
    // Back where it was two frames ago: the frame before was the misread one, not a cut.
    const twoBefore = places[i - 2];
    if (twoBefore && !jumps(twoBefore, here)) continue;
    cuts.push(i);
  }
  return cuts;
}

/** [start, end) index ranges of the shots between cuts. */
export function shots(length: number, cuts: number[]): [number, number][] {
  const bounds = [0, ...cuts.filter((cut) => cut > 0 && cut < length), length];
  return bounds.slice(0, -1).map((start, k) => [start, bounds[k + 1] ?? length]);
}
