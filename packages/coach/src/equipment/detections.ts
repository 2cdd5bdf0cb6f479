import { COCO_LABELS } from './coco-equipment.js';

/** One object the detector found; box in 0..1 of the image as [x, y, width, height]. */
export interface DetectedObject {
  label: string;
  score: number;
  box: [number, number, number, number];
}

export interface DecodeDetectionsOptions {
  /** Side of the square model input, in pixels (the raw boxes are in input pixels). */
  inputSize: number;
  minScore: number;
  /** Boxes of one label overlapping more than this (intersection over union) are the same object. */
  iouThreshold: number;
  maxObjects: number;
}

/** Intersection over union of two [x, y, w, h] boxes. */
export function intersectionOverUnion(a: DetectedObject['box'], b: DetectedObject['box']): number {
  const x1 = Math.max(a[0], b[0]);
  const y1 = Math.max(a[1], b[1]);
  const x2 = Math.min(a[0] + a[2], b[0] + b[2]);
  const y2 = Math.min(a[1] + a[3], b[1] + b[3]);
  const intersection = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a[2] * a[3] + b[2] * b[3] - intersection;
  return union > 0 ? intersection / union : 0;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Turn CenterNet's raw rows [x1, y1, x2, y2, score, classIndex] (input pixels) into labelled
 * objects: drop weak and unknown rows, then keep the best box per object (greedy NMS per label).
 */
export function decodeDetections(
  rows: readonly (readonly number[])[],
  options: DecodeDetectionsOptions,
): DetectedObject[] {
  const candidates: DetectedObject[] = [];
  for (const row of rows) {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, classIndex = Number.NaN] = row;
    const label = Number.isInteger(classIndex) ? COCO_LABELS[classIndex] : undefined;
    if (!label || !(score >= options.minScore)) continue;
    const left = clamp01(x1 / options.inputSize);
    const top = clamp01(y1 / options.inputSize);
    const box: DetectedObject['box'] = [
      left,
      top,
      clamp01(x2 / options.inputSize) - left,
      clamp01(y2 / options.inputSize) - top,
    ];
    if (box[2] <= 0 || box[3] <= 0) continue;
    candidates.push({ label, score: Math.round(score * 100) / 100, box });
  }
  candidates.sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  const kept: DetectedObject[] = [];
  for (const candidate of candidates) {
    const duplicate = kept.some(
      (other) =>
        other.label === candidate.label && intersectionOverUnion(other.box, candidate.box) > options.iouThreshold,
    );
    if (!duplicate) kept.push(candidate);
    if (kept.length >= options.maxObjects) break;
  }
  return kept;
}
