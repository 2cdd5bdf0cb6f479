/** Small, deterministic text tools for matching what people type (typos, plurals, casing). */

/** Lower-case words without punctuation; hyphens split words ("Push-Up" → push up). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** A crude singular: squats → squat, presses → press, lunges → lunge; short words stay. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export const stems = (text: string): string[] => words(text).map(stem);

/**
 * A kept answer of a pure function: `make(key)` the first time, the same answer after. At `most` entries the map
 * starts again, so answers for what users type (words, messages) cannot grow it without end.
 */
export function kept<K, V>(answers: Map<K, V>, key: K, most: number, make: (key: K) => V): V {
  let answer = answers.get(key);
  if (answer === undefined) {
    if (answers.size >= most) answers.clear();
    answer = make(key);
    answers.set(key, answer);
  }
  return answer;
}

/** The stems of a phrase the coach knows (an exercise's name, a topic's words): every message is scored against them. */
const knownPhrases = new Map<string, readonly string[]>();
export const phraseStems = (phrase: string): readonly string[] => kept(knownPhrases, phrase, 20_000, stems);

/**
 * Edit distance counting a swap of neighbours as one typo (optimal string alignment): exact up to `max`, and some
 * number above `max` past it (it stops as soon as a whole row of the table is over it). Three rolling rows: it runs for every word of a message
 * against every name and phrase the coach knows, on the server's event loop.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let twoAbove = new Array<number>(width).fill(0);
  let above = Array.from({ length: width }, (_, j) => j);
  let row = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, twoAbove[j - 2]! + 1);
      row[j] = value;
      if (value < least) least = value;
    }
    if (least > max) return max + 1;
    [twoAbove, above, row] = [above, row, twoAbove];
  }
  return above[b.length]!;
}

/** How many typos a known word of this length tolerates: none for short words (pb, rest, hi). */
export const typoAllowance = (length: number): number => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/**
 * Answers of wordSimilarity already worked out: a message is compared word by word with every exercise name and
 * phrase the coach knows, so the same pairs come up again and again, within a message and across messages. Bounded.
 */
const similarities = new Map<string, number>();

/** 1 for the same word, 0.8 for a near miss within the typo allowance, else 0. */
export function wordSimilarity(typed: string, known: string): number {
  if (typed === known) return 1;
  if (typed.length < 3) return 0;
  const allowance = typoAllowance(known.length);
  if (allowance === 0 || Math.abs(typed.length - known.length) > allowance) return 0;
  return kept(similarities, `${typed} ${known}`, 50_000, () =>
    editDistance(typed, known, allowance) <= allowance ? 0.8 : 0,
  );
}

/** Does the stemmed message contain this phrase (consecutive words, typo-tolerant, or written as one word)? */
export function phraseScore(messageStems: readonly string[], phrase: string): number {
  const target = phraseStems(phrase);
  if (target.length === 0) return 0;
  let best = 0;
  for (let start = 0; start + target.length <= messageStems.length; start += 1) {
    let total = 0;
    for (let k = 0; k < target.length; k += 1) {
      const similarity = wordSimilarity(messageStems[start + k] ?? '', target[k] ?? '');
      if (similarity === 0) {
        total = 0;
        break;
      }
      total += similarity;
    }
    best = Math.max(best, total / target.length);
  }
  if (target.length > 1 && best < 1) {
    const joined = target.join('');
    for (const word of messageStems) best = Math.max(best, wordSimilarity(word, joined));
  }
  if (target.length === 1 && best < 1) {
    for (let k = 0; k + 1 < messageStems.length; k += 1) {
      best = Math.max(best, wordSimilarity(`${messageStems[k]}${messageStems[k + 1]}`, target[0] ?? ''));
    }
  }
  return best;
}
