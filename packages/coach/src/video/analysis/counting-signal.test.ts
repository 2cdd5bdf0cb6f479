import { describe, expect, it } from 'vitest';
import { turningLevels } from './counting-signal.js';
import { countReps, DEFAULT_REP_COUNTER } from './rep-counter.js';
import { measureSignal } from './counting-signal.js';
import type { BodyFrame } from './body-frame.js';
import type { CountingSignal } from './exercise-definition.js';

describe('turningLevels', () => {
  it('Given a zigzag with small wobbles, When read, Then only the turns of the big swings are kept', () => {
    const values = [0, 1, 0.95, 1.02, 0.1, 0.15, 0.05, 0.9, 0.2];
    expect(turningLevels(values, 0.5)).toEqual({ highs: [1.02, 0.9], lows: [0, 0.05] });
  });
});

describe('measureSignal', () => {
  it('Given a push-up set that starts from a higher plank than the tops it later reaches, When measured, Then each rep still returns to rest and counts', () => {
    // Shoulder height: 1.2 in the first plank, then 10 reps between 0.9 (top) and 0.5 (bottom) at 5 fps.
    const values = [1.2, 1.2, 1.2, ...Array.from({ length: 10 }, () => [0.9, 0.75, 0.55, 0.5, 0.65, 0.85]).flat(), 0.9];
    const signal: CountingSignal = { name: 'shoulder height', unit: 'torso_lengths', joints: ['shoulder'], value: (body) => values[body.index] ?? Number.NaN, restIs: 'high', minTravel: 0.2 };
    const bodies = values.map((_, index) => ({ index }) as BodyFrame);
    const valid = values.map(() => true);
    const measured = measureSignal(signal, bodies, valid);
    expect(measured.restLevel).toBeCloseTo(0.9, 1);
    const times = values.map((_, i) => i / 5);
    expect(countReps(measured.progress, valid, times, { ...DEFAULT_REP_COUNTER, minRepSec: 0.5 })).toHaveLength(10);
  });
});
