import {
  angleAt,
  inclineFromVertical,
  isPoint,
  midpointAt,
  pointAt,
  sideJoint,
  type CameraView,
  type Joint,
  type Point,
  type Side,
} from './body-geometry.js';
import { KP } from '../pose/keypoints.js';
import type { PoseSeries } from '../pose/pose-series.js';

/** The body at one analysed frame, with the clip-level facts every signal needs. */
export interface BodyFrame {
  index: number;
  timeSec: number;
  /** Torso length in pixels around this frame: the unit of every position signal. */
  torso: number;
  /** The side nearest the camera (used for angles in side views). */
  side: Side;
  view: CameraView;
  near(joint: Joint): Point;
  other(joint: Joint): Point;
  mid(joint: Joint): Point;
  nose(): Point;
  /** MoveNet's confidence in a joint at this frame: the better of the two sides (0-1). */
  confidence(joint: Joint): number;
}

/**
 * Which limbs a body frame reads: 'both' averages the two sides where both are seen (the near
 * side first for angles); 'left' or 'right' reads that side alone, so a hidden or still far limb
 * (the support arm of a one-arm row, the far wrist of a push-up) is never averaged in.
 */
export type Limbs = 'both' | Side;

/**
 * The body at every frame. `torso` is the unit of length per frame (a rolling body scale, so a
 * lifter walking towards the camera keeps the same unit) or one number for the whole clip.
 */
export function bodyFrames(
  series: PoseSeries,
  torso: number | number[],
  side: Side,
  view: CameraView,
  limbs: Limbs = 'both',
): BodyFrame[] {
  const nearSide: Side = limbs === 'both' ? side : limbs;
  const otherSide: Side = limbs !== 'both' ? limbs : side === 'left' ? 'right' : 'left';
  return series.times.map((timeSec, index) => ({
    index,
    timeSec,
    torso: typeof torso === 'number' ? torso : (torso[index] ?? Number.NaN),
    side: nearSide,
    view,
    near: (joint) => pointAt(series, sideJoint(nearSide, joint), index),
    other: (joint) => pointAt(series, sideJoint(otherSide, joint), index),
    mid:
      limbs === 'both'
        ? (joint) => midpointAt(series, joint, index)
        : (joint) => pointAt(series, sideJoint(limbs, joint), index),
    nose: () => pointAt(series, 'nose', index),
    confidence: (joint) =>
      Math.max(
        series.joints[KP[sideJoint('left', joint)]]?.score[index] ?? 0,
        series.joints[KP[sideJoint('right', joint)]]?.score[index] ?? 0,
      ),
  }));
}

/** Angle at the middle joint on the near side, falling back to the other side. */
export function jointAngle(body: BodyFrame, a: Joint, b: Joint, c: Joint): number {
  const near = angleAt(body.near(a), body.near(b), body.near(c));
  return Number.isNaN(near) ? angleAt(body.other(a), body.other(b), body.other(c)) : near;
}

/** The smaller (more bent) of the two sides' angles: the working leg of a lunge. */
export function mostBentAngle(body: BodyFrame, a: Joint, b: Joint, c: Joint): number {
  const near = angleAt(body.near(a), body.near(b), body.near(c));
  const other = angleAt(body.other(a), body.other(b), body.other(c));
  if (Number.isNaN(near)) return other;
  if (Number.isNaN(other)) return near;
  return Math.min(near, other);
}

/** How far point a is above point b, in torso lengths (image y grows downwards). */
export function heightAbove(body: BodyFrame, a: Point, b: Point): number {
  if (!isPoint(a) || !isPoint(b) || !(body.torso > 0)) return Number.NaN;
  return (b.y - a.y) / body.torso;
}

/** Torso lean from vertical in degrees (0 upright, 90 horizontal). */
export function torsoIncline(body: BodyFrame): number {
  return inclineFromVertical(body.mid('hip'), body.mid('shoulder'));
}

/**
 * How far the hip sits off the shoulder-ankle line, in torso lengths: positive when it sags
 * below the line (towards the floor), negative when it pikes above it.
 */
export function hipSag(body: BodyFrame): number {
  const shoulder = body.near('shoulder');
  const hip = body.near('hip');
  const ankle = isPoint(body.near('ankle')) ? body.near('ankle') : body.near('knee');
  if (!isPoint(shoulder) || !isPoint(hip) || !isPoint(ankle) || !(body.torso > 0)) return Number.NaN;
  const dx = ankle.x - shoulder.x;
  if (Math.abs(dx) < 1e-6) return Number.NaN;
  const lineY = shoulder.y + ((hip.x - shoulder.x) / dx) * (ankle.y - shoulder.y);
  return (hip.y - lineY) / body.torso;
}
