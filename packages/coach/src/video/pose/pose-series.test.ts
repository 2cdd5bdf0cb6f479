import { describe, expect, it } from 'vitest';
import { medianFilter } from './pose-series.js';

describe('medianFilter', () => {
  it('Given a one-frame spike in an odd window, Then the spike is removed', () => {
    expect(medianFilter([1, 1, 9, 1, 1], 3)).toEqual([1, 1, 1, 1, 1]);
  });

  it('Given an even number of seen values in the window (the ends, a frame unseen), Then it is the mean of the middle two', () => {
    expect(medianFilter([0, 10, 20], 3)).toEqual([5, 10, 15]);
    expect(medianFilter([0, Number.NaN, 4, 6], 3)).toEqual([0, Number.NaN, 5, 5]);
  });

  it('Given a track and its mirror image (x -> width - x), Then the filtered tracks are mirror images too', () => {
    const track = [12, 30, 18, Number.NaN, 40, 44, 41, 70, 65, 90];
    const width = 100;
    const filtered = medianFilter(track, 5);
    const mirrored = medianFilter(
      track.map((x) => width - x),
      5,
    );
    mirrored.forEach((x, i) =>
      Number.isNaN(x) ? expect(filtered[i]).toBeNaN() : expect(width - x).toBeCloseTo(filtered[i] ?? Number.NaN, 9),
    );
  });
});
