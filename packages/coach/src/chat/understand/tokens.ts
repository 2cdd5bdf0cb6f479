import { stem, words } from '../text-match.js';

/**
 * A word's base form for matching lift names: plural and gerund endings off ("squats", "squatting" → squat,
 * "benching" → bench, "lunging" → lung, near enough to lunge, "deadlifting" → deadlift). Crude on purpose: it only has to make the
 * forms of one word meet, not to be English.
 */
export function baseForm(word: string): string {
  const single = stem(word);
  if (single.length <= 5 || !single.endsWith('ing')) return single;
  const root = single.slice(0, -3);
  return /([bdgmnprt])\1$/.test(root) ? root.slice(0, -1) : root;
}

/** The base forms of a text's words. */
export const baseForms = (text: string): string[] => words(text).map(baseForm);
