import { KP, type KeypointName } from '../pose/keypoints.js';
import type { PoseSeries } from '../pose/pose-series.js';
import { shots } from '../pose/scene-cuts.js';

export interface Point {
  x: number;
  y: number;
}

export type Side = 'left' | 'right';
export type Joint = 'shoulder' | 'elbow' | 'wrist' | 'hip' | 'knee' | 'ankle' | 'ear' | 'eye';

const NAN_POINT: Point = { x: Number.NaN, y: Number.NaN };

export const isPoint = (p: Point) => !Number.isNaN(p.x) && !Number.isNaN(p.y);

/** A smoothed keypoint at frame i (NaN when not seen). */
export function pointAt(series: PoseSeries, name: KeypointName, i: number): Point {
  const joint = series.joints[KP[name]];
  if (!joint) return NAN_POINT;
  return { x: joint.x[i] ?? Number.NaN, y: joint.y[i] ?? Number.NaN };
}

export const sideJoint = (side: Side, joint: Joint) => `${side}_${joint}` as KeypointName;

/** Mean of both sides where both were seen, else the one that was. */
export function midpointAt(series: PoseSeries, joint: Joint, i: number): Point {
  const left = pointAt(series, sideJoint('left', joint), i);
  const right = pointAt(series, sideJoint('right', joint), i);
  if (isPoint(left) && isPoint(right)) return { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  return isPoint(left) ? left : right;
}

/** The inner angle at b of the path a-b-c, in degrees (NaN when a point is missing). */
export function angleAt(a: Point, b: Point, c: Point): number {
  const v1x = a.x - b.x;
  const v1y = a.y - b.y;
  const v2x = c.x - b.x;
  const v2y = c.y - b.y;
  const norm = Math.hypot(v1x, v1y) * Math.hypot(v2x, v2y);
  if (!(norm > 0)) return Number.NaN;
  return (Math.acos(Math.max(-1, Math.min(1, (v1x * v2x + v1y * v2y) / norm))) * 180) / Math.PI;
}

/** Angle of the segment from -> to against the vertical, in degrees (0 = upright, 90 = horizontal). */
export function inclineFromVertical(from: Point, to: Point): number {
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  if (!(dx + dy > 0)) return Number.NaN;
  return (Math.atan2(dx, dy) * 180) / Math.PI;
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The value at quantile q (0-1) of the numbers that are not NaN. */
export function quantile(values: number[], q: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = Math.min(sorted.length - 1, Math.max(0, q * (sorted.length - 1)));
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (position - low);
}

/**
 * The clip's torso length (shoulder midpoint to hip midpoint), a robust upper quantile so that
 * frames where the torso is foreshortened do not shrink the unit every other signal is measured in.
 */
export function torsoLength(series: PoseSeries): number {
  const lengths = series.times.map((_, i) => distance(midpointAt(series, 'shoulder', i), midpointAt(series, 'hip', i)));
  return quantile(lengths, 0.75);
}

/** Mean MoveNet score of some keypoints over the clip. */
export function meanScore(series: PoseSeries, names: KeypointName[]): number {
  let sum = 0;
  for (const name of names) {
    const scores = series.joints[KP[name]]?.score ?? [];
    sum += scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
  }
  return sum / Math.max(1, names.length);
}

/** The side nearest the camera: the one whose joints MoveNet is surer of. */
export function nearSide(series: PoseSeries, joints: Joint[]): Side {
  const left = meanScore(
    series,
    joints.map((joint) => sideJoint('left', joint)),
  );
  const right = meanScore(
    series,
    joints.map((joint) => sideJoint('right', joint)),
  );
  return left >= right ? 'left' : 'right';
}

export type { CameraView } from '@spotter/core/constants';
import type { CameraView } from '@spotter/core/constants';

/** Hip width over shoulder width seen square-on: hips are the narrower pair. */
const HIPS_PER_SHOULDERS = 0.6;

/**
 * Side or front view from how wide the hips look against the torso length: seen from the side
 * they overlap, seen from the front (or behind) they are about a third of a torso apart. Hips
 * first, because shoulders turn with the arms (a row, a press) and look wide in a side view;
 * the shoulders stand in, scaled to hip width, where the hips are not seen.
 */
export function detectView(series: PoseSeries): CameraView {
  const torso = torsoLength(series);
  if (!(torso > 0)) return 'unknown';
  const widths = series.times.map((_, i) => {
    const hips = distance(pointAt(series, 'left_hip', i), pointAt(series, 'right_hip', i));
    const shoulders = distance(pointAt(series, 'left_shoulder', i), pointAt(series, 'right_shoulder', i));
    return (Number.isNaN(hips) ? shoulders * HIPS_PER_SHOULDERS : hips) / torso;
  });
  const width = quantile(widths, 0.5);
  if (Number.isNaN(width)) return 'unknown';
  if (width >= 0.28) return 'front';
  if (width <= 0.24) return 'side';
  return 'unknown';
}

/** Torso length over shoulder width when only the shoulders are seen: a typical adult seen from the front. */
const TORSO_PER_SHOULDER_WIDTH = 1.3;

/**
 * The unit of length at every frame: the torso (shoulder midpoint to hip midpoint) as a rolling
 * upper quantile over about `windowSec` either side, so a lifter walking towards the camera keeps
 * the same unit and one foreshortened frame does not shrink it. Frame by frame, when the hips
 * leave the frame the shoulder width stands in, scaled by the ratio seen in this clip; frames
 * with neither fall back to the clip's own length.
 */
export function bodyScale(series: PoseSeries, windowSec = 6): number[] {
  const frames = series.times.map((_, i) => i);
  const torso = frames.map((i) => distance(midpointAt(series, 'shoulder', i), midpointAt(series, 'hip', i)));
  const width = frames.map((i) => distance(pointAt(series, 'left_shoulder', i), pointAt(series, 'right_shoulder', i)));
  const ratios = frames.map((i) =>
    (width[i] ?? 0) > 0.3 * (torso[i] ?? 0) ? (torso[i] ?? Number.NaN) / (width[i] ?? Number.NaN) : Number.NaN,
  );
  const learned = quantile(ratios, 0.5);
  // Without the hips in any frame, a typical ratio; in a side view (shoulders overlapping) no stand-in at all.
  const anyTorso = torso.some((length) => !Number.isNaN(length));
  const ratio = !Number.isNaN(learned) ? learned : anyTorso ? Number.NaN : TORSO_PER_SHOULDER_WIDTH;
  const raw = frames.map((i) =>
    Number.isNaN(torso[i] ?? Number.NaN) ? (width[i] ?? Number.NaN) * ratio : (torso[i] ?? Number.NaN),
  );
  const clip = quantile(raw, 0.75);
  const half = Math.max(1, Math.round(windowSec * series.fps));
  // The window never reaches across a camera cut: the new shot has its own scale.
  const shotOf = shots(frames.length, series.cuts ?? []);
  // A lifter walking towards (or away from) the camera grows steadily: that trend is taken out before the rolling
  // quantile and put back after, so the window can stay longer than a rep (a bent-over bottom does not shrink the unit).
  const trends = shotOf.map(([start, end]) => growthTrend(raw, start, end, series.fps));
  return frames.map((i) => {
    const shot = shotOf.findIndex(([from, to]) => i >= from && i < to);
    const [start, end] = shotOf[shot] ?? [0, frames.length];
    const trend = trends[shot] ?? (() => 1);
    const detrended = raw
      .slice(Math.max(start, i - half), Math.min(end, i + half + 1))
      .map((value, k) => value / trend(Math.max(start, i - half) + k));
    const around = quantile(detrended, 0.75) * trend(i);
    return Number.isNaN(around) ? clip : around;
  });
}

/**
 * The steady growth of a shot's torso length (exp of a straight line through log length over time), as a factor per
 * frame; 1 everywhere for a lifter who stays put. Growth under 10% over the shot is no trend: it is left alone.
 */
function growthTrend(raw: number[], start: number, end: number, fps: number): (i: number) => number {
  const points = raw
    .slice(start, end)
    .flatMap((value, k) => (value > 0 ? [[(start + k) / fps, Math.log(value)] as const] : []));
  if (points.length < 3) return () => 1;
  const meanT = points.reduce((sum, [t]) => sum + t, 0) / points.length;
  const meanL = points.reduce((sum, [, l]) => sum + l, 0) / points.length;
  const covariance = points.reduce((sum, [t, l]) => sum + (t - meanT) * (l - meanL), 0);
  const variance = points.reduce((sum, [t]) => sum + (t - meanT) ** 2, 0);
  const slope = variance > 0 ? covariance / variance : 0;
  const span = (end - start) / fps;
  if (Math.abs(slope * span) < Math.log(1.1)) return () => 1;
  return (i) => Math.exp(slope * (i / fps - meanT));
}
