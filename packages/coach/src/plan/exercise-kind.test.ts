import { GOALS, type Goal } from '@spotter/core/constants';
import { describe, expect, it } from 'vitest';
import { doseFor, loadHint } from './exercise-dose.js';
import { exerciseKind } from './exercise-kind.js';
import { PRESCRIPTIONS } from './prescription.js';
import { generatePlan } from './generate-plan.js';
import type { PlanProfile } from './plan-schema.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const byName = new Map(exercises.map((e) => [e.name, e]));

const EQUIPMENT_KINDS: Record<string, string[]> = {
  bodyweight: ['bodyweight'],
  bands: ['resistance bands'],
  'bodyweight + pull-up bar': ['pull-up bar', 'dip station'],
  dumbbells: ['dumbbells', 'bench'],
  kettlebells: ['kettlebells'],
  barbell: ['barbell', 'squat rack', 'bench', 'pull-up bar'],
};
const plan = (goal: Goal, equipment: string[], over: Partial<PlanProfile> = {}) =>
  generatePlan({
    profile: {
      first_name: 'Maya',
      primary_goal: goal,
      days_per_week: 4,
      timeline_weeks: 12,
      injuries: null,
      age: 30,
      plan_style: 'strength',
      equipment,
      ...over,
    },
    exercises,
    equipment: [],
  });
const top = (reps: string) => Math.max(...(reps.match(/\d+/g) ?? ['0']).map(Number));
const CASES = GOALS.flatMap((goal) =>
  Object.entries(EQUIPMENT_KINDS).map(([kind, equipment]) => ({ goal, kind, equipment })),
);

describe('exerciseKind', () => {
  it.each([
    ['Wall Walk', 'main', 'skill'],
    ['Pistol Squat', 'main', 'skill'],
    ['Push-Up', 'main', 'bodyweight'],
    ['Pull-Up', 'main', 'bodyweight'],
    ['Band Chest Press', 'main', 'band'],
    ['Band-Assisted Pull-Up', 'main', 'bodyweight'],
    ['Goblet Squat', 'main', 'loaded'],
    ['Back Squat', 'main', 'loaded'],
    ['Plank', 'core', 'hold'],
    ['Wall Sit', 'accessory', 'hold'],
    ["Farmer's Carry", 'core', 'carry'],
    ['Jump Rope Basic Bounce', 'power', 'cardio'],
    ['Burpee', 'conditioning', 'cardio'],
    ['Cat-Cow', 'warm_up', 'mobility'],
  ] as const)('%s as %s is %s work', (name, role, kind) => {
    expect(exerciseKind(byName.get(name)!, role)).toBe(kind);
  });
});

describe('prescriptions fit the exercise, for every goal × kind of equipment', () => {
  it.each(CASES)(
    '$goal with $kind: kilograms only for loaded lifts, and a load hint only for loaded lifts and carries',
    ({ goal, equipment }) => {
      const { details } = plan(goal, equipment);
      for (const exercise of details.days.flatMap((day) => day.exercises)) {
        const loaded = exercise.kind === 'loaded';
        expect(
          /\bkg\b|% of your best|add (a little )?load/i.test(exercise.progression),
          `${exercise.name}: ${exercise.progression}`,
        ).toBe(loaded);
        expect(exercise.load_hint != null, `${exercise.name} load hint`).toBe(loaded || exercise.kind === 'carry');
      }
    },
  );

  it.each(CASES)(
    '$goal with $kind: rest fits the work (long rests only for heavy loaded lifts)',
    ({ goal, equipment }) => {
      const { details } = plan(goal, equipment);
      for (const exercise of details.days.flatMap((day) => day.exercises)) {
        const label = `${exercise.name} (${exercise.kind}, ${exercise.sets} x ${exercise.reps}, rest ${exercise.rest_sec})`;
        if (exercise.rest_sec > 120) expect(exercise.kind === 'loaded' && top(exercise.reps) <= 6, label).toBe(true);
        if (['hold', 'cardio', 'mobility', 'band'].includes(exercise.kind))
          expect(exercise.rest_sec, label).toBeLessThanOrEqual(60);
        if (exercise.kind === 'skill') {
          expect(exercise.rest_sec, label).toBeGreaterThanOrEqual(60);
          expect(exercise.rest_sec, label).toBeLessThanOrEqual(90);
          expect(exercise.sets, label).toBeLessThanOrEqual(4);
          expect(top(exercise.reps), label).toBeLessThanOrEqual(20);
        }
        if (exercise.kind === 'hold') expect(exercise.reps, label).toMatch(/ s( each side)?$/);
        if (exercise.kind === 'carry') expect(exercise.reps, label).toMatch(/ m$/);
      }
    },
  );

  it.each(GOALS)(
    'Given %s and only bodyweight, then nothing in the plan speaks of kilograms or adding weight',
    (goal) => {
      const { details, plan_text } = plan(goal, ['bodyweight']);
      expect(details.days.flatMap((day) => day.exercises).every((e) => e.kind !== 'loaded')).toBe(true);
      expect(plan_text).not.toMatch(/\bkg\b|% of your best|of the load|add (a little )?load/i);
      expect(details.progression.by_kind.map((entry) => entry.kind)).not.toContain('loaded');
      expect(details.progression.summary).toMatch(/No added weight needed/);
    },
  );

  it('Given a wall walk (a skill; no longer a main lift, which are staples), then it is practised as a skill: a few reps with 90 s rest, no load', () => {
    const wallWalk = byName.get('Wall Walk')!;
    const kind = exerciseKind(wallWalk, 'accessory');
    expect(kind).toBe('skill');
    expect(doseFor(wallWalk, 'accessory', kind, PRESCRIPTIONS.performance, 'performance')).toMatchObject({
      sets: 4,
      reps: '2-3',
      rest_sec: 90,
    });
    expect(loadHint('performance', 'accessory', kind)).toBeNull();
  });

  it('Given bodyweight work, then it progresses by reps, tempo, range and a named harder variation of the same pattern', () => {
    const bodyweight = GOALS.flatMap((goal) =>
      plan(goal, ['bodyweight']).details.days.flatMap((day) => day.exercises),
    ).filter((e) => e.kind === 'bodyweight');
    const named = bodyweight.filter((e) => e.progression.includes('(next: '));
    expect(named.length).toBeGreaterThan(0);
    for (const exercise of bodyweight) expect(exercise.progression).toMatch(/reps.*lowering to 3 s.*range/);
    const levels = ['beginner', 'intermediate', 'advanced'];
    for (const exercise of named) {
      const next = byName.get(exercise.progression.match(/\(next: (.+)\)\.$/)![1]!)!;
      const current = byName.get(exercise.name)!;
      expect(next.movement_pattern).toBe(current.movement_pattern);
      expect(levels.indexOf(next.difficulty_level)).toBeGreaterThan(levels.indexOf(current.difficulty_level));
    }
  });

  it('Given band work, then it progresses by a stronger band or more distance, not kilograms', () => {
    const band = plan('strength', ['resistance bands'])
      .details.days.flatMap((day) => day.exercises)
      .filter((e) => e.kind === 'band');
    expect(band.length).toBeGreaterThan(0);
    for (const exercise of band) expect(exercise.progression).toMatch(/stronger band/);
  });

  it('Given strength with a barbell, then main lifts are heavy with a load hint and a kilogram progression', () => {
    const mains = plan('strength', EQUIPMENT_KINDS.barbell!)
      .details.days.flatMap((day) => day.exercises)
      .filter((e) => e.role === 'main' && e.kind === 'loaded');
    expect(mains.length).toBeGreaterThan(0);
    for (const main of mains) {
      expect(main).toMatchObject({ sets: 5, rest_sec: 180 });
      expect(main.reps).toMatch(/^3-5/);
      expect(main.load_hint).toMatch(/80-90% of your best/);
      expect(main.progression).toMatch(/2\.5-5 kg/);
    }
  });

  it('Given one-sided exercises, then their reps are per side', () => {
    const all = CASES.flatMap(({ goal, equipment }) =>
      plan(goal, equipment).details.days.flatMap((day) => day.exercises),
    );
    const oneSided = all.filter(
      (e) => /Single-Leg|One-Arm|Split Squat|Lunge|Step-Up/.test(e.name) && e.kind !== 'mobility',
    );
    expect(oneSided.length).toBeGreaterThan(0);
    for (const exercise of oneSided) expect(exercise.reps, exercise.name).toMatch(/each side$/);
  });
});
