import { KEYPOINT_NAMES, type Pose } from '../video/pose/keypoints.js';

/** A clip's poses as the coach reads them, with the size of the frame they are in. */
export interface PoseClipSample {
  poses: Pose[];
  fps: number;
  width: number;
  height: number;
}

/**
 * A metamorphic variant of a clip: a change of camera or editing that does not change the lift or the
 * count. `exact`: the count must stay the same; otherwise within one (a trim may cut a rep in half).
 */
export interface PoseVariant {
  name: string;
  exact: boolean;
  apply: (clip: PoseClipSample) => PoseClipSample;
  /**
   * The stretch of the original clip (seconds) the variant keeps, when it cuts some of it away: the count to
   * compare with is then the original reps whose working end lies inside it (a trim removes the reps it cuts off).
   */
  kept?: (clip: PoseClipSample) => [number, number];
}

/** The count a variant should give: the original's, or only the original reps (their working ends) the variant kept. */
export function expectedReps(
  variant: PoseVariant,
  clip: PoseClipSample,
  original: { reps: number; rep_details: { peak_sec: number }[] },
): number {
  if (!variant.kept) return original.reps;
  const [from, to] = variant.kept(clip);
  return original.rep_details.filter((rep) => rep.peak_sec >= from && rep.peak_sec <= to).length;
}

/** Keypoint index of the same joint on the other side (nose maps to itself). */
const MIRRORED = KEYPOINT_NAMES.map((name) => {
  const swapped = name.startsWith('left_') ? name.replace('left_', 'right_') : name.replace('right_', 'left_');
  return KEYPOINT_NAMES.indexOf(swapped as (typeof KEYPOINT_NAMES)[number]);
});

const within = (x: number, y: number, size: { width: number; height: number }) =>
  x >= 0 && y >= 0 && x <= size.width && y <= size.height;

const mapPoints = (
  clip: PoseClipSample,
  move: (x: number, y: number) => [number, number],
  size = { width: clip.width, height: clip.height },
): PoseClipSample => ({
  ...clip,
  ...size,
  poses: clip.poses.map((pose) => ({
    timeSec: pose.timeSec,
    keypoints: pose.keypoints.map((k) => {
      const [x, y] = move(k.x, k.y);
      // A joint pushed out of the frame is not seen. One the pose model already placed outside the picture (it
      // extrapolates a hip just below the edge) it would place there again after a flip or a rescale: it keeps its score.
      const wasInside = within(k.x, k.y, clip);
      return { x, y, score: wasInside && !within(x, y, size) ? 0 : k.score };
    }),
  })),
});

/** The picture flipped left to right: a pose model then calls the person's left side their right. */
export function mirror(clip: PoseClipSample): PoseClipSample {
  const flipped = mapPoints(clip, (x, y) => [clip.width - x, y]);
  return {
    ...flipped,
    poses: flipped.poses.map((pose) => ({
      ...pose,
      keypoints: MIRRORED.map((from) => pose.keypoints[from] ?? { x: 0, y: 0, score: 0 }),
    })),
  };
}

/** The camera rolled by `degrees` around the frame's centre. */
export function rotate(clip: PoseClipSample, degrees: number): PoseClipSample {
  const [cx, cy] = [clip.width / 2, clip.height / 2];
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return mapPoints(clip, (x, y) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
}

/** `share` of the frame cut off, half at each edge: joints there are no longer seen. */
export function crop(clip: PoseClipSample, share: number): PoseClipSample {
  const [dx, dy] = [(clip.width * share) / 2, (clip.height * share) / 2];
  return mapPoints(clip, (x, y) => [x - dx, y - dy], { width: clip.width - 2 * dx, height: clip.height - 2 * dy });
}

/** Downscaled so the short side is `short` pixels (never up), positions rounded to the new pixels. */
export function downscale(clip: PoseClipSample, short: number): PoseClipSample {
  const scale = Math.min(1, short / Math.min(clip.width, clip.height));
  const size = { width: Math.round(clip.width * scale), height: Math.round(clip.height * scale) };
  return mapPoints(clip, (x, y) => [Math.round(x * scale), Math.round(y * scale)], size);
}

/** Played `factor` times faster at the same frame rate: frames dropped (factor > 1) or repeated (factor < 1). */
export function speed(clip: PoseClipSample, factor: number): PoseClipSample {
  const length = Math.max(1, Math.round(clip.poses.length / factor));
  const poses = Array.from({ length }, (_, i) => {
    const from = clip.poses[Math.min(clip.poses.length - 1, Math.round(i * factor))] as Pose;
    return { timeSec: i / clip.fps, keypoints: from.keypoints };
  });
  return { ...clip, poses };
}

/** `share` of the clip cut off at each end. */
export function trim(clip: PoseClipSample, share: number): PoseClipSample {
  const cut = Math.floor(clip.poses.length * share);
  const kept = clip.poses.slice(cut, clip.poses.length - cut);
  return { ...clip, poses: kept.map((pose, i) => ({ ...pose, timeSec: i / clip.fps })) };
}

/** The typical pose of a few frames, keypoint by keypoint (median), so one misread frame is not what is held. */
function typicalPose(poses: Pose[]): Pose | undefined {
  const first = poses[0];
  if (!first) return undefined;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    timeSec: first.timeSec,
    keypoints: first.keypoints.map((_, k) => ({
      x: median(poses.map((pose) => pose.keypoints[k]?.x ?? 0)),
      y: median(poses.map((pose) => pose.keypoints[k]?.y ?? 0)),
      score: median(poses.map((pose) => pose.keypoints[k]?.score ?? 0)),
    })),
  };
}

/** `seconds` of the lifter holding still before the set and after it (their typical first and last pose, held). */
export function pad(clip: PoseClipSample, seconds: number): PoseClipSample {
  const frames = Math.round(seconds * clip.fps);
  const ends = Math.max(1, Math.round(clip.fps / 2));
  const first = typicalPose(clip.poses.slice(0, ends));
  const last = typicalPose(clip.poses.slice(-ends));
  if (!first || !last) return clip;
  const poses = [...Array<Pose>(frames).fill(first), ...clip.poses, ...Array<Pose>(frames).fill(last)];
  return { ...clip, poses: poses.map((pose, i) => ({ ...pose, timeSec: i / clip.fps })) };
}

/** The variants of the metamorphic suite (issue 26): each must keep the lift, and the count exact or within one. */
export const POSE_VARIANTS: readonly PoseVariant[] = [
  { name: 'mirror', exact: true, apply: mirror },
  { name: 'rotate +10°', exact: false, apply: (clip) => rotate(clip, 10) },
  { name: 'rotate -10°', exact: false, apply: (clip) => rotate(clip, -10) },
  { name: 'crop 10%', exact: false, apply: (clip) => crop(clip, 0.1) },
  { name: '360p', exact: true, apply: (clip) => downscale(clip, 360) },
  { name: 'speed 1.5x', exact: false, apply: (clip) => speed(clip, 1.5) },
  { name: 'speed 0.75x', exact: false, apply: (clip) => speed(clip, 0.75) },
  {
    name: 'trim 15%',
    exact: false,
    apply: (clip) => trim(clip, 0.15),
    kept: (clip) => {
      const cut = Math.floor(clip.poses.length * 0.15);
      return [cut / clip.fps, (clip.poses.length - cut - 1) / clip.fps];
    },
  },
  { name: 'pad 2 s still', exact: false, apply: (clip) => pad(clip, 2) },
];
