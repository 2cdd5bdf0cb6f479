import { featuresOf } from './features.js';
import shipped from './intent-weights.json' with { type: 'json' };
import { fromModelFile } from './model-file.js';
import { predict, trainSoftmax, type LabelledExample, type Prediction, type SoftmaxModel } from './softmax-model.js';

/** Below this the model is not sure, and the coach asks rather than answering the nearest question. */
export const SURE = 0.45;

/** Train the intent model on labelled examples (features worked out once each). */
export function trainIntentModel(examples: readonly LabelledExample[]): SoftmaxModel {
  return trainSoftmax(examples.map((e) => ({ features: featuresOf(e.text), label: e.label })));
}

/** The shipped weights (`npm run train:intents` writes them), read once when first needed. */
let loaded: SoftmaxModel | null = null;
export function intentModel(): SoftmaxModel {
  loaded ??= fromModelFile(shipped);
  return loaded;
}

export const classifyIntent = (text: string, model: SoftmaxModel = intentModel()): Prediction =>
  predict(model, featuresOf(text));

export interface HeldOutScore {
  accuracy: number;
  /** Share of messages answered without a clarifying question. */
  sure: number;
  accuracyWhenSure: number;
  wrong: { text: string; label: string; predicted: string }[];
}

/** How a model does on examples it was not trained on. */
export function heldOutAccuracy(model: SoftmaxModel, examples: readonly LabelledExample[]): HeldOutScore {
  let right = 0;
  let sure = 0;
  let rightWhenSure = 0;
  const wrong: HeldOutScore['wrong'] = [];
  for (const e of examples) {
    const p = classifyIntent(e.text, model);
    const ok = p.label === e.label;
    if (ok) right += 1;
    else wrong.push({ text: e.text, label: e.label, predicted: p.label });
    if (p.probability >= SURE) {
      sure += 1;
      if (ok) rightWhenSure += 1;
    }
  }
  return {
    accuracy: right / examples.length,
    sure: sure / examples.length,
    accuracyWhenSure: rightWhenSure / Math.max(1, sure),
    wrong,
  };
}
