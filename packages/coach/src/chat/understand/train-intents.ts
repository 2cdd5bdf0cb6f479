/**
 * Retrain the chat's intent model from the labelled examples and write the shipped weights:
 *   npm run train:intents
 * Prints the accuracy on the held-out frames (trained without them) before training on everything.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { modelFingerprint } from './fingerprint.js';
import { heldOutAccuracy, trainIntentModel } from './intent-model.js';
import { toModelFile } from './model-file.js';
import { intentExamples } from './training-set.js';

const { train, test } = intentExamples();
const all = [...train, ...test];
const heldOut = heldOutAccuracy(trainIntentModel(train), test);
console.log(`examples: ${train.length} train, ${test.length} held out (whole frames never trained on)`);
console.log(
  `held-out accuracy: ${(heldOut.accuracy * 100).toFixed(1)}%; answered without asking: ${(heldOut.sure * 100).toFixed(1)}%, right when it answered: ${(heldOut.accuracyWhenSure * 100).toFixed(1)}%`,
);
const file = toModelFile(trainIntentModel(all), modelFingerprint(all));
const target = fileURLToPath(new URL('intent-weights.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(file)}\n`);
console.log(`wrote ${Object.keys(file.weights).length} features × ${file.labels.length} intents to ${target}`);
