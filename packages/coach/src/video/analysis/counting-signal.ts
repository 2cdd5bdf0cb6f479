import { quantile } from './body-geometry.js';
import type { BodyFrame, Limbs } from './body-frame.js';
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
  // Where the lifter turns between reps, when there are reps: a set whose tops never come back to
  // the starting position (a push-up set that never quite locks out again) is scaled by the tops
  // it does reach, not by the first frame's plank.
  const swings = turningLevels(
    values.map((value, i) => (valid[i] === true ? value : Number.NaN)),
    (high - low) * 0.3,
  );
  const restTurns = signal.restIs === 'high' ? swings.highs : swings.lows;
  const workTurns = signal.restIs === 'high' ? swings.lows : swings.highs;
  const restLevel =
    restTurns.length >= 3 && workTurns.length >= 2 ? quantile(restTurns, 0.5) : signal.restIs === 'high' ? high : low;
  let workLevel = signal.restIs === 'high' ? low : high;
  const scale = (span: number) =>
    values.map((value) => (Number.isNaN(value) || !(Math.abs(span) > 0) ? Number.NaN : (value - restLevel) / span));
  let progress = scale(workLevel - restLevel);
  // One deep outlier (picking the bar up, sitting down, a misread arm) must not stretch the range so far that
  // ordinary reps stop reaching the threshold: scale by the typical excursion instead. When fewer than two excursions
  // reach half of the stretched range, the typical one is the median of every turn away from rest (see typicalTurn).
  const typical =
    typicalExcursion(progress, valid) ??
    typicalTurn(workTurns.map((level) => (level - restLevel) / (workLevel - restLevel)));
  if (typical !== null && typical < 0.85) {
    workLevel = restLevel + typical * (workLevel - restLevel);
    progress = scale(workLevel - restLevel);
  }
  const travel = Math.abs(workLevel - restLevel);
  return {
    signal,
    values,
    progress,
    restLevel,
    workLevel,
    travel,
    coverage: validCount === 0 ? 0 : usable.length / validCount,
  };
}

/**
 * The turning points of a signal, ignoring swings smaller than `minSwing` (a zigzag): the values
 * where it stopped rising and where it stopped falling. NaN frames are skipped.
 */
export function turningLevels(values: number[], minSwing: number): { highs: number[]; lows: number[] } {
  const highs: number[] = [];
  const lows: number[] = [];
  if (!(minSwing > 0)) return { highs, lows };
  let direction: 'up' | 'down' | null = null;
  let high = Number.NaN;
  let low = Number.NaN;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    if (direction !== 'down' && !(value <= high)) high = value;
    if (direction !== 'up' && !(value >= low)) low = value;
    if (direction !== 'down' && high - value >= minSwing) {
      highs.push(high);
      direction = 'down';
      low = value;
    } else if (direction !== 'up' && value - low >= minSwing) {
      lows.push(low);
      direction = 'up';
      high = value;
    }
  }
  return { highs, lows };
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

/** Turns that go less than this share of the stretched range away from rest are wobbles, not reps. */
const TURN_FLOOR = 0.3;

/**
 * The typical excursion from the turns away from rest (progress at each), or null with fewer than two that go at least
 * TURN_FLOOR of the way: the median (the mean of the middle two for an even count), so one excursion far deeper than
 * the others (a high percentile of frames would be its depth) does not set the scale.
 */
export function typicalTurn(turns: number[]): number | null {
  const deep = turns.filter((turn) => turn >= TURN_FLOOR).sort((a, b) => a - b);
  if (deep.length < 2) return null;
  const middle = deep.length >> 1;
  return deep.length % 2 === 1 ? (deep[middle] ?? null) : ((deep[middle - 1] ?? 0) + (deep[middle] ?? 0)) / 2;
}

export type SignalChoice =
  | { ok: true; measured: MeasuredSignal; limbs: Limbs }
  | { ok: false; reason: 'not_visible' | 'no_movement'; measured: MeasuredSignal | null };

/**
 * Frame-to-frame noise of a progress signal: the median distance of each value from a local
 * quadratic fit through its five-frame neighbourhood (Savitzky-Golay), which follows any smooth
 * movement, so what is left is jitter.
 */
export function progressNoise(progress: number[], valid: boolean[]): number {
  const weights = [-3, 12, 17, 12, -3];
  const residuals: number[] = [];
  for (let i = 2; i < progress.length - 2; i += 1) {
    let fit = 0;
    let seen = true;
    for (let k = -2; k <= 2; k += 1) {
      const value = progress[i + k] ?? Number.NaN;
      if (!valid[i + k] || Number.isNaN(value)) seen = false;
      fit += (weights[k + 2] ?? 0) * value;
    }
    if (seen) residuals.push(Math.abs((progress[i] ?? 0) - fit / 35));
  }
  return quantile(residuals, 0.5);
}

/** How much to trust a measured signal for counting: clean (little noise against its own range) and seen often. */
export function signalQuality(measured: MeasuredSignal, valid: boolean[]): number {
  const noise = progressNoise(measured.progress, valid);
  return Number.isNaN(noise) ? 0 : Math.min(1, measured.coverage) / (noise + 0.002);
}

/** The bodies read with each choice of limbs. */
export interface LimbReading {
  limbs: Limbs;
  bodies: BodyFrame[];
}

/**
 * Below a signal's minTravel a set may still be counted when its movement is clean and repeated (a floor press, a
 * partial range): the threshold then comes from the set's own excursion, down to this share of minTravel (the floor,
 * in body units), and only when the signal's jitter is small against that excursion.
 */
export const SHORT_RANGE_FLOOR = 0.5;
/** Largest frame-to-frame noise (share of the set's own excursion) a short-range set may have to be counted. */
const SHORT_RANGE_NOISE = 0.04;

/** Whether a reading moves enough to count: its full travel, or a short but clean and repeated one. */
export function movesEnough(measured: MeasuredSignal, valid: boolean[]): boolean {
  if (measured.travel >= measured.signal.minTravel) return true;
  if (measured.travel < measured.signal.minTravel * SHORT_RANGE_FLOOR) return false;
  return (
    typicalExcursion(measured.progress, valid) !== null && progressNoise(measured.progress, valid) <= SHORT_RANGE_NOISE
  );
}

/** Counts the reps a measured reading shows (the rep counter the set will be counted with). */
export type RepCount = (measured: MeasuredSignal) => number;

/**
 * The cleanest signal that is seen enough and moves enough, over every signal of the exercise
 * and every reading of the limbs (both sides averaged, or either side alone): a hidden or
 * still limb lowers travel and adds noise, so the side that is seen and moves wins. Order in
 * the exercise's list only breaks near ties. Signals measured in the picture (frame 'image')
 * are tried only when no body-centred one can count: travel or a camera pan moves them.
 *
 * With `countOf`, readings that find fewer reps than the median of the readings that move are left out first: one
 * clean but flaky reading (an elbow that MoveNet loses half the time, a single side whose range a trim or a still
 * stretch changes) drops reps the other readings of the same body see, and cleanliness alone would pick it.
 */
export function chooseSignal(
  signals: CountingSignal[],
  readings: LimbReading[],
  valid: boolean[],
  minCoverage = 0.5,
  countOf?: RepCount,
): SignalChoice {
  const body = signals.filter((signal) => signal.frame !== 'image');
  const image = signals.filter((signal) => signal.frame === 'image');
  const first = chooseAmong(signals, body, readings, valid, minCoverage, countOf);
  if (first.ok || image.length === 0) return first;
  const fallback = chooseAmong(signals, image, readings, valid, minCoverage, countOf);
  return fallback.ok ? fallback : first.measured ? first : fallback;
}

interface Candidate {
  measured: MeasuredSignal;
  limbs: Limbs;
  quality: number;
}

/** The candidates whose count reaches the median count of all of them (every candidate without a counter). */
export function agreeingCandidates<T extends { measured: MeasuredSignal }>(candidates: T[], countOf?: RepCount): T[] {
  if (!countOf || candidates.length < 3) return candidates;
  const counts = candidates.map((candidate) => countOf(candidate.measured));
  const median = quantile(counts, 0.5);
  return candidates.filter((_, k) => (counts[k] ?? 0) >= median);
}

function chooseAmong(
  all: CountingSignal[],
  signals: CountingSignal[],
  readings: LimbReading[],
  valid: boolean[],
  minCoverage: number,
  countOf?: RepCount,
): SignalChoice {
  const candidates: Candidate[] = [];
  let stillest: MeasuredSignal | null = null;
  for (const signal of signals) {
    const rank = all.indexOf(signal);
    const seen = readings
      .map(({ limbs, bodies }) => ({ limbs, measured: measureSignal(signal, bodies, valid) }))
      .filter((entry) => entry.measured.coverage >= minCoverage);
    // A still limb averaged in halves the travel: a reading that travels less than the best one of the same signal pays for it.
    const widest = Math.max(0, ...seen.map((entry) => entry.measured.travel));
    for (const entry of seen) {
      if (!movesEnough(entry.measured, valid)) {
        stillest ??= entry.measured;
        continue;
      }
      // Earlier signals of the list get a small head start.
      const quality =
        signalQuality(entry.measured, valid) * Math.sqrt(entry.measured.travel / widest) * (1 - 0.1 * rank);
      candidates.push({ ...entry, quality });
    }
  }
  const best = agreeingCandidates(candidates, countOf).reduce<Candidate | null>(
    (top, candidate) => (!top || candidate.quality > top.quality ? candidate : top),
    null,
  );
  if (best) return { ok: true, measured: best.measured, limbs: best.limbs };
  return stillest
    ? { ok: false, reason: 'no_movement', measured: stillest }
    : { ok: false, reason: 'not_visible', measured: null };
}
