/**
 * A multinomial logistic regression over sparse binary features, trained with plain stochastic gradient descent.
 * Small and dependency-free: a few thousand examples train in a fraction of a second, and a prediction is one
 * pass over the message's features (microseconds).
 */
export interface LabelledExample {
  text: string;
  label: string;
}

export interface SoftmaxModel {
  labels: readonly string[];
  /** Feature → its row in `weights` (one weight per label). */
  features: ReadonlyMap<string, number>;
  weights: Float64Array;
}

export interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Shuffling is seeded so the same examples always give the same model. */
  seed?: number;
}

/** A small seeded generator (mulberry32): the same training order every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Label probabilities for feature rows, written into `out`. */
function probabilities(weights: Float64Array, rows: readonly number[], out: Float64Array): Float64Array {
  const labels = out.length;
  out.fill(0);
  for (const row of rows) for (let k = 0, at = row * labels; k < labels; k += 1, at += 1) out[k]! += weights[at]!;
  let max = -Infinity;
  for (let k = 0; k < labels; k += 1) max = Math.max(max, out[k]!);
  let sum = 0;
  for (let k = 0; k < labels; k += 1) sum += out[k] = Math.exp(out[k]! - max);
  for (let k = 0; k < labels; k += 1) out[k]! /= sum;
  return out;
}

/** Train on featurised examples. */
export function trainSoftmax(
  examples: readonly { features: readonly string[]; label: string }[],
  options: TrainOptions = {},
): SoftmaxModel {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const labelIndex = new Map(labels.map((label, i) => [label, i]));
  const features = new Map<string, number>();
  const rows = examples.map((e) => e.features.map((f) => features.get(f) ?? features.set(f, features.size).get(f)!));
  const truths = examples.map((e) => labelIndex.get(e.label)!);
  const L = labels.length;
  const weights = new Float64Array(features.size * L);
  const random = seededRandom(options.seed ?? 7);
  const order = examples.map((_, i) => i);
  const epochs = options.epochs ?? 10;
  const l2 = options.l2 ?? 1e-3;
  const scratch = new Float64Array(L);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = (options.learningRate ?? 0.1) / (1 + epoch * 0.5);
    const shrink = 1 - rate * l2;
    for (const at of order) {
      const p = probabilities(weights, rows[at]!, scratch);
      const truth = truths[at]!;
      for (const row of rows[at]!) {
        for (let k = 0, w = row * L; k < L; k += 1, w += 1)
          weights[w] = weights[w]! * shrink - rate * (p[k]! - (k === truth ? 1 : 0));
      }
    }
  }
  return { labels, features, weights };
}

export interface Prediction {
  label: string;
  probability: number;
  /** Every label with its probability, most likely first. */
  ranked: { label: string; probability: number }[];
}

export function predict(model: SoftmaxModel, features: readonly string[]): Prediction {
  const rows = features.map((f) => model.features.get(f)).filter((row): row is number => row !== undefined);
  const p = probabilities(model.weights, rows, new Float64Array(model.labels.length));
  const ranked = model.labels
    .map((label, i) => ({ label, probability: p[i]! }))
    .sort((a, b) => b.probability - a.probability);
  return { label: ranked[0]!.label, probability: ranked[0]!.probability, ranked };
}
