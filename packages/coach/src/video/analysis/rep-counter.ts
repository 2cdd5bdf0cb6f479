/** Where a rep sits in the analysed frames (indices into the signal). */
export interface RepWindow {
  start: number;
  peak: number;
  end: number;
  /** The clip ended before the lifter came back to the resting position. */
  unfinished: boolean;
}

export interface RepCounterOptions {
  /** Progress (0 rest, 1 working end) that must be reached for a rep to count. */
  enter: number;
  /** Progress below which the lifter is back at rest (hysteresis: exit < enter). */
  exit: number;
  /** Shortest plausible rep, rest to rest, in seconds. */
  minRepSec: number;
  /** Longest stretch of unseen frames tolerated inside a rep, in seconds. */
  maxGapSec: number;
  /**
   * The travel a rep must cover, in progress units (the signal's minTravel over the set's travel): two working ends
   * with less release than this between them, and clearly less than at the rests around them, are one rep (a pull
   * that eases and squeezes again). 0: never merge.
   */
  minRelease?: number;
}

export const DEFAULT_REP_COUNTER: RepCounterOptions = { enter: 0.6, exit: 0.35, minRepSec: 0.5, maxGapSec: 1 };

/** A release between two working ends under this share of the release at the neighbouring rests is no rest at all. */
const SHALLOW_RELEASE = 2 / 3;

/**
 * The rep state machine over a progress signal (0 = resting position, 1 = working end).
 * A rep counts once the working end is reached and ends back at rest. A rep the lifter leaves
 * through an invalid posture or a long gap (a dismount, walking off) is dropped.
 *
 * Clips that start or end mid-rep are judged by what is visible: a rep counts when the clip
 * shows it entering its working end (crossing `enter`) and, unless the clip ends first, coming
 * back to rest. A clip that opens part-way down a squat counts that rep; one that opens at the
 * bottom (or a deadlift at lockout) does not, since the way there was not seen. A rep cut off by
 * the end of the clip after reaching its working end counts when it had lasted about as long as
 * the others (see keepPlausibleReps).
 */
export function countReps(
  progress: number[],
  valid: boolean[],
  times: number[],
  options: RepCounterOptions = DEFAULT_REP_COUNTER,
): RepWindow[] {
  const reps: RepWindow[] = [];
  let state: 'wait_rest' | 'rest' | 'work' = 'wait_rest';
  let lastRest = -1;
  let peak = -1;
  let lastSeen = -1;
  const seenAt = (i: number) => valid[i] === true && !Number.isNaN(progress[i] ?? Number.NaN);
  // The first seen frame of the clip, or the first after a gap long enough to reset the count.
  const firstOfStretch = (i: number) => lastSeen < 0 || (times[i] ?? 0) - (times[lastSeen] ?? 0) > options.maxGapSec;

  for (let i = 0; i < progress.length; i += 1) {
    const p = progress[i] ?? Number.NaN;
    if (!seenAt(i)) {
      const gap = (times[i] ?? 0) - (times[Math.max(0, lastSeen)] ?? 0);
      if (state !== 'wait_rest' && lastSeen >= 0 && gap > options.maxGapSec) state = 'wait_rest';
      continue;
    }
    const opening = firstOfStretch(i);
    lastSeen = i;
    if (state === 'wait_rest') {
      if (p <= options.exit) {
        state = 'rest';
        lastRest = i;
      } else if (p < options.enter && opening) {
        // The visible stretch opens part-way into a rep: it counts if it is seen reaching the working end.
        state = 'rest';
        lastRest = i;
      }
    } else if (state === 'rest') {
      if (p <= options.exit) lastRest = i;
      else if (p >= options.enter) {
        state = 'work';
        peak = i;
      }
    } else {
      if (p > (progress[peak] ?? Number.NaN)) peak = i;
      if (p <= options.exit) {
        reps.push({ start: lastRest, peak, end: i, unfinished: false });
        state = 'rest';
        lastRest = i;
      }
    }
  }
  // Cut off by the end of the clip: the lifter was still in the working end when last seen, and
  // after that only a short stretch where they were not seen at all (a lifter seen leaving the
  // posture, dropping off the bar, is a dismount, not a cut-off rep).
  const lastTime = times[progress.length - 1] ?? 0;
  const unseenAfter = progress.slice(lastSeen + 1).every((p) => Number.isNaN(p));
  if (state === 'work' && lastSeen >= 0 && unseenAfter && lastTime - (times[lastSeen] ?? 0) <= options.maxGapSec) {
    reps.push({ start: lastRest, peak, end: lastSeen, unfinished: true });
  }
  return keepPlausibleReps(
    expandRepBounds(mergeShallowReleases(reps, progress, options.minRelease ?? 0), progress),
    times,
    options.minRepSec,
  );
}

/**
 * Join rep candidates that are one rep with two working ends (a row that eases off and squeezes again, a double pump):
 * between them the lifter released less than a rep's travel (`minRelease`, in body units through the set's scale) and
 * less than SHALLOW_RELEASE of what they released at the rests before and after. Both must hold: a short-range set
 * whose every rest is shallow stays as it is, and so does a big movement with a half-way pause.
 */
export function mergeShallowReleases(reps: RepWindow[], progress: number[], minRelease: number): RepWindow[] {
  if (!(minRelease > 0) || reps.length < 2) return reps;
  const lowest = (from: number, to: number) => {
    let low = Number.NaN;
    for (let i = Math.max(0, from); i <= Math.min(progress.length - 1, to); i += 1) {
      const p = progress[i] ?? Number.NaN;
      if (!Number.isNaN(p) && !(p >= low)) low = p;
    }
    return low;
  };
  const at = (i: number) => progress[i] ?? Number.NaN;
  const merged = [...reps];
  for (let k = 0; k + 1 < merged.length;) {
    const [a, b] = [merged[k] as RepWindow, merged[k + 1] as RepWindow];
    const top = Math.min(at(a.peak), at(b.peak));
    const between = lowest(a.peak, b.peak);
    const before = lowest(k === 0 ? 0 : (merged[k - 1]?.peak ?? 0), a.peak);
    const after = lowest(
      b.peak,
      k + 2 < merged.length ? (merged[k + 2]?.peak ?? progress.length - 1) : progress.length - 1,
    );
    const rest = Math.min(...[before, after].filter((value) => !Number.isNaN(value)));
    const release = top - between;
    if (!a.unfinished && Number.isFinite(rest) && release < minRelease && release < SHALLOW_RELEASE * (top - rest)) {
      merged.splice(k, 2, {
        start: a.start,
        peak: at(b.peak) > at(a.peak) ? b.peak : a.peak,
        end: b.end,
        unfinished: b.unfinished,
      });
    } else k += 1;
  }
  return merged;
}

/**
 * Drop reps shorter than the minimum (jitter around the thresholds), so one wobble is never two
 * reps. Durations are of whole reps, rest to rest (after expandRepBounds), not of the stretch
 * between threshold crossings, so fast reps count.
 */
function keepPlausibleReps(reps: RepWindow[], times: number[], minRepSec: number): RepWindow[] {
  // A rep fills its frames start..end inclusive: one sampling interval more than the gap between them.
  const interval = times.length > 1 ? ((times[times.length - 1] ?? 0) - (times[0] ?? 0)) / (times.length - 1) : 0;
  const duration = (rep: RepWindow) => (times[rep.end] ?? 0) - (times[rep.start] ?? 0) + interval;
  const finished = reps.filter((rep) => !rep.unfinished && duration(rep) >= minRepSec);
  const typical = [...finished].map(duration).sort((a, b) => a - b)[Math.floor(finished.length / 2)] ?? 3;
  // A rep cut off by the end of the clip counts only if the clip ended about when a rep would
  // have: lying on the floor after the last push-up is not one more rep.
  const last = reps[reps.length - 1];
  const cutOff = last?.unfinished && duration(last) <= Math.max(typical, minRepSec) * 1.1 ? [last] : [];
  return [...finished, ...cutOff];
}

/**
 * Widen each rep from its threshold crossings to where the movement really began and ended:
 * back to the nearest frame at the resting level (progress <= restLevel), or the lowest point
 * between this rep's peak and its neighbours' when the lifter never fully settles.
 */
export function expandRepBounds(reps: RepWindow[], progress: number[], restLevel = 0.12): RepWindow[] {
  const at = (i: number) => progress[i] ?? Number.NaN;
  return reps.map((rep, k) => {
    const floor = k === 0 ? 0 : (reps[k - 1]?.peak ?? 0);
    const ceiling = k === reps.length - 1 ? progress.length - 1 : (reps[k + 1]?.peak ?? progress.length - 1);
    const settle = (from: number, step: -1 | 1, limit: number) => {
      let lowest = from;
      for (let i = from; step < 0 ? i >= limit : i <= limit; i += step) {
        if (Number.isNaN(at(i))) continue;
        if (Number.isNaN(at(lowest)) || at(i) < at(lowest)) lowest = i;
        if (at(i) <= restLevel) return i;
      }
      return lowest;
    };
    const start = Math.min(rep.start, settle(rep.peak, -1, floor));
    const end = rep.unfinished ? rep.end : Math.max(rep.end, settle(rep.peak, 1, ceiling));
    return { ...rep, start, end };
  });
}
