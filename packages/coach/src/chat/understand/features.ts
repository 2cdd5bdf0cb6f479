import { conceptsOf } from './concepts.js';
import { maskedWords } from './entities.js';

/**
 * The features of a message for the intent model: its masked words (lifts, body parts, days and numbers as tags),
 * word pairs, the concept group of each word (concepts.ts), and the character 3- and 4-grams of each word, which carry misspellings ("protien", "wrkout") and
 * word forms the examples did not spell out.
 */
export function featuresOf(text: string): string[] {
  const said = maskedWords(text);
  const features = new Set<string>();
  features.add('bias');
  said.forEach((word, i) => {
    features.add(`w:${word}`);
    features.add(`b:${said[i - 1] ?? '^'}_${word}`);
    if (i === said.length - 1) features.add(`b:${word}_$`);
    for (const concept of conceptsOf(word)) features.add(`k:${concept}`);
    if (word === word.toUpperCase()) return;
    const padded = `<${word}>`;
    for (const n of [3, 4]) {
      for (let k = 0; k + n <= padded.length; k += 1) features.add(`c${n}:${padded.slice(k, k + n)}`);
    }
  });
  if (said.length <= 3) features.add('short');
  return [...features];
}
