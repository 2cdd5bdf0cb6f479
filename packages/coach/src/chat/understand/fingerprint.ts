import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LabelledExample } from './softmax-model.js';

/** The files whose change changes what the model reads: a change to any of them needs `npm run train:intents`. */
const FEATURE_CODE = [
  'features.ts',
  'concepts.ts',
  'entities.ts',
  'tokens.ts',
  'softmax-model.ts',
  '../lift-knowledge.ts',
  '../text-match.ts',
];

/** A hash of the training examples and the feature code, stored with the weights so stale weights are caught. */
export function modelFingerprint(examples: readonly LabelledExample[]): string {
  const hash = createHash('sha256');
  for (const e of examples) hash.update(`${e.label}\t${e.text}\n`);
  for (const file of FEATURE_CODE) hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8'));
  return hash.digest('hex').slice(0, 16);
}
