import { featuresOf } from './features.js';
import { predict, trainSoftmax, type LabelledExample, type Prediction, type SoftmaxModel } from './softmax-model.js';
import { intentExamples } from './training-set.js';

/** Train the intent model on labelled examples (features worked out once each). */
export function trainIntentModel(examples: readonly LabelledExample[]): SoftmaxModel {
  return trainSoftmax(examples.map((e) => ({ features: featuresOf(e.text), label: e.label })));
}

/** The model the coach uses, trained on every example the first time it is asked for (about a tenth of a second). */
let shipped: SoftmaxModel | null = null;
export function intentModel(): SoftmaxModel {
  if (!shipped) {
    const { train, test } = intentExamples();
    shipped = trainIntentModel([...train, ...test]);
  }
  return shipped;
}

export const classifyIntent = (text: string, model: SoftmaxModel = intentModel()): Prediction => predict(model, featuresOf(text));
