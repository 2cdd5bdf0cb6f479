import { describe, expect, it } from 'vitest';
import { countReps, DEFAULT_REP_COUNTER } from './rep-counter.js';

const FPS = 10;
const times = (n: number) => Array.from({ length: n }, (_, i) => i / FPS);
/** Progress 0 at rest, 1 at the working end: `rest` seconds still, then cosine reps of `repSec`. */
function reps(
  count: number,
  options: { repSec?: number; depth?: number; rest?: number; start?: number } = {},
): number[] {
  const repSec = options.repSec ?? 2;
  const depth = options.depth ?? 1;
  const rest = Array.from({ length: Math.round((options.rest ?? 1) * FPS) }, () => options.start ?? 0);
  const moving = Array.from(
    { length: Math.round(count * repSec * FPS) },
    (_, i) => (depth * (1 - Math.cos((2 * Math.PI * i) / (repSec * FPS)))) / 2,
  );
  return [...rest, ...moving, ...rest.map(() => 0)];
}
const allValid = (n: number) => Array.from({ length: n }, () => true);

describe('countReps', () => {
  it('counts each full excursion from rest to the working end and back once', () => {
    const progress = reps(5);
    expect(countReps(progress, allValid(progress.length), times(progress.length))).toHaveLength(5);
  });

  it('ignores jitter around one threshold thanks to hysteresis', () => {
    const jitter = [0, 0, 0.1, 0.5, 0.62, 0.58, 0.63, 0.57, 0.62, 0.3, 0.1, 0, 0];
    expect(countReps(jitter, allValid(jitter.length), times(jitter.length))).toHaveLength(1);
  });

  it('does not count half-way movements that never reach the working end', () => {
    const progress = reps(4, { depth: 0.5 });
    expect(countReps(progress, allValid(progress.length), times(progress.length))).toHaveLength(0);
  });

  it('drops reps faster than the minimum rep duration', () => {
    const progress = reps(3, { repSec: 0.4 });
    const options = { ...DEFAULT_REP_COUNTER, minRepSec: 0.8 };
    expect(countReps(progress, allValid(progress.length), times(progress.length), options)).toHaveLength(0);
  });

  it('starts counting only after the resting position is seen', () => {
    // The clip opens at the working end (setting up at the bottom): that first climb is not a rep.
    const progress = [1, 1, 0.8, 0.4, 0.1, 0, ...reps(2, { rest: 0 })];
    const found = countReps(progress, allValid(progress.length), times(progress.length));
    expect(found).toHaveLength(2);
    expect(found[0]?.start).toBeGreaterThanOrEqual(4);
  });

  it('does not count a dismount through an invalid posture', () => {
    const progress = [...reps(2), 0.3, 0.7, 1, 1, 1, 1, 1, 1, 1, 1];
    const valid = progress.map((_, i) => i < progress.length - 8);
    expect(countReps(progress, valid, times(progress.length))).toHaveLength(2);
  });

  it('counts a final rep cut off by the end of the clip, but not a long stay at the bottom', () => {
    const cutOff = [...reps(2), 0.2, 0.5, 0.8, 1];
    expect(countReps(cutOff, allValid(cutOff.length), times(cutOff.length))).toHaveLength(3);
    const lyingDown = [...reps(2), 0.2, 0.5, 0.8, ...Array.from({ length: 40 }, () => 1)];
    expect(countReps(lyingDown, allValid(lyingDown.length), times(lyingDown.length))).toHaveLength(2);
  });

  it('widens each rep to where the movement started and ended', () => {
    const progress = reps(1);
    const [rep] = countReps(progress, allValid(progress.length), times(progress.length));
    expect(rep?.peak).toBe(20);
    expect(rep?.start).toBeLessThanOrEqual(12);
    expect(rep?.end).toBeGreaterThanOrEqual(28);
  });
});

describe('countReps on clips trimmed mid-rep', () => {
  const trimmed = (from: number, to: number) => {
    const progress = reps(4).slice(from, to);
    return countReps(progress, allValid(progress.length), times(progress.length)).length;
  };
  // reps(4): 1 s at rest, then reps of 2 s (working end at 2 s, 4 s, 6 s, 8 s), then rest.

  it('Given a clip that opens part-way into the first rep, When counted, Then that rep counts: its working end is seen', () => {
    expect(trimmed(14, undefined as unknown as number)).toBe(4);
  });

  it('Given a clip that opens at the working end of a rep, When counted, Then that rep is not counted: the way there was not seen', () => {
    expect(trimmed(20, undefined as unknown as number)).toBe(3);
  });

  it('Given a clip that ends part-way back from the last working end, When counted, Then the last rep counts', () => {
    expect(trimmed(0, 85)).toBe(4);
  });

  it('Given a clip that ends on the way down, before the working end, When counted, Then the last rep is not invented', () => {
    expect(trimmed(0, 75)).toBe(3);
  });
});

describe('countReps on fast reps', () => {
  it('Given reps of 1 s with a 0.8 s minimum, When counted, Then each counts: the minimum applies to the whole rep, not the threshold crossings', () => {
    const fast = [
      ...Array.from({ length: 10 }, () => 0),
      ...Array.from({ length: 50 }, (_, i) => (1 - Math.cos((2 * Math.PI * i) / 10)) / 2),
      0,
      0,
      0,
    ];
    const options = { ...DEFAULT_REP_COUNTER, minRepSec: 0.8 };
    expect(countReps(fast, allValid(fast.length), times(fast.length), options)).toHaveLength(5);
  });
});

describe('countReps at the very end of a clip', () => {
  it('Given a last rep at its working end whose final frames are not seen, When counted, Then it counts as cut off by the clip', () => {
    const progress = [...reps(2), 0, 0.3, 0.6, 0.9, 1, Number.NaN, Number.NaN];
    expect(countReps(progress, allValid(progress.length), times(progress.length))).toHaveLength(3);
  });
});

describe('mergeShallowReleases: one rep with two working ends', () => {
  /** Reps that each squeeze twice: rest 0, up to 0.9, ease off to `dip`, up to 0.9 again, back to 0 (2.4 s each). */
  const doublePulls = (count: number, dip: number) => {
    const one = [0, 0.3, 0.7, 0.9, 0.9, 0.7, dip, dip, 0.7, 0.9, 0.9, 0.7, 0.3, 0, 0];
    const stretched = one.flatMap((value, i) => [value, (value + (one[i + 1] ?? 0)) / 2]).slice(0, 24);
    return [0, 0, 0, 0, 0, ...Array.from({ length: count }, () => stretched).flat(), 0, 0, 0, 0, 0];
  };
  const count = (progress: number[], minRelease: number) =>
    countReps(progress, allValid(progress.length), times(progress.length), { ...DEFAULT_REP_COUNTER, minRelease })
      .length;

  it("Given pulls that ease off part-way and squeeze again, by less than a rep's travel, When counted, Then each pull is one rep", () => {
    const progress = doublePulls(4, 0.35);
    expect(count(progress, 0)).toBe(8);
    // The set travelled just over a rep's minimum: a release of 0.55 of it is less than a rep.
    expect(count(progress, 0.9)).toBe(4);
  });

  it("Given the same shape on a big movement (a release of 0.55 of it is more than a rep's travel), When counted, Then both ends count", () => {
    expect(count(doublePulls(4, 0.35), 0.4)).toBe(8);
  });

  it('Given a short-range set whose every rest is as shallow as the others, When counted, Then no rep is merged', () => {
    const progress = [
      0.3,
      0.3,
      0.3,
      ...Array.from({ length: 5 }, () => [0.3, 0.5, 0.8, 1, 1, 0.8, 0.5, 0.3, 0.2, 0.3]).flat(),
      0.3,
      0.3,
    ];
    expect(count(progress, 2)).toBe(5);
  });
});
