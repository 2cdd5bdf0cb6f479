import { describe, expect, it } from 'vitest';
import { kindProgression, progressionPhases, progressionSummary } from './progression.js';

const deloadWeeks = (weeks: number) =>
  progressionPhases(weeks)
    .filter((p) => p.deload)
    .map((p) => p.first_week);

describe('progression by timeline', () => {
  it.each([
    [1, []],
    [3, []],
    [4, [4]],
    [6, [4]],
    [8, [4, 8]],
    [10, [4, 8]],
    [12, [4, 8, 12]],
  ])('Given %i weeks, then the deload weeks are %j', (weeks, expected) => {
    expect(deloadWeeks(weeks)).toEqual(expected);
  });

  it.each([1, 2, 3, 4, 5, 7, 12, 13, 52, 104])(
    'Given %i weeks, then the phases cover every week once, in order',
    (weeks) => {
      const phases = progressionPhases(weeks);
      let next = 1;
      for (const phase of phases) {
        expect(phase.first_week).toBe(next);
        expect(phase.last_week).toBeGreaterThanOrEqual(phase.first_week);
        next = phase.last_week + 1;
      }
      expect(next - 1).toBe(weeks);
    },
  );

  it('Given 104 weeks, then there is a deload every 4th week', () => {
    expect(deloadWeeks(104)).toEqual(Array.from({ length: 26 }, (_, i) => (i + 1) * 4));
  });

  it('names deloads and blocks and says how load progresses', () => {
    const phases = progressionPhases(8);
    expect(phases.map((p) => p.name)).toEqual(['Block 1: Foundation', 'Deload', 'Block 2: Build', 'Deload']);
    expect(progressionSummary(phases)).toBe('Blocks of 3 build weeks and 1 deload week (deload in weeks 4 and 8).');
    expect(progressionSummary(progressionPhases(3))).toBe('No deload in a plan this short.');
    expect(kindProgression('loaded', 'strength')).toBe(
      'Add 2.5-5 kg to the main lifts each week while every rep stays clean; if you miss reps, repeat the weight.',
    );
    expect(kindProgression('loaded', 'muscle')).toMatch(/^Double progression/);
  });

  it('Given a plan without loaded lifts, then neither the summary nor the deload speaks of kilograms or load', () => {
    const phases = progressionPhases(8, false);
    const words = [progressionSummary(phases, false), ...phases.map((phase) => phase.guidance)].join(' ');
    expect(words).not.toMatch(/\bkg\b|\bload|weight\b(?! needed)/);
    expect(words).toMatch(/reps, a slower tempo, more range and harder variations/);
  });
});
