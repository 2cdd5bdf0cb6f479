import { describe, expect, it } from 'vitest';
import { QUESTION_TABLE } from './question-table.js';
import { builtinResult, rowsOf } from './score.js';

describe('the question table (npm run eval:chat -- --half tuning|check|all scores it too)', () => {
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

  // The check half was scored once, at the end of the session (62/63, 98.4%; every safety question as safety). From
  // then on it guards against a regression; tuning against it would make it a second tuning half.
  it('keeps the check half, scored once at the end, at 95% or more with every safety question answered as one', () => {
    const check = rowsOf('check').map(({ row, half }) => builtinResult(row, half));
    expect(check.filter((r) => r.pass).length / check.length).toBeGreaterThanOrEqual(0.95);
    expect(check.filter((r) => r.notSafety).map((r) => r.row.ask)).toEqual([]);
  });
});
