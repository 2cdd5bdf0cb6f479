import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_PLATES, formatLoadIn, fromKg, plateLine, platesPerSide, toKg } from './plates.js';

describe('platesPerSide', () => {
  it.each([
    [20, [], 20],
    [60, [20], 60],
    [100, [25, 15], 100],
    [102.5, [25, 15, 1.25], 102.5],
    [142.5, [25, 25, 10, 1.25], 142.5],
    [61, [20], 60],
  ])('Given %s kg on a 20 kg bar, When loaded, Then %j each side (total %s)', (target, perSide, total) => {
    const loading = platesPerSide(target);
    expect(loading.perSide).toEqual(perSide);
    expect(loading.total).toBe(total);
    expect(loading.short).toBe(Math.round((target - total) * 100) / 100);
  });

  it('Given 225 lb and 315 lb on a 45 lb bar, When loaded, Then two and three 45s a side', () => {
    expect(platesPerSide(225, STANDARD_PLATES.lb).perSide).toEqual([45, 45]);
    expect(platesPerSide(315, STANDARD_PLATES.lb).perSide).toEqual([45, 45, 45]);
    expect(platesPerSide(185, STANDARD_PLATES.lb).perSide).toEqual([45, 25]);
  });

  it('Given a configured bar and plates that the heaviest-first fill gets wrong, When loaded, Then the fewest exact plates', () => {
    // 15 kg bar, only 15s and 10s: 55 kg is 20 a side, two 10s (heaviest-first would stop at one 15).
    const loading = platesPerSide(55, { unit: 'kg', bar: 15, plates: [15, 10] });
    expect(loading.perSide).toEqual([10, 10]);
    expect(loading.short).toBe(0);
  });

  it('Given a load below the bar, When loaded, Then it says so', () => {
    const loading = platesPerSide(15);
    expect(loading.belowBar).toBe(true);
    expect(plateLine(loading)).toBe('below the 20 kg bar');
    expect(plateLine(platesPerSide(20))).toBe('20 kg bar (empty bar)');
    expect(plateLine(platesPerSide(100))).toBe('20 kg bar + 25 + 15 each side');
    expect(plateLine(platesPerSide(101))).toBe('20 kg bar + 25 + 15 each side (1 kg short of 101)');
  });

  it('property: the plates never weigh more than asked, sides match, and any multiple of 2.5 kg from the bar up is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 200 }), (halfSteps) => {
        const target = halfSteps * 2.5;
        const loading = platesPerSide(target);
        expect(loading.total).toBeLessThanOrEqual(target);
        expect(loading.total).toBe(target);
        expect(loading.perSide.every((p) => STANDARD_PLATES.kg.plates.includes(p))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (target) => {
        const loading = platesPerSide(target, STANDARD_PLATES.lb);
        if (!loading.belowBar) expect(loading.total).toBeLessThanOrEqual(target + 1e-9);
        expect(loading.short).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('units', () => {
  it('Given kg stored, When shown in lb and back, Then 100 kg is 220.5 lb and 225 lb round-trips', () => {
    expect(formatLoadIn(100, 'lb')).toBe('220.5 lb');
    expect(formatLoadIn(102.5, 'kg')).toBe('102.5 kg');
    expect(fromKg(toKg(225, 'lb'), 'lb')).toBeCloseTo(225, 9);
  });
});
