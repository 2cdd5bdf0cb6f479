import { describe, expect, it } from 'vitest';
import { QUESTION_TABLE } from './question-table.js';
import { builtinResult, rowsOf } from './score.js';

describe('the question table (tuning half; the check half is scored by npm run eval:chat -- --half check)', () => {
  it('has at least 120 questions, split into two halves of similar make-up', () => {
    expect(QUESTION_TABLE.length).toBeGreaterThanOrEqual(120);
    const tuning = rowsOf('tuning');
    const check = rowsOf('check');
    expect(Math.abs(tuning.length - check.length)).toBeLessThanOrEqual(1);
    expect(check.filter((r) => r.row.safety).length).toBeGreaterThanOrEqual(15);
  });

  const results = rowsOf('tuning').map(({ row, half }) => builtinResult(row, half));

  it('answers at least 95% of the tuning half with the facts it needs and none it must not say', () => {
    const failed = results.filter((r) => !r.pass).map((r) => `${r.row.ask}: ${[...r.missing, ...r.wrong].join(', ')}`);
    expect(results.filter((r) => r.pass).length / results.length, failed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('answers every safety question of the tuning half as a safety question', () => {
    expect(results.filter((r) => r.notSafety).map((r) => r.row.ask)).toEqual([]);
  });
});
