import { GOALS } from '@spotter/core/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equipmentAccess } from './equipment-access.js';
import { candidatePool, difficultyPolicy, difficultyRank } from './exercise-choice.js';
import { generatePlan } from './generate-plan.js';
import { injuredAreas } from './injuries.js';
import type { PlanExercise, PlanInput, PlanProfile, WorkoutPlan } from './plan-schema.js';
import { bannedForInjury, BODY_LOADED, isStaple, type Experience } from './selection-rules.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const byName = new Map(exercises.map((e) => [e.name, e]));

const EQUIPMENT = [
  ['bodyweight'],
  ['dumbbells', 'bench'],
  ['kettlebells'],
  ['kettlebells', 'dumbbells', 'bench'],
  ['barbell', 'squat rack'],
  ['dumbbells', 'resistance bands', 'pull-up bar', 'bench'],
  [
    'barbell',
    'squat rack',
    'bench',
    'dumbbells',
    'kettlebells',
    'pull-up bar',
    'resistance bands',
    'plyo box',
    'cable machine',
    'dip station',
  ],
];
const INJURIES = [
  null,
  'left knee',
  'lower back',
  'shoulder impingement',
  'lower back and right shoulder',
  'wrist',
  'hip flexor strain',
  'none',
];
const EXPERIENCE: (Experience | null)[] = [null, 'beginner', 'intermediate', 'advanced'];

const inputOf = (profile: PlanProfile): PlanInput => ({ profile, exercises, equipment: [] });

/** The safe pool the generator chose from, worked out again from the profile (what the rules may be measured against). */
function poolOf(profile: PlanProfile): PlanExercise[] {
  const areas = injuredAreas(profile.injuries);
  const policy = difficultyPolicy({ ...profile, timeline_weeks: Math.round(profile.timeline_weeks) });
  return candidatePool(exercises, {
    goal: profile.primary_goal,
    policy,
    access: equipmentAccess(inputOf(profile)),
    areas,
  });
}

const mainsOf = (day: WorkoutPlan['days'][number]) => day.exercises.filter((e) => e.role === 'main');

/** Every rule of selection-rules.ts that a plan breaks (empty when it keeps them all). */
function broken(profile: PlanProfile): string[] {
  const { details } = generatePlan(inputOf(profile));
  const pool = poolOf(profile);
  const areas = injuredAreas(profile.injuries);
  const out: string[] = [];
  const training = details.days.filter((day) => day.format !== 'recovery');
  for (const day of details.days) {
    const names = new Set(day.exercises.map((e) => e.name));
    for (const planned of day.exercises) {
      const exercise = byName.get(planned.name)!;
      if (
        planned.role === 'main' &&
        !planned.replaces &&
        !isStaple(exercise) &&
        pool.some((p) => p.movement_pattern === exercise.movement_pattern && isStaple(p) && !names.has(p.name))
      ) {
        out.push(`day ${day.day}: main ${exercise.name} is not a staple though one fits`);
      }
      if (exercise.difficulty_level === 'advanced' && profile.experience !== 'advanced')
        out.push(`${exercise.name} is advanced for ${profile.experience ?? 'unknown'}`);
      if (bannedForInjury(exercise, areas)) out.push(`${exercise.name} with a back or shoulder complaint`);
      if (planned.load_hint?.includes('%') && (planned.kind !== 'loaded' || BODY_LOADED.test(exercise.name)))
        out.push(`${exercise.name}: % of best for a ${planned.kind} move`);
      if (planned.replaces) {
        const replaced = byName.get(planned.replaces)!;
        if (
          replaced.movement_pattern === exercise.movement_pattern &&
          difficultyRank(exercise.difficulty_level) > difficultyRank(replaced.difficulty_level)
        ) {
          out.push(`${exercise.name} is harder than the ${replaced.name} it replaces`);
        }
      }
    }
  }
  training.forEach((day, i) => {
    const next = details.days.find((d) => d.day === day.day + 1);
    if (!next || next.format === 'recovery') return;
    const names = new Set(next.exercises.map((e) => e.name));
    for (const main of mainsOf(next)) {
      if (!mainsOf(day).some((m) => m.name === main.name)) continue;
      const others = pool.filter(
        (p) => p.movement_pattern === main.movement_pattern && p.name !== main.name && !names.has(p.name),
      );
      if (others.length > 0) out.push(`${main.name} is a main lift on days ${day.day} and ${next.day} (index ${i})`);
    }
  });
  const why = details.notes.filter((note) => note.startsWith('Why this exercise'));
  if (why.length < 4 || new Set(why).size !== why.length) out.push('the rules are not each written once in the notes');
  return out;
}

const profileArb = fc.record({
  first_name: fc.constant('Robin'),
  primary_goal: fc.constantFrom(...GOALS),
  days_per_week: fc.integer({ min: 1, max: 7 }),
  timeline_weeks: fc.integer({ min: 4, max: 52 }),
  injuries: fc.constantFrom(...INJURIES),
  age: fc.integer({ min: 18, max: 75 }),
  plan_style: fc.constant('strength' as const),
  equipment: fc.constantFrom(...EQUIPMENT),
  experience: fc.constantFrom(...EXPERIENCE),
});

describe('exercise selection: the stated rules hold for any profile', () => {
  it('over 1,000 generated profiles (goal × equipment × injuries × experience × days)', () => {
    let checked = 0;
    fc.assert(
      fc.property(profileArb, (profile) => {
        checked += 1;
        expect(broken(profile)).toEqual([]);
      }),
      { numRuns: 1000, seed: 28 },
    );
    console.log(`selection rules: ${checked} generated profiles checked`);
    expect(checked).toBeGreaterThanOrEqual(1000);
  });
});

describe('the three reported plans, fixed', () => {
  const base: PlanProfile = {
    first_name: 'Lee',
    primary_goal: 'strength',
    days_per_week: 3,
    timeline_weeks: 12,
    injuries: null,
    age: 35,
    plan_style: 'strength',
    equipment: EQUIPMENT[6]!,
  };
  const all = (profile: PlanProfile) =>
    generatePlan(inputOf(profile)).details.days.flatMap((day) => day.exercises.map((e) => ({ ...e, day: day.day })));

  it('a lower-back injury gets a staple overhead press, never Sots Press or another Olympic or overhead-squat variant', () => {
    const plan = all({ ...base, injuries: 'lower back' });
    expect(plan.map((e) => e.name)).not.toContain('Sots Press');
    expect(plan.filter((e) => bannedForInjury(byName.get(e.name)!, ['lower_back']))).toEqual([]);
    const overhead = plan.filter((e) => e.role === 'main' && e.movement_pattern === 'push_vertical');
    expect(overhead.length).toBeGreaterThan(0);
    for (const press of overhead) expect(isStaple(byName.get(press.name)!)).toBe(true);
  });

  it('an inverted row is never prescribed at a percentage of your best', () => {
    for (const goal of GOALS) {
      for (const equipment of [['barbell', 'squat rack'], EQUIPMENT[6]!]) {
        for (const row of all({ ...base, primary_goal: goal, equipment, days_per_week: 5 }).filter((e) =>
          BODY_LOADED.test(e.name),
        )) {
          expect(row.load_hint ?? '', row.name).not.toMatch(/%/);
          expect(row.kind).not.toBe('loaded');
        }
      }
    }
  });

  it('a muscle-building plan with kettlebells: no windmill as a main lift, lunges stay lunges, no swing or RDL repeated day after day', () => {
    for (const equipment of [['kettlebells', 'dumbbells', 'bench'], ['kettlebells']]) {
      for (const days of [3, 4, 5, 6]) {
        const profile: PlanProfile = { ...base, primary_goal: 'muscle', equipment, days_per_week: days };
        const plan = all(profile);
        expect(plan.filter((e) => e.role === 'main' && /windmill/i.test(e.name))).toEqual([]);
        expect(plan.filter((e) => e.replaces === 'Bulgarian Split Squat' && e.movement_pattern !== 'lunge')).toEqual(
          [],
        );
        expect(broken(profile).filter((problem) => /days \d+ and/.test(problem))).toEqual([]);
      }
    }
  });
});
