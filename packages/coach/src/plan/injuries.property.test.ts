import { GOALS } from '@spotter/core/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate-plan.js';
import { AREA_KEYWORDS, injuredAreas, loadedAreas } from './injuries.js';
import type { BodyArea, PlanProfile, WorkoutPlan } from './plan-schema.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const byName = new Map(exercises.map((e) => [e.name, e]));

const EQUIPMENT_SETS: Record<string, string[]> = {
  bodyweight: ['bodyweight'],
  home: ['dumbbells', 'resistance bands', 'pull-up bar', 'bench'],
  kettlebell: ['kettlebells', 'jump rope', 'plyo box'],
  gym: [
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
};
const KEYWORDS = AREA_KEYWORDS.flatMap(([area, words]) => words.map((word) => ({ area, word })));

/** What a coach would never load for each area, judged apart from the generator's own rule (names and patterns). */
const NEVER: Record<BodyArea, { patterns: string[]; names: RegExp | null }> = {
  knee: { patterns: ['squat', 'lunge', 'jump'], names: /squat|lunge|step-up|pistol|jump|burpee|sprint|thruster/i },
  lower_back: { patterns: [], names: /deadlift|good morning|swing/i },
  shoulder: { patterns: ['push_vertical'], names: /overhead|handstand|jerk|\bdip\b/i },
  wrist: { patterns: [], names: /push-up|handstand|front squat/i },
  elbow: { patterns: [], names: /dip\b|close-grip|skull/i },
  ankle: { patterns: ['jump'], names: /jump|sprint|\brun\b/i },
  hip: { patterns: [], names: /hip thrust|sumo|split\b/i },
  neck: { patterns: [], names: /handstand push-up/i },
};

const profile = (over: Partial<PlanProfile>): PlanProfile => ({
  first_name: 'Maya',
  primary_goal: 'strength',
  days_per_week: 3,
  timeline_weeks: 12,
  injuries: null,
  age: 32,
  plan_style: 'strength',
  equipment: ['bodyweight'],
  ...over,
});

/** Every exercise in every slot of every day that loads one of the areas (empty when the plan is safe). */
function offending(details: WorkoutPlan, areas: readonly BodyArea[]): string[] {
  const found: string[] = [];
  for (const day of details.days) {
    for (const planned of day.exercises) {
      const exercise = byName.get(planned.name);
      if (!exercise) {
        found.push(`${planned.name} (not in the library)`);
        continue;
      }
      for (const area of areas) {
        const never = NEVER[area];
        const loads = loadedAreas(exercise).includes(area) || exercise.stresses.includes(area);
        const obvious =
          never.patterns.includes(exercise.movement_pattern ?? '') || (never.names?.test(exercise.name) ?? false);
        if (loads || obvious) found.push(`Day ${day.day} ${planned.role}: ${planned.name} loads the ${area}`);
      }
    }
  }
  return found;
}

describe('injuries: nothing that loads a named area, anywhere in the plan', () => {
  it.each(KEYWORDS)('the keyword "$word" names the $area', ({ area, word }) => {
    expect(injuredAreas(`sore ${word} since last year`)).toContain(area);
  });

  it(
    'Given every area × every goal × four equipment sets × 1-7 days, then no day has an exercise loading the area',
    { timeout: 300_000 },
    () => {
      const areas = [...new Set(KEYWORDS.map((keyword) => keyword.area))];
      for (const area of areas) {
        const word = KEYWORDS.find((keyword) => keyword.area === area)!.word;
        for (const goal of GOALS) {
          for (const equipment of Object.values(EQUIPMENT_SETS)) {
            for (let days = 1; days <= 7; days += 1) {
              const { details } = generatePlan({
                profile: profile({ injuries: `${word} pain`, primary_goal: goal, equipment, days_per_week: days }),
                exercises,
                equipment: [],
              });
              expect(details.injuries.areas).toContain(area);
              expect(offending(details, [area])).toEqual([]);
            }
          }
        }
      }
    },
  );

  it(
    'Given any sentence naming any keywords, with any goal, gear, days and age, then the plan avoids every area named',
    { timeout: 300_000 },
    () => {
      const keyword = fc.constantFrom(...KEYWORDS);
      fc.assert(
        fc.property(
          fc.array(keyword, { minLength: 1, maxLength: 3 }),
          fc.constantFrom(...GOALS),
          fc.constantFrom(...Object.values(EQUIPMENT_SETS)),
          fc.integer({ min: 1, max: 7 }),
          fc.integer({ min: 18, max: 80 }),
          fc.constantFrom('pain on deep', 'hurts after', 'old injury:', 'my'),
          (named, goal, equipment, days, age, lead) => {
            const injuries = named.map(({ word }) => `${lead} ${word}`).join(', ');
            const { details } = generatePlan({
              profile: profile({ injuries, primary_goal: goal, equipment, days_per_week: days, age }),
              exercises,
              equipment: [],
            });
            const areas = [...new Set(named.map(({ area }) => area))];
            expect(details.injuries.areas).toEqual(expect.arrayContaining(areas));
            expect(offending(details, areas)).toEqual([]);
          },
        ),
        { numRuns: 150, seed: 12 },
      );
    },
  );

  it('Given "left knee pain on deep squats" and a full gym, then no squat of any kind is planned, a hinge takes the squat slot and the plan says what changed', () => {
    const { details, plan_text } = generatePlan({
      profile: profile({ injuries: 'left knee pain on deep squats', equipment: EQUIPMENT_SETS.gym, days_per_week: 4 }),
      exercises,
      equipment: [],
    });
    const names = details.days.flatMap((day) => day.exercises.map((e) => e.name));
    expect(names.filter((name) => /squat|lunge/i.test(name))).toEqual([]);
    expect(plan_text).not.toMatch(/Low-Bar Back Squat —/);
    const squat = details.changes.injuries.find((change) => change.pattern === 'squat');
    expect(squat?.areas).toEqual(['knee']);
    expect(squat?.left_out.length).toBeGreaterThan(0);
    expect(squat?.instead.length).toBeGreaterThan(0);
    expect(squat?.note).toMatch(/loads your knee/);
  });

  it('Given a shoulder injury and a gym, then pressing is swapped within its pattern when a safe one exists and the exercise says what it replaces', () => {
    const { details } = generatePlan({
      profile: profile({ injuries: 'rotator cuff strain', equipment: EQUIPMENT_SETS.gym, days_per_week: 3 }),
      exercises,
      equipment: [],
    });
    const press = details.days
      .flatMap((day) => day.exercises)
      .find((e) => e.movement_pattern === 'push_horizontal' && e.replaces);
    expect(press).toBeDefined();
    expect(loadedAreas(byName.get(press!.replaces!)!)).toContain('shoulder');
    expect(loadedAreas(byName.get(press!.name)!)).not.toContain('shoulder');
  });
});

describe('loadedAreas', () => {
  it('Given a library entry that forgot the knee (Low-Bar Back Squat), then its squat pattern still counts as loading the knee', () => {
    const lowBar = byName.get('Low-Bar Back Squat')!;
    expect(lowBar.stresses).not.toContain('knee');
    expect(loadedAreas(lowBar)).toContain('knee');
  });

  it('Given a community exercise with no pattern and no stresses, then its name still gives away the areas', () => {
    expect(loadedAreas({ name: 'Sandbag Front Squat', movement_pattern: null, stresses: [] })).toContain('knee');
    expect(loadedAreas({ name: 'Trap Bar Deadlift Hold', movement_pattern: null, stresses: [] })).toContain(
      'lower_back',
    );
    expect(loadedAreas({ name: 'Glute Bridge', movement_pattern: 'hinge', stresses: [] })).toEqual([]);
  });
});
