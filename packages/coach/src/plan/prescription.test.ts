import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate-plan.js';
import type { PlanProfile } from './plan-schema.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const profile = (over: Partial<PlanProfile>): PlanProfile => ({
  first_name: 'Ada',
  primary_goal: 'general',
  days_per_week: 3,
  timeline_weeks: 12,
  injuries: null,
  age: 30,
  plan_style: 'strength',
  equipment: ['barbell', 'squat rack', 'bench', 'dumbbells', 'kettlebells', 'pull-up bar', 'jump rope'],
  ...over,
});
const plan = (over: Partial<PlanProfile>) => generatePlan({ profile: profile(over), exercises, equipment: [] }).details;
const range = (reps: string) =>
  reps
    .replace(/ each side$/, '')
    .split('-')
    .map(Number) as [number, number];

describe('goal prescriptions', () => {
  it.each([
    ['strength', [3, 5], [3, 6], [120, 180]],
    ['muscle', [3, 4], [8, 12], [60, 90]],
    ['endurance', [2, 3], [15, 20], [30, 45]],
    ['weight_loss', [3, 3], [10, 15], [0, 45]],
    ['general', [3, 3], [8, 10], [60, 90]],
  ] as const)(
    'Given the goal %s, then every loaded main lift is dosed %j sets of %j reps with %j s rest',
    (goal, sets, reps, rest) => {
      const details = plan({ primary_goal: goal });
      const mains = details.days.flatMap((s) => s.exercises).filter((e) => e.role === 'main' && e.kind === 'loaded');
      expect(mains.length).toBeGreaterThan(0);
      for (const main of mains) {
        expect(main.sets).toBeGreaterThanOrEqual(sets[0]);
        expect(main.sets).toBeLessThanOrEqual(sets[1]);
        const [low, high] = range(main.reps);
        expect(low).toBeGreaterThanOrEqual(reps[0]);
        expect(high).toBeLessThanOrEqual(reps[1]);
        expect(main.rest_sec).toBeGreaterThanOrEqual(rest[0]);
        expect(main.rest_sec).toBeLessThanOrEqual(rest[1]);
      }
    },
  );

  it('Given weight loss, then sessions are circuits that end with a conditioning finisher', () => {
    const details = plan({ primary_goal: 'weight_loss' });
    expect(details.prescription.circuit).toBe(true);
    for (const session of details.days) {
      expect(session.format).toBe('circuit');
      expect(session.exercises.at(-1)?.role).toBe('conditioning');
    }
  });

  it('Given performance, then power work (olympic or jumps) comes right after the warm-up, before strength', () => {
    const details = plan({ primary_goal: 'performance' });
    for (const session of details.days) {
      const roles = session.exercises.map((e) => e.role).filter((role) => role !== 'warm_up');
      expect(roles[0]).toBe('power');
      expect(['olympic', 'jump']).toContain(session.exercises.find((e) => e.role === 'power')?.movement_pattern);
      expect(roles.indexOf('main')).toBeGreaterThan(0);
    }
  });

  it('Given endurance, then every session has a steady conditioning piece', () => {
    const details = plan({ primary_goal: 'endurance' });
    expect(details.days.every((s) => s.exercises.some((e) => e.role === 'conditioning'))).toBe(true);
  });

  it('Given any goal, then each session starts with a mobility warm-up and has core work', () => {
    for (const goal of ['strength', 'muscle', 'general'] as const) {
      for (const session of plan({ primary_goal: goal }).days) {
        expect(session.exercises[0]?.role).toBe('warm_up');
        expect(session.exercises[0]?.movement_pattern).toBe('mobility');
        expect(session.exercises.some((e) => e.role === 'core')).toBe(true);
      }
    }
  });

  it('Given strength, then the plan text states the dose and rest in words', () => {
    const text = generatePlan({ profile: profile({ primary_goal: 'strength' }), exercises, equipment: [] }).plan_text;
    expect(text).toContain('Loaded main lifts: 5 x 3-5, rest 3 min.');
    expect(text).toMatch(/main {7}\S.* — 5 x 3-5, rest 3 min/);
  });
});
