import { SEEN_SCORE, type Pose } from './keypoints.js';
import { findCuts, shots } from './scene-cuts.js';

/** One keypoint over time: NaN where it was not seen (or the gap was too long to bridge). */
export interface JointSeries {
  x: number[];
  y: number[];
  score: number[];
}

/** Smoothed keypoint tracks of a whole clip, one sample per analysed frame. */
export interface PoseSeries {
  times: number[];
  fps: number;
  joints: JointSeries[];
  /** First frame of each new shot after a camera cut (see findCuts); nothing is smoothed across one. */
  cuts: number[];
}

export interface SmoothingOptions {
  /** Keypoints below this MoveNet score count as not seen. */
  minScore?: number;
  /** Gaps up to this long are bridged by linear interpolation. */
  maxGapSec?: number;
  /** Width of the running median, in seconds. */
  medianSec?: number;
}

/**
 * Running median over an odd window, ignoring NaN; NaN stays NaN. Where the window holds an even number of values (at
 * the clip's ends, beside an unseen frame) it is the mean of the two middle ones, so the filter treats a track and its
 * mirror image alike (taking the upper of the two would shift a mirrored track the other way).
 */
export function medianFilter(values: number[], window: number): number[] {
  const half = Math.floor(window / 2);
  return values.map((value, i) => {
    if (Number.isNaN(value)) return value;
    const around: number[] = [];
    for (let j = Math.max(0, i - half); j <= Math.min(values.length - 1, i + half); j += 1) {
      const v = values[j] ?? Number.NaN;
      if (!Number.isNaN(v)) around.push(v);
    }
    around.sort((a, b) => a - b);
    const middle = around.length >> 1;
    if (around.length % 2 === 1) return around[middle] ?? value;
    return ((around[middle - 1] ?? value) + (around[middle] ?? value)) / 2;
  });
}

/** Light [1 2 1] smoothing after the median, so thresholds are not crossed by jitter. */
export function lightSmooth(values: number[], enabled = true): number[] {
  if (!enabled) return values;
  return values.map((value, i) => {
    const before = values[i - 1] ?? Number.NaN;
    const after = values[i + 1] ?? Number.NaN;
    if (Number.isNaN(value) || Number.isNaN(before) || Number.isNaN(after)) return value;
    return (before + 2 * value + after) / 4;
  });
}

/** Fill NaN runs no longer than maxGap samples that have a value on both sides. */
export function bridgeGaps(values: number[], maxGap: number): number[] {
  const out = [...values];
  let last = -1;
  for (let i = 0; i < out.length; i += 1) {
    if (Number.isNaN(out[i])) continue;
    const gap = i - last - 1;
    if (last >= 0 && gap > 0 && gap <= maxGap) {
      const from = out[last] ?? 0;
      const to = out[i] ?? 0;
      for (let j = 1; j <= gap; j += 1) out[last + j] = from + ((to - from) * j) / (gap + 1);
    }
    last = i;
  }
  return out;
}

/**
 * Gate keypoints on confidence, bridge short gaps, then median-filter and lightly smooth every
 * coordinate, shot by shot: a camera cut is never bridged or smoothed across.
 */
export function smoothPoses(poses: Pose[], fps: number, options: SmoothingOptions = {}): PoseSeries {
  const cuts = findCuts(poses);
  const parts = shots(poses.length, cuts).map(([start, end]) => smoothShot(poses.slice(start, end), fps, options));
  return {
    times: poses.map((pose) => pose.timeSec),
    fps,
    cuts,
    joints: Array.from({ length: 17 }, (_, k) => ({
      x: parts.flatMap((part) => part[k]?.x ?? []),
      y: parts.flatMap((part) => part[k]?.y ?? []),
      score: parts.flatMap((part) => part[k]?.score ?? []),
    })),
  };
}

function smoothShot(poses: Pose[], fps: number, options: SmoothingOptions): JointSeries[] {
  const minScore = options.minScore ?? SEEN_SCORE;
  const maxGap = Math.round((options.maxGapSec ?? 0.5) * fps);
  // About 0.3 s: 3 frames at 10 fps; no median at all below ~7 fps, where it would flatten whole reps.
  const window = Math.max(1, Math.round((options.medianSec ?? 0.3) * fps) | 1);
  const joints: JointSeries[] = [];
  for (let k = 0; k < 17; k += 1) {
    const score = poses.map((pose) => pose.keypoints[k]?.score ?? 0);
    const gated = (pick: (index: number) => number) =>
      lightSmooth(
        medianFilter(
          bridgeGaps(
            poses.map((_, i) => ((score[i] ?? 0) >= minScore ? pick(i) : Number.NaN)),
            maxGap,
          ),
          window,
        ),
        window > 1,
      );
    joints.push({
      x: gated((i) => poses[i]?.keypoints[k]?.x ?? Number.NaN),
      y: gated((i) => poses[i]?.keypoints[k]?.y ?? Number.NaN),
      score,
    });
  }
  return joints;
}
