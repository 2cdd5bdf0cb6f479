import { describe, expect, it } from 'vitest';
import { editDistance, phraseScore, stems, wordSimilarity } from './text-match.js';

/** Optimal string alignment distance, the whole table kept: what editDistance must answer, written plainly. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Deterministic pseudo-random words over a small alphabet, so near misses (swaps, repeats) are common. */
function* wordPairs(count: number): Generator<[string, string]> {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const word = () => Array.from({ length: Math.floor(next() * 9) }, () => 'abcde'[Math.floor(next() * 5)]).join('');
  for (let n = 0; n < count; n += 1) {
    const a = word();
    // Half the pairs are a word and a lightly edited copy of it: the cases a typo allowance is about.
    const b = next() < 0.5 ? word() : [...a].map((c) => (next() < 0.2 ? 'abcde'[Math.floor(next() * 5)] : c)).join('');
    yield [a, b];
  }
}

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one typo', () => {
    expect(editDistance('protien', 'protein')).toBe(1);
    expect(editDistance('squat', 'sqaut')).toBe(1);
  });

  it('agrees with the whole-table distance; with a limit, exact up to it and above it past it', () => {
    for (const [a, b] of wordPairs(3000)) {
      const exact = referenceDistance(a, b);
      expect(editDistance(a, b), `${a} ~ ${b}`).toBe(exact);
      for (const max of [0, 1, 2]) {
        const limited = editDistance(a, b, max);
        if (exact <= max) expect(limited, `${a} ~ ${b} within ${max}`).toBe(exact);
        else expect(limited, `${a} ~ ${b} past ${max}`).toBeGreaterThan(max);
      }
    }
  });
});

describe('wordSimilarity and phraseScore', () => {
  it('tolerates typos by the length of the known word, the same on every ask', () => {
    for (let ask = 0; ask < 2; ask += 1) {
      expect(wordSimilarity('sqaut', 'squat')).toBe(0.8);
      expect(wordSimilarity('deadlfit', 'deadlift')).toBe(0.8);
      expect(wordSimilarity('dedlfit', 'deadlift')).toBe(0.8);
      expect(wordSimilarity('rset', 'rest')).toBe(0);
      expect(wordSimilarity('squash', 'squat')).toBe(0);
    }
  });

  it('finds phrases despite plurals, case and words run together', () => {
    expect(phraseScore(stems('Show me my Personal Bests'), 'personal best')).toBe(1);
    expect(phraseScore(stems('restday?'), 'rest day')).toBe(1);
    expect(phraseScore(stems('pb'), 'pr')).toBe(0);
  });
});
