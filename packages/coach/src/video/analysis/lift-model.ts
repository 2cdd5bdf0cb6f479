import { UPLOAD_EXERCISES, type UploadExercise } from '@spotter/core/constants';
import type { LiftFeatures } from './lift-features.js';

/**
 * A small learned layer over the hand-made lift evidence: multinomial logistic regression on the
 * body-relative features (LiftFeatures, torso lengths and degrees, nothing about the camera, the
 * resolution or the clip's length) and the log of each rule fit (liftFits), then a temperature that
 * makes its probabilities calibrated. Everything here is fitted from examples by fitLiftModel, so the
 * evaluation can refit it without a clip's source (leave-one-source-out) before scoring that clip.
 */
export interface LiftModel {
  /** Per input: mean and spread used to standardise it (unknown inputs become the mean). */
  mean: number[];
  spread: number[];
  /** Per lift (UPLOAD_EXERCISES order): weights over the inputs and a bias. */
  weights: number[][];
  bias: number[];
  /** Divides the logits before the softmax; fitted on held-out predictions so confidence means what it says. */
  temperature: number;
}

/** One labelled clip to learn from: its inputs (liftInputs), its lift and where it came from (held out together). */
export interface LiftExample {
  inputs: number[];
  exercise: UploadExercise;
  source: string;
}

/** The features the model reads, in order; the rule fits follow them. */
export const MODEL_FEATURES: readonly (keyof LiftFeatures)[] = [
  'incline',
  'inclineRange',
  'foreshortening',
  'handsOverhead',
  'handsLow',
  'wristHeight',
  'armTravel',
  'elbowRange',
  'kneeRange',
  'kneeMin',
  'hipAngleRange',
  'hipTravel',
  'shoulderTravel',
  'shoulderTravelInPicture',
  'shoulderOverHands',
  'wristTravel',
  'kneeSplit',
  'ankleGap',
  'handsAboveFeet',
  'handsAnchored',
  'legsSeen',
];

/** A rule fit of 0 is strong evidence, not infinite evidence: logs are floored here. */
const FIT_FLOOR = 0.01;

/** The model's inputs for one clip: its features, then log(fit) per lift. NaN marks an unknown feature. */
export function liftInputs(features: LiftFeatures, fits: Record<UploadExercise, number>): number[] {
  return [
    ...MODEL_FEATURES.map((name) => features[name]),
    ...UPLOAD_EXERCISES.map((lift) => Math.log(Math.max(FIT_FLOOR, fits[lift]))),
  ];
}

/** Probabilities per lift (UPLOAD_EXERCISES order). */
export function liftProbabilities(model: LiftModel, inputs: number[]): number[] {
  return softmax(logits(model, inputs).map((value) => value / model.temperature));
}

/** Standardised inputs are held within this many spreads: a clip far outside what the model saw must not extrapolate it into certainty. */
const INPUT_LIMIT = 3;

function standardise(model: Pick<LiftModel, 'mean' | 'spread'>, inputs: number[]): number[] {
  return inputs.map((value, k) =>
    Number.isFinite(value)
      ? Math.max(-INPUT_LIMIT, Math.min(INPUT_LIMIT, (value - (model.mean[k] ?? 0)) / (model.spread[k] ?? 1)))
      : 0,
  );
}

function logits(model: Omit<LiftModel, 'temperature'>, inputs: number[]): number[] {
  const x = standardise(model, inputs);
  return model.weights.map((row, c) => row.reduce((sum, w, k) => sum + w * (x[k] ?? 0), model.bias[c] ?? 0));
}

export function softmax(values: number[]): number[] {
  const top = Math.max(...values);
  const exps = values.map((value) => Math.exp(value - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / total);
}

export interface FitOptions {
  /** L2 penalty on the weights (standardised inputs): strong, as the examples are few. */
  l2?: number;
  iterations?: number;
}

const DEFAULTS: Required<FitOptions> = { l2: 0.05, iterations: 200 };

/**
 * Multinomial logistic regression by full-batch gradient descent with momentum (deterministic: same examples, same
 * model), every source weighted equally so a source with many clips does not dominate.
 */
function fitLogistic(examples: LiftExample[], options: Required<FitOptions>): Omit<LiftModel, 'temperature'> {
  const width = examples[0]?.inputs.length ?? 0;
  const column = (k: number) => examples.map((example) => example.inputs[k] ?? Number.NaN).filter(Number.isFinite);
  const mean = Array.from({ length: width }, (_, k) => average(column(k)));
  const spread = Array.from({ length: width }, (_, k) => {
    const values = column(k);
    const sd = Math.sqrt(average(values.map((value) => (value - (mean[k] ?? 0)) ** 2)));
    return sd > 1e-6 ? sd : 1;
  });
  const scaled = { mean, spread };
  const xs = examples.map((example) => standardise(scaled, example.inputs));
  const ys = examples.map((example) => UPLOAD_EXERCISES.indexOf(example.exercise));
  const perSource = new Map<string, number>();
  for (const example of examples) perSource.set(example.source, (perSource.get(example.source) ?? 0) + 1);
  const sampleWeight = examples.map((example) => 1 / (perSource.get(example.source) ?? 1) / perSource.size);
  const classes = UPLOAD_EXERCISES.length;
  // Flat typed arrays: a fit runs hundreds of times in a leave-one-source-out evaluation.
  const n = xs.length;
  const x = new Float64Array(n * width);
  xs.forEach((row, i) => row.forEach((value, k) => (x[i * width + k] = value)));
  const w = new Float64Array(classes * width);
  const b = new Float64Array(classes);
  const velocityW = new Float64Array(classes * width);
  const velocityB = new Float64Array(classes);
  const gradW = new Float64Array(classes * width);
  const gradB = new Float64Array(classes);
  const z = new Float64Array(classes);
  const rate = 0.5;
  const momentum = 0.9;
  for (let step = 0; step < options.iterations; step += 1) {
    gradW.fill(0);
    gradB.fill(0);
    for (let i = 0; i < n; i += 1) {
      let top = Number.NEGATIVE_INFINITY;
      for (let c = 0; c < classes; c += 1) {
        let sum = b[c] as number;
        for (let k = 0; k < width; k += 1) sum += (w[c * width + k] as number) * (x[i * width + k] as number);
        z[c] = sum;
        if (sum > top) top = sum;
      }
      let total = 0;
      for (let c = 0; c < classes; c += 1) {
        z[c] = Math.exp((z[c] as number) - top);
        total += z[c] as number;
      }
      const weight = sampleWeight[i] ?? 0;
      for (let c = 0; c < classes; c += 1) {
        const error = ((z[c] as number) / total - (ys[i] === c ? 1 : 0)) * weight;
        gradB[c] = (gradB[c] as number) + error;
        for (let k = 0; k < width; k += 1)
          gradW[c * width + k] = (gradW[c * width + k] as number) + error * (x[i * width + k] as number);
      }
    }
    for (let j = 0; j < w.length; j += 1) {
      velocityW[j] =
        momentum * (velocityW[j] as number) - rate * ((gradW[j] as number) + options.l2 * (w[j] as number));
      w[j] = (w[j] as number) + (velocityW[j] as number);
    }
    for (let c = 0; c < classes; c += 1) {
      velocityB[c] = momentum * (velocityB[c] as number) - rate * (gradB[c] as number);
      b[c] = (b[c] as number) + (velocityB[c] as number);
    }
  }
  const weights = Array.from({ length: classes }, (_, c) => Array.from(w.subarray(c * width, (c + 1) * width)));
  const bias = Array.from(b);
  return { mean, spread, weights, bias };
}

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Folds of sources for the held-out predictions the temperature is fitted on. */
const INNER_FOLDS = 10;

/** Temperatures tried when calibrating (the one with the lowest held-out log loss wins). */
const TEMPERATURES = Array.from({ length: 60 }, (_, i) => 0.25 * 1.07 ** i);

/**
 * Fit the model on labelled clips: the regression on all of them, and the temperature on predictions
 * each made without its own source (grouped by source into a few folds), so the confidence is calibrated on
 * clips the regression had not seen. With a single source the temperature stays 1.
 */
export function fitLiftModel(examples: LiftExample[], options: FitOptions = {}): LiftModel {
  const settings = { ...DEFAULTS, ...options };
  const model = fitLogistic(examples, settings);
  const sources = [...new Set(examples.map((example) => example.source))];
  if (sources.length < 2) return { ...model, temperature: 1 };
  // Sources dealt round-robin into a few folds: each fold's clips are predicted by a regression fitted without them.
  const folds = Math.min(INNER_FOLDS, sources.length);
  const foldOf = new Map([...sources].sort().map((source, i) => [source, i % folds]));
  const heldOut: { logits: number[]; label: number }[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const train = examples.filter((example) => foldOf.get(example.source) !== fold);
    if (new Set(train.map((example) => example.exercise)).size < 2) continue;
    const inner = fitLogistic(train, settings);
    for (const example of examples.filter((e) => foldOf.get(e.source) === fold)) {
      heldOut.push({ logits: logits(inner, example.inputs), label: UPLOAD_EXERCISES.indexOf(example.exercise) });
    }
  }
  return { ...model, temperature: bestTemperature(heldOut) };
}

/**
 * The temperature with the lowest Brier score (squared error of the probabilities) on held-out logits. Like log loss it
 * is a proper scoring rule, but bounded: one held-out clip predicted confidently wrong costs at most 2, not without
 * limit, so it does not soften every other clip's confidence (with ~40 clips a single outlier set the temperature).
 */
export function bestTemperature(heldOut: { logits: number[]; label: number }[]): number {
  if (heldOut.length === 0) return 1;
  let best = { temperature: 1, loss: Number.POSITIVE_INFINITY };
  for (const temperature of TEMPERATURES) {
    const loss = heldOut.reduce(
      (sum, { logits: z, label }) =>
        sum +
        softmax(z.map((v) => v / temperature)).reduce((error, p, c) => error + (p - (c === label ? 1 : 0)) ** 2, 0),
      0,
    );
    if (loss < best.loss) best = { temperature, loss };
  }
  return best.temperature;
}
