import { KEYPOINT_NAMES, type Keypoint, type Pose } from '../video/pose/keypoints.js';

/** Test bodies have a 250 px torso; limbs are in proportion. */
const T = 250;
const THIGH = 0.85 * T;
const SHIN = 0.85 * T;
const UPPER_ARM = 0.6 * T;
const FOREARM = 0.55 * T;

type Xy = readonly [number, number];
type Limb = 'shoulder' | 'elbow' | 'wrist' | 'hip' | 'knee' | 'ankle';

/** One frame of a drawn body: each side's joints, the head, and how sure the pose model is of each side. */
export interface DrawnBody {
  left: Record<Limb, Xy>;
  right: Record<Limb, Xy>;
  nose: Xy;
  leftScore?: number;
  rightScore?: number;
}

/** A pose from a drawn body (eyes and ears around the nose). */
export function poseOf(timeSec: number, body: DrawnBody): Pose {
  const keypoints: Keypoint[] = KEYPOINT_NAMES.map((name) => {
    if (!name.includes('_')) return { x: body.nose[0], y: body.nose[1], score: 0.9 };
    const [side, joint] = name.split('_') as ['left' | 'right', string];
    const score = (side === 'left' ? body.leftScore : body.rightScore) ?? 0.9;
    if (joint === 'eye' || joint === 'ear')
      return { x: body.nose[0] + (joint === 'ear' ? -25 : -5), y: body.nose[1] - 8, score };
    const [x, y] = body[side][joint as Limb];
    return { x, y, score };
  });
  return { timeSec, keypoints };
}

/** The joint between a and c (segments `first` and `second` long), bending towards `towards` (+1 or -1 across a->c). */
export function kneeBetween(a: Xy, c: Xy, first: number, second: number, towards: 1 | -1): Xy {
  const dx = c[0] - a[0];
  const dy = c[1] - a[1];
  const d = Math.max(1e-6, Math.min(first + second - 1e-6, Math.hypot(dx, dy)));
  const along = (first * first - second * second + d * d) / (2 * d);
  const across = Math.sqrt(Math.max(0, first * first - along * along));
  const [ux, uy] = [dx / d, dy / d];
  return [a[0] + ux * along - towards * uy * across, a[1] + uy * along + towards * ux * across];
}

/** 0 → 1 → 0 over one rep (a smooth bump), 0 outside [0, 1). */
const bump = (phase: number) => (phase < 0 || phase >= 1 ? 0 : (1 - Math.cos(2 * Math.PI * phase)) / 2);

/** Timing of a set: when each rep starts and how long it lasts, with still stretches before and after. */
export interface SetTiming {
  reps: number;
  /** Seconds per rep: a number, or one per rep (a set that slows down). */
  repSec: number | number[];
  /** Still seconds before the first rep and after the last. */
  restSec?: number;
  fps?: number;
}

/** Frames of a set: at each, which rep it is in (or -1) and how far into its working end (0-1), scaled by `depth(rep)`. */
function timeline(
  timing: SetTiming,
  depth: (rep: number) => number = () => 1,
): { t: number; rep: number; progress: number; done: number }[] {
  const fps = timing.fps ?? 10;
  const rest = timing.restSec ?? 1;
  const durations = Array.from({ length: timing.reps }, (_, k) =>
    Array.isArray(timing.repSec) ? (timing.repSec[k] ?? 2) : timing.repSec,
  );
  const starts = durations.map((_, k) => rest + durations.slice(0, k).reduce((a, b) => a + b, 0));
  const total = rest * 2 + durations.reduce((a, b) => a + b, 0);
  return Array.from({ length: Math.round(total * fps) }, (_, i) => {
    const t = i / fps;
    const rep = starts.findIndex((start, k) => t >= start && t < start + (durations[k] ?? 0));
    const phase = rep < 0 ? 0 : (t - (starts[rep] ?? 0)) / (durations[rep] ?? 1);
    // Reps finished, plus the share of the current one: how far a travelling lifter has gone.
    const done = rep >= 0 ? rep + phase : starts.filter((start) => start <= t).length;
    return { t, rep, progress: rep < 0 ? 0 : bump(phase) * depth(rep), done };
  });
}

/**
 * Walking lunges seen from the side, alternating legs: each rep steps forward, drops the hips and
 * brings the feet together further on, so the lifter travels `strideTorsos` torso lengths per rep across
 * the frame; with `approach`, they also come towards the camera until `approach` times bigger.
 */
export function walkingLunges(timing: SetTiming, options: { strideTorsos?: number; approach?: number } = {}): Pose[] {
  const stride = (options.strideTorsos ?? 1.2) * T;
  const frames = timeline(timing);
  return frames.map(({ t, rep, progress, done }, i) => {
    const base = 200 + done * stride;
    const front = rep % 2 === 0 ? 'left' : 'right';
    const hip: Xy = [base, 900 - (THIGH + SHIN) * 0.97 + 0.45 * T * progress];
    const split = 0.75 * T * progress;
    const feet = { front: [base + split, 900] as Xy, back: [base - split, 900] as Xy };
    const leg = (ankle: Xy, forward: boolean) => ({
      hip,
      knee: kneeBetween(hip, ankle, THIGH, SHIN, forward ? -1 : 1),
      ankle,
    });
    const shoulder: Xy = [base + 10, hip[1] - T];
    const arm = {
      shoulder,
      elbow: [shoulder[0], shoulder[1] + UPPER_ARM] as Xy,
      wrist: [shoulder[0], shoulder[1] + UPPER_ARM + FOREARM] as Xy,
    };
    const frontLeg = leg(feet.front, true);
    const backLeg = leg(feet.back, false);
    const body: DrawnBody = {
      left: { ...arm, ...(front === 'left' ? frontLeg : backLeg) },
      right: { ...arm, ...(front === 'left' ? backLeg : frontLeg) },
      nose: [shoulder[0] + 20, shoulder[1] - 70],
    };
    const grow = 1 + ((options.approach ?? 1) - 1) * (i / Math.max(1, frames.length - 1));
    return scaleAbout(poseOf(t, body), [base, 900], grow);
  });
}

function scaleAbout(pose: Pose, [cx, cy]: Xy, factor: number): Pose {
  return {
    ...pose,
    keypoints: pose.keypoints.map((k) => ({ ...k, x: cx + (k.x - cx) * factor, y: cy + (k.y - cy) * factor })),
  };
}

/**
 * One-arm dumbbell rows from the side: bent over (torso 60° from vertical), one hand braced on a bench
 * (still), the other pulling the dumbbell from a hanging arm to the ribs. The pose model is surer of the
 * braced side (`supportScore` above `workingScore`), as when the working arm is the far one.
 */
export function oneArmRows(
  timing: SetTiming,
  options: { working?: 'left' | 'right'; workingScore?: number; supportScore?: number } = {},
): Pose[] {
  const working = options.working ?? 'left';
  const hip: Xy = [300, 600];
  const lean = (60 * Math.PI) / 180;
  const shoulder: Xy = [hip[0] + T * Math.sin(lean), hip[1] - T * Math.cos(lean)];
  const knee: Xy = [hip[0] + 40, hip[1] + THIGH];
  const ankle: Xy = [hip[0] + 20, hip[1] + THIGH + SHIN];
  const legs = { hip, knee, ankle };
  const braced = {
    shoulder,
    elbow: [shoulder[0] + 10, shoulder[1] + UPPER_ARM] as Xy,
    wrist: [shoulder[0] + 20, shoulder[1] + UPPER_ARM + FOREARM] as Xy,
  };
  return timeline(timing).map(({ t, progress }) => {
    // The upper arm swings back from hanging (0°) to 80° behind the torso's line; the elbow closes from 170° to 70°.
    const swing = (80 * progress * Math.PI) / 180;
    const elbow: Xy = [shoulder[0] - UPPER_ARM * Math.sin(swing), shoulder[1] + UPPER_ARM * Math.cos(swing)];
    const bendAngle = ((170 - 100 * progress) * Math.PI) / 180;
    const upper = Math.atan2(shoulder[1] - elbow[1], shoulder[0] - elbow[0]);
    const wrist: Xy = [
      elbow[0] + FOREARM * Math.cos(upper + bendAngle),
      elbow[1] + FOREARM * Math.sin(upper + bendAngle),
    ];
    const pulling = { shoulder, elbow, wrist };
    const body: DrawnBody = {
      left: { ...legs, ...(working === 'left' ? pulling : braced) },
      right: { ...legs, ...(working === 'left' ? braced : pulling) },
      nose: [shoulder[0] + 60, shoulder[1] - 20],
      leftScore: working === 'left' ? (options.workingScore ?? 0.5) : (options.supportScore ?? 0.9),
      rightScore: working === 'left' ? (options.supportScore ?? 0.9) : (options.workingScore ?? 0.5),
    };
    return poseOf(t, body);
  });
}

/**
 * A floor press from the side: lying on the floor, knees up; the elbows stop on the floor, so the
 * forearms only travel from vertical (elbows at `bottomElbow`°) to a lockout straight above the shoulders.
 */
export function floorPress(timing: SetTiming, options: { bottomElbow?: number } = {}): Pose[] {
  const floor = 820;
  const shoulder: Xy = [600, floor - 20];
  const hip: Xy = [shoulder[0] - T, floor - 20];
  const ankle: Xy = [hip[0] - 330, floor];
  const knee = kneeBetween(hip, ankle, THIGH, SHIN, -1);
  const bottom = options.bottomElbow ?? 90;
  return timeline(timing).map(({ t, progress }) => {
    // Rest is the lockout (arms straight up); the working end is the bottom, elbows on the floor.
    const angle = 180 - (180 - bottom) * progress;
    // The upper arm lowers from vertical towards the floor (pointing at the hips) as the elbow bends.
    const lower = ((180 - angle) / 2) * (Math.PI / 180) * 1.0;
    const elbow: Xy = [shoulder[0] - UPPER_ARM * Math.sin(lower), shoulder[1] - UPPER_ARM * Math.cos(lower)];
    const up = Math.atan2(shoulder[1] - elbow[1], shoulder[0] - elbow[0]);
    const turn = Math.PI - (angle * Math.PI) / 180;
    const wrist: Xy = [
      elbow[0] + FOREARM * Math.cos(up + Math.PI + turn),
      elbow[1] + FOREARM * Math.sin(up + Math.PI + turn),
    ];
    const side = { shoulder, elbow, wrist, hip, knee, ankle };
    return poseOf(t, { left: side, right: side, nose: [shoulder[0] + 60, shoulder[1] - 15] });
  });
}

/**
 * Pull-ups from the front that slow down and shorten as the lifter tires: reps last from `firstSec` to
 * `lastSec`, and the last reach `lastDepth` of the first one's height.
 */
export function tiringPullUps(
  reps: number,
  options: { firstSec?: number; lastSec?: number; lastDepth?: number; fps?: number; restSec?: number } = {},
): Pose[] {
  const first = options.firstSec ?? 1.6;
  const last = options.lastSec ?? 4;
  const lastDepth = options.lastDepth ?? 0.7;
  const share = (k: number) => (reps <= 1 ? 0 : k / (reps - 1));
  const timing: SetTiming = {
    reps,
    repSec: Array.from({ length: reps }, (_, k) => first + (last - first) * share(k)),
    fps: options.fps,
    restSec: options.restSec,
  };
  return timeline(timing, (k) => 1 - (1 - lastDepth) * share(k)).map(({ t, progress }) => {
    const rise = 0.8 * T * progress;
    const side = (sign: 1 | -1) => {
      const wrist: Xy = [400 + sign * 120, 250];
      const shoulder: Xy = [400 + sign * 55, 250 + 1.15 * T - rise];
      const elbow = kneeBetween(wrist, shoulder, FOREARM, UPPER_ARM, sign);
      const hip: Xy = [400 + sign * 35, shoulder[1] + T];
      const knee: Xy = [hip[0], hip[1] + THIGH];
      return { shoulder, elbow, wrist, hip, knee, ankle: [knee[0], knee[1] + SHIN] as Xy };
    };
    return poseOf(t, { left: side(1), right: side(-1), nose: [400, 250 + 1.15 * T - rise - 80] });
  });
}

/** Pose-model jitter: every keypoint moved by up to `px` pixels each way, from a fixed seed (the same every run). */
export function jitter(poses: Pose[], px: number, seed = 1): Pose[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
  return poses.map((pose) => ({
    ...pose,
    keypoints: pose.keypoints.map((k) => ({ ...k, x: k.x + 2 * px * next(), y: k.y + 2 * px * next() })),
  }));
}

/** The same poses with some joints never seen (cut off by the frame's edge). */
export function hide(poses: Pose[], joints: string[]): Pose[] {
  const hidden = new Set(
    KEYPOINT_NAMES.flatMap((name, k) => (joints.some((joint) => name.endsWith(joint)) ? [k] : [])),
  );
  return poses.map((pose) => ({
    ...pose,
    keypoints: pose.keypoints.map((k, i) => (hidden.has(i) ? { ...k, score: 0 } : k)),
  }));
}
