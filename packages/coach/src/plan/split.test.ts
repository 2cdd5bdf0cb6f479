import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate-plan.js';
import type { PlanProfile } from './plan-schema.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const profile = (days: number): PlanProfile => ({
  first_name: 'Ada',
  primary_goal: 'muscle',
  days_per_week: days,
  timeline_weeks: 12,
  injuries: null,
  age: 30,
  plan_style: 'strength',
  equipment: ['barbell', 'squat rack', 'bench', 'dumbbells', 'pull-up bar', 'resistance bands'],
});
const plan = (days: number) => generatePlan({ profile: profile(days), exercises, equipment: [] }).details;
const names = (session: { exercises: { name: string; role: string }[] }) =>
  session.exercises.filter((e) => e.role !== 'warm_up').map((e) => e.name);

describe('weekly split by days per week', () => {
  it.each([
    [1, 'full_body', ['Full body A']],
    [2, 'full_body', ['Full body A', 'Full body B']],
    [3, 'full_body', ['Full body A', 'Full body B', 'Full body C']],
    [4, 'upper_lower', ['Upper A', 'Lower A', 'Upper B', 'Lower B']],
    [5, 'upper_lower_full', ['Upper A', 'Lower A', 'Full body C', 'Upper B', 'Lower B']],
    [6, 'push_pull_legs', ['Push A', 'Pull A', 'Legs A', 'Push B', 'Pull B', 'Legs B']],
    [7, 'push_pull_legs', ['Push A', 'Pull A', 'Legs A', 'Active recovery & mobility', 'Push B', 'Pull B', 'Legs B']],
  ] as const)('Given %i days, then the split is %s with one session per day', (days, kind, sessionNames) => {
    const details = plan(days);
    expect(details.split.kind).toBe(kind);
    expect(details.days.map((s) => s.name)).toEqual(sessionNames);
    expect(details.days.map((s) => s.day)).toEqual(sessionNames.map((_, i) => i + 1));
  });

  it('Given 7 days, then the recovery day is mobility and easy cardio only', () => {
    const recovery = plan(7).days.find((s) => s.format === 'recovery');
    expect(recovery?.exercises.map((e) => e.role).sort()).toEqual([
      'conditioning',
      'mobility',
      'mobility',
      'mobility',
      'mobility',
      'mobility',
    ]);
    expect(recovery?.exercises.find((e) => e.role === 'conditioning')?.reps).toBe('20-30 min easy');
  });

  it('Given 3 days, then the three full-body days differ and no session repeats an exercise', () => {
    const [a, b, c] = plan(3).days.map(names);
    expect(a).not.toEqual(b);
    expect(b).not.toEqual(c);
    for (const session of plan(3).days) expect(new Set(names(session)).size).toBe(names(session).length);
  });

  it('Given 4 days, then upper days train pushes and pulls and lower days squats and hinges', () => {
    const [upper, lower] = plan(4).days;
    const patterns = (s: typeof upper) => s?.exercises.filter((e) => e.role === 'main').map((e) => e.movement_pattern);
    expect(patterns(upper)).toEqual(['push_horizontal', 'pull_horizontal']);
    expect(patterns(lower)).toEqual(['squat', 'hinge']);
  });

  it('Given 6 days, then A and B sessions of the same kind use mostly different exercises', () => {
    const sessions = plan(6).days;
    const [pushA, pushB] = [sessions[0], sessions[3]].map((s) => new Set(s ? names(s) : []));
    const shared = [...(pushA ?? [])].filter((name) => pushB?.has(name));
    expect(shared.length).toBeLessThanOrEqual(1);
  });
});
