import { quantile } from './body-geometry.js';
import type { BodyFrame } from './body-frame.js';
import type { CountingSignal } from './exercise-definition.js';

/** A counting signal measured over a clip, scaled to progress 0 (rest) .. 1 (working end). */
export interface MeasuredSignal {
  signal: CountingSignal;
  values: number[];
  progress: number[];
  restLevel: number;
  workLevel: number;
  /** Rest-to-work travel in the signal's unit. */
  travel: number;
  /** Share of valid-posture frames in which the signal could be measured. */
  coverage: number;
}

/**
 * Measure a signal and scale it by the levels the lifter actually reached: rest and work
 * levels are robust quantiles (5% / 95%) over the frames in a valid posture, so thresholds
 * are fractions of the observed range, not absolute numbers tuned to one body or camera.
 */
export function measureSignal(signal: CountingSignal, bodies: BodyFrame[], valid: boolean[]): MeasuredSignal {
  const values = bodies.map((body) => signal.value(body));
  const usable = values.filter((value, i) => valid[i] === true && !Number.isNaN(value));
  const validCount = valid.filter(Boolean).length;
  const low = quantile(usable, 0.05);
  const high = quantile(usable, 0.95);
  const restLevel = signal.restIs === 'high' ? high : low;
  let workLevel = signal.restIs === 'high' ? low : high;
  const scale = (span: number) =>
    values.map((value) => (Number.isNaN(value) || !(Math.abs(span) > 0) ? Number.NaN : (value - restLevel) / span));
  let progress = scale(workLevel - restLevel);
  // One deep outlier (picking the bar up, sitting down) must not stretch the range so far that
  // ordinary reps stop reaching the threshold: scale by the typical excursion instead.
  const typical = typicalExcursion(progress, valid);
  if (typical !== null && typical < 0.85) {
    workLevel = restLevel + typical * (workLevel - restLevel);
    progress = scale(workLevel - restLevel);
  }
  const travel = Math.abs(workLevel - restLevel);
  return { signal, values, progress, restLevel, workLevel, travel, coverage: validCount === 0 ? 0 : usable.length / validCount };
}

/** Median peak of the clear excursions away from rest (runs above 0.35 that reach 0.5), or null with fewer than two. */
export function typicalExcursion(progress: number[], valid: boolean[]): number | null {
  const peaks: number[] = [];
  let runMax = Number.NaN;
  for (let i = 0; i <= progress.length; i += 1) {
    const p = i < progress.length && valid[i] === true ? (progress[i] ?? Number.NaN) : Number.NaN;
    if (p > 0.35) runMax = Number.isNaN(runMax) ? p : Math.max(runMax, p);
    else if (!Number.isNaN(p) || i === progress.length) {
      if (runMax >= 0.5) peaks.push(runMax);
      runMax = Number.NaN;
    }
  }
  if (peaks.length < 2) return null;
  peaks.sort((a, b) => a - b);
  return peaks[Math.floor(peaks.length / 2)] ?? null;
}

export type SignalChoice =
  | { ok: true; measured: MeasuredSignal }
  | { ok: false; reason: 'not_visible' | 'no_movement'; measured: MeasuredSignal | null };

/** The first signal (in the exercise's order of preference) that is visible enough and moves enough. */
export function chooseSignal(signals: CountingSignal[], bodies: BodyFrame[], valid: boolean[], minCoverage = 0.5): SignalChoice {
  let stillest: MeasuredSignal | null = null;
  for (const signal of signals) {
    const measured = measureSignal(signal, bodies, valid);
    if (measured.coverage < minCoverage) continue;
    if (measured.travel >= signal.minTravel) return { ok: true, measured };
    stillest ??= measured;
  }
  return stillest ? { ok: false, reason: 'no_movement', measured: stillest } : { ok: false, reason: 'not_visible', measured: null };
}
