import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate-plan.js';
import type { PlannedExercise, PlanProfile, Session } from './plan-schema.js';
import { canPair, pairAccessories } from './supersets.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const profile = (over: Partial<PlanProfile> = {}): PlanProfile => ({
  first_name: 'Ada',
  primary_goal: 'muscle',
  days_per_week: 3,
  timeline_weeks: 12,
  injuries: null,
  age: 34,
  plan_style: 'strength',
  equipment: ['barbell', 'squat rack', 'bench', 'dumbbells', 'pull-up bar'],
  ...over,
});
const plan = (over: Partial<PlanProfile> = {}) => generatePlan({ profile: profile(over), exercises, equipment: [] });

const lift = (name: string, role: PlannedExercise['role'], movement_pattern: string): PlannedExercise => ({
  name,
  role,
  kind: 'loaded',
  movement_pattern,
  sets: 3,
  reps: '8-12',
  rest_sec: 90,
  progression: '',
  equipment: [],
  cue: null,
});
const day = (format: Session['format'], exercises: PlannedExercise[]): Session => ({
  day: 1,
  name: 'Day',
  format,
  exercises,
});

describe('pairAccessories', () => {
  it.each([
    ['push_vertical', 'pull_vertical', true],
    ['hinge', 'push_vertical', true],
    ['push_horizontal', 'push_vertical', false],
    ['pull_horizontal', 'pull_vertical', false],
    ['lunge', 'hinge', false],
    ['core', 'push_horizontal', false],
  ])('Given accessories of %s and %s, then they pair: %s', (first, second, pairs) => {
    expect(canPair(lift('a', 'accessory', first), lift('b', 'accessory', second))).toBe(pairs);
  });

  it('Given a straight-sets day, then only neighbouring accessories that work different muscles share a label, the main lifts stay alone', () => {
    const session = day('straight_sets', [
      lift('Bench', 'main', 'push_horizontal'),
      lift('Row', 'main', 'pull_horizontal'),
      lift('Press', 'accessory', 'push_vertical'),
      lift('Chin', 'accessory', 'pull_vertical'),
      lift('Fly', 'accessory', 'push_horizontal'),
      lift('Dip', 'accessory', 'push_horizontal'),
      lift('Curl-up', 'core', 'core'),
    ]);
    expect(pairAccessories(session).exercises.map((e) => e.superset ?? null)).toEqual([
      null,
      null,
      'A',
      'A',
      null,
      null,
      null,
    ]);
  });

  it('Given a circuit or a recovery day, then nothing is paired', () => {
    const pair = [lift('Press', 'accessory', 'push_vertical'), lift('Chin', 'accessory', 'pull_vertical')];
    for (const format of ['circuit', 'recovery'] as const)
      expect(pairAccessories(day(format, pair)).exercises.every((e) => !e.superset)).toBe(true);
  });
});

describe('generated plans pair accessories', () => {
  it('Given a three-day full-body plan, then each day has one superset of two accessories and the text names it', () => {
    const { details, plan_text } = plan();
    for (const session of details.days) {
      const paired = session.exercises.filter((e) => e.superset);
      expect(paired.map((e) => [e.role, e.superset])).toEqual([
        ['accessory', 'A'],
        ['accessory', 'A'],
      ]);
      expect(canPair(paired[0]!, paired[1]!)).toBe(true);
    }
    expect(plan_text).toMatch(/^ {2}superset A \S/m);
  });

  it('Given a push/pull/legs week, then push and legs days (same muscles) have no superset', () => {
    const { details } = plan({ days_per_week: 6 });
    for (const session of details.days.filter((s) => /^(Push|Legs)/.test(s.name)))
      expect(session.exercises.some((e) => e.superset)).toBe(false);
  });

  it('Given a weight-loss plan (a circuit), then the plan itself pairs nothing', () => {
    const { details } = plan({ primary_goal: 'weight_loss' });
    expect(details.days.some((s) => s.format === 'circuit')).toBe(true);
    expect(details.days.flatMap((s) => s.exercises).some((e) => e.superset)).toBe(false);
  });
});
