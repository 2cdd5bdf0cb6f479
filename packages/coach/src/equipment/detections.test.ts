import { describe, expect, it } from 'vitest';
import { decodeDetections, intersectionOverUnion } from './detections.js';

const options = { inputSize: 512, minScore: 0.2, iouThreshold: 0.4, maxObjects: 10 };

describe('decodeDetections', () => {
  it('Given raw CenterNet rows, when decoded, then boxes are relative and labels come from the COCO index', () => {
    const objects = decodeDetections([[0, 256, 256, 512, 0.8, 13]], options);
    expect(objects).toEqual([{ label: 'bench', score: 0.8, box: [0, 0.5, 0.5, 0.5] }]);
  });

  it('Given weak, unknown and empty rows, when decoded, then they are dropped', () => {
    const rows = [
      [0, 0, 100, 100, 0.1, 13],
      [0, 0, 100, 100, 0.9, 80],
      [0, 0, 100, 100, 0.9, Number.NaN],
      [50, 50, 50, 90, 0.9, 0],
    ];
    expect(decodeDetections(rows, options)).toEqual([]);
  });

  it('Given two overlapping boxes of one label, when decoded, then only the stronger is kept', () => {
    const rows = [
      [0, 0, 100, 100, 0.5, 0],
      [5, 5, 100, 100, 0.7, 0],
      [5, 5, 100, 100, 0.6, 13],
    ];
    expect(decodeDetections(rows, options).map((o) => [o.label, o.score])).toEqual([
      ['person', 0.7],
      ['bench', 0.6],
    ]);
  });

  it('Given more objects than the limit, when decoded, then the strongest are kept', () => {
    const rows = Array.from({ length: 5 }, (_, i) => [i * 100, 0, i * 100 + 50, 50, 0.3 + i / 10, 0]);
    expect(decodeDetections(rows, { ...options, maxObjects: 2 }).map((o) => o.score)).toEqual([0.7, 0.6]);
  });
});

describe('intersectionOverUnion', () => {
  it('is 1 for the same box, 0 for disjoint boxes and 1/3 for half-shifted ones', () => {
    expect(intersectionOverUnion([0, 0, 1, 1], [0, 0, 1, 1])).toBe(1);
    expect(intersectionOverUnion([0, 0, 1, 1], [2, 2, 1, 1])).toBe(0);
    expect(intersectionOverUnion([0, 0, 2, 1], [1, 0, 2, 1])).toBeCloseTo(1 / 3);
  });
});
