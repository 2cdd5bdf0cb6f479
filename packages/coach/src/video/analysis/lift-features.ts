import {
  angleAt,
  distance,
  inclineFromVertical,
  isPoint,
  midpointAt,
  pointAt,
  quantile,
  torsoLength,
  type Point,
} from './body-geometry.js';
import { bodyFrames, mostBentAngle } from './body-frame.js';
import type { PoseSeries } from '../pose/pose-series.js';

/**
 * What a clip's pose sequence shows, independent of the lift chosen: posture (standing,
 * lying, hanging, plank), where the hands are, and which joints travel. Lengths are in torso
 * lengths, angles in degrees; NaN when the joints were not seen.
 */
export interface LiftFeatures {
  /** Median torso lean from vertical (0 upright, 90 lying or in a plank), read through a camera roll (postureLean). */
  incline: number;
  /** Spread (90th - 10th percentile) of the torso lean (postureLean): a deadlift's hinge moves it, a row holds it. */
  inclineRange: number;
  /** Shoulder width over torso length: large when the torso points at the camera (a bench seen from the feet). */
  foreshortening: number;
  /** Share of frames with the wrists above the nose. */
  handsOverhead: number;
  /** Share of frames with the wrists below the hips. */
  handsLow: number;
  /** Median height of the wrists above the shoulders. */
  wristHeight: number;
  /** How far the wrists travel relative to the shoulders (90th - 10th percentile of the distance). */
  armTravel: number;
  /** Elbow angle spread (most bent arm). */
  elbowRange: number;
  /** Knee angle spread and the most bent knee (10th percentile). */
  kneeRange: number;
  kneeMin: number;
  /** Hip angle (shoulder-hip-knee) spread. */
  hipAngleRange: number;
  /** Hip height above the ankles: spread. */
  hipTravel: number;
  /**
   * Shoulder height above the ankles: spread (a deadlift or a squat rises, a press stays). In the picture only when
   * the feet are not seen: a lifter travelling across a tilted picture must not look like one rising.
   */
  shoulderTravel: number;
  /** Shoulder height in the picture: spread (a pull-up lifts the body past a bar that stays put; a bench press seen from the feet moves only the arms). */
  shoulderTravelInPicture: number;
  /** Shoulder height above the hands: spread (the body rises to the bar in a pull-up; the hands rise with the body in a squat). */
  shoulderOverHands: number;
  /** Wrist height in the frame: spread (the hands stay on the bar in a pull-up, travel in a press). */
  wristTravel: number;
  /** Vertical gap between the two knees at the deepest frames: a lunge's back knee drops, a squat's knees stay level. */
  kneeSplit: number;
  /** Distance between the ankles at the deepest frames: a lunge's split stance, a squat's feet side by side. */
  ankleGap: number;
  /** Wrist height above the ankles (median): hands on the floor in a push-up. */
  handsAboveFeet: number;
  /**
   * Which end of the body holds still in the world: from -1 (the feet stay, the hands travel: standing or lying
   * and pressing) to 1 (the hands stay on a bar, the feet travel: hanging). From the picture travel of the two,
   * so a camera that pans moves both alike and does not decide it.
   */
  handsAnchored: number;
  /** Share of frames in which the knees were seen. */
  legsSeen: number;
}

/**
 * Degrees of camera roll that posture is read through: a phone propped a little crooked (the issue's ±10-15°) must not
 * tilt a standing, hanging or lying lifter. The torso lean is measured against the picture's vertical, the only one the
 * poses give, so within this much of upright it reads upright and within this much of lying it reads lying.
 */
export const ROLL_TOLERANCE = 15;

/**
 * Torso lean (degrees from the picture's vertical) as a posture: 0 up to ROLL_TOLERANCE, 90 from 90 - ROLL_TOLERANCE,
 * stretched linearly between (45 stays 45), so a camera roll moves a lean only where it is neither upright nor lying.
 */
export function postureLean(incline: number): number {
  return Math.min(90, Math.max(0, ((incline - ROLL_TOLERANCE) * 90) / (90 - 2 * ROLL_TOLERANCE)));
}

const spread = (values: number[], low = 0.1, high = 0.9) => quantile(values, high) - quantile(values, low);

const above = (a: Point, b: Point, unit: number) =>
  isPoint(a) && isPoint(b) && unit > 0 ? (b.y - a.y) / unit : Number.NaN;

export function liftFeatures(series: PoseSeries): LiftFeatures {
  const torso = torsoLength(series);
  const frames = series.times.map((_, i) => i);
  const mid = (joint: Parameters<typeof midpointAt>[1]) => frames.map((i) => midpointAt(series, joint, i));
  const shoulders = mid('shoulder');
  const hips = mid('hip');
  const wrists = mid('wrist');
  const knees = mid('knee');
  const ankles = mid('ankle');
  const nose = frames.map((i) => pointAt(series, 'nose', i));
  const share = (test: (i: number) => boolean | null) => {
    const known = frames.map(test).filter((value): value is boolean => value !== null);
    return known.length ? known.filter(Boolean).length / known.length : Number.NaN;
  };
  const inclines = frames.map((i) => postureLean(inclineFromVertical(hips[i] as Point, shoulders[i] as Point)));
  const widths = frames.map((i) => distance(pointAt(series, 'left_shoulder', i), pointAt(series, 'right_shoulder', i)));
  const lengths = frames.map((i) => distance(shoulders[i] as Point, hips[i] as Point));
  const hipAngles = frames.map((i) => angleAt(shoulders[i] as Point, hips[i] as Point, knees[i] as Point));
  const bodies = bodyFrames(series, torso, 'left', 'unknown');
  const kneeAngles = bodies.map((body) => mostBentAngle(body, 'hip', 'knee', 'ankle'));
  const hipHeights = frames.map((i) => above(hips[i] as Point, ankles[i] as Point, torso));
  const deepest = quantile(hipHeights, 0.15);
  const bottom = frames.filter((i) => (hipHeights[i] ?? Number.NaN) <= deepest);
  const splits = bottom.map((i) =>
    Math.abs(above(pointAt(series, 'left_knee', i), pointAt(series, 'right_knee', i), torso)),
  );
  const gaps = bottom.map((i) => distance(pointAt(series, 'left_ankle', i), pointAt(series, 'right_ankle', i)) / torso);
  const ankleShare = frames.filter((i) => isPoint(ankles[i] as Point)).length / Math.max(1, frames.length);
  return {
    incline: quantile(inclines, 0.5),
    inclineRange: spread(inclines),
    foreshortening: quantile(widths, 0.5) / Math.max(1e-6, quantile(lengths, 0.5)),
    handsOverhead: share((i) =>
      isPoint(wrists[i] as Point) && isPoint(nose[i] as Point) ? (wrists[i] as Point).y < (nose[i] as Point).y : null,
    ),
    handsLow: share((i) =>
      isPoint(wrists[i] as Point) && isPoint(hips[i] as Point) ? (wrists[i] as Point).y > (hips[i] as Point).y : null,
    ),
    wristHeight: quantile(
      frames.map((i) => above(wrists[i] as Point, shoulders[i] as Point, torso)),
      0.5,
    ),
    armTravel: spread(frames.map((i) => distance(wrists[i] as Point, shoulders[i] as Point) / torso)),
    elbowRange: spread(bodies.map((body) => mostBentAngle(body, 'shoulder', 'elbow', 'wrist'))),
    kneeRange: spread(kneeAngles),
    kneeMin: quantile(kneeAngles, 0.1),
    hipAngleRange: spread(hipAngles),
    hipTravel: spread(hipHeights),
    shoulderTravel:
      ankleShare >= 0.5
        ? spread(frames.map((i) => above(shoulders[i] as Point, ankles[i] as Point, torso)))
        : spread(shoulders.map((p) => p.y / torso)),
    shoulderTravelInPicture: spread(shoulders.map((p) => p.y / torso)),
    shoulderOverHands: spread(frames.map((i) => above(shoulders[i] as Point, wrists[i] as Point, torso))),
    wristTravel: spread(wrists.map((p) => p.y / torso)),
    kneeSplit: quantile(splits, 0.5),
    ankleGap: quantile(gaps, 0.5),
    handsAboveFeet: quantile(
      frames.map((i) => above(wrists[i] as Point, ankles[i] as Point, torso)),
      0.5,
    ),
    handsAnchored: anchoredEnd(wrists, ankles, torso),
    legsSeen: share((i) => isPoint(knees[i] as Point)),
  };
}

/** (feet travel - hands travel) / both, over frames where both are seen: 1 when only the feet move in the picture. */
function anchoredEnd(wrists: Point[], ankles: Point[], torso: number): number {
  const both = wrists.map((_, i) => i).filter((i) => isPoint(wrists[i] as Point) && isPoint(ankles[i] as Point));
  if (both.length < 0.3 * wrists.length || !(torso > 0)) return Number.NaN;
  const hands = spread(both.map((i) => (wrists[i] as Point).y / torso));
  const feet = spread(both.map((i) => (ankles[i] as Point).y / torso));
  return (feet - hands) / Math.max(1e-6, feet + hands + ANCHOR_NOISE);
}

/** Travel (torso lengths) below which neither end is said to move: keeps still clips near 0 instead of a coin toss. */
const ANCHOR_NOISE = 0.1;
