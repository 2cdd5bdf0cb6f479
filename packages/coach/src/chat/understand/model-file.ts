import type { SoftmaxModel } from './softmax-model.js';

/** The trained model as it is shipped: weights in hundredths, features whose weights all round to nothing left out. */
export interface ModelFile {
  /** Hash of the examples and the feature code the weights were trained from (see fingerprint.ts). */
  fingerprint: string;
  labels: string[];
  weights: Record<string, number[]>;
}

export function toModelFile(model: SoftmaxModel, fingerprint: string): ModelFile {
  const L = model.labels.length;
  const weights: Record<string, number[]> = {};
  for (const [feature, row] of [...model.features].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const values = Array.from(model.weights.subarray(row * L, row * L + L), (w) => Math.round(w * 100));
    if (values.some((w) => Math.abs(w) >= 2)) weights[feature] = values;
  }
  return { fingerprint, labels: [...model.labels], weights };
}

export function fromModelFile(file: ModelFile): SoftmaxModel {
  const L = file.labels.length;
  const entries = Object.entries(file.weights);
  const weights = new Float64Array(entries.length * L);
  const features = new Map<string, number>();
  entries.forEach(([feature, values], row) => {
    features.set(feature, row);
    values.forEach((w, k) => (weights[row * L + k] = w / 100));
  });
  return { labels: file.labels, features, weights };
}
