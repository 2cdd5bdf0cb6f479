import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate-plan.js';
import { WorkoutPlanSchema, type PlanInput, type PlanProfile } from './plan-schema.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const byName = new Map(exercises.map((e) => [e.name, e]));
const profile = (over: Partial<PlanProfile> = {}): PlanProfile => ({
  first_name: 'Ada',
  primary_goal: 'muscle',
  days_per_week: 4,
  timeline_weeks: 12,
  injuries: 'sore left wrist',
  age: 34,
  plan_style: 'strength',
  equipment: ['barbell', 'squat rack', 'bench', 'dumbbells', 'pull-up bar'],
  ...over,
});
const input = (over: Partial<PlanProfile> = {}): PlanInput => ({
  profile: profile(over),
  exercises,
  equipment: [{ name: 'kettlebells', confidence: 0.7, source: 'photo' }],
});
const difficulties = (over: Partial<PlanProfile>) =>
  generatePlan(input(over))
    .details.days.flatMap((s) => s.exercises)
    .map((e) => byName.get(e.name)?.difficulty_level);

describe('generatePlan', () => {
  it('Given the same input twice, or the library in another order, then the plan is identical', () => {
    const first = generatePlan(input());
    expect(generatePlan(input())).toEqual(first);
    const reversed = { ...input(), exercises: [...exercises].reverse() };
    expect(generatePlan(reversed)).toEqual(first);
  });

  it('Given any input, then details match WorkoutPlanSchema and survive JSON', () => {
    const { details } = generatePlan(input({ days_per_week: 7, timeline_weeks: 104, primary_goal: 'performance' }));
    expect(WorkoutPlanSchema.parse(JSON.parse(JSON.stringify(details)))).toEqual(details);
  });

  it.each([1, 3, 5, 7])(
    'Given %i days, then the plan text lists every session and keeps lines under 90 characters',
    (days) => {
      for (const goal of ['strength', 'weight_loss', 'performance'] as const) {
        const { plan_text, details } = generatePlan(
          input({ days_per_week: days, primary_goal: goal, injuries: 'lower back and knee' }),
        );
        expect(Math.max(...plan_text.split('\n').map((line) => line.length))).toBeLessThan(90);
        for (const session of details.days) expect(plan_text).toContain(`Day ${session.day}: ${session.name}`);
      }
    },
  );

  it('Given a plan, then the text has a title, the equipment line, schedule, progression, injuries and notes', () => {
    const text = generatePlan(input()).plan_text;
    expect(text.split('\n')[0]).toBe("Ada's muscle-building plan: 4 days a week for 12 weeks");
    for (const heading of [
      'Equipment: seen in your photo: kettlebells',
      'WEEKLY SCHEDULE',
      'PROGRESSION',
      'INJURIES',
      'NOTES',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/(Dumbbell Bench|Barbell Bench|Floor) Press — 4 x 8-12, rest 90 s/);
  });

  it('Given any goal and days, then every day with a main lift has its warm-up sets and every day an estimated length, in the details and the text', () => {
    for (const goal of ['strength', 'muscle', 'endurance', 'weight_loss', 'performance', 'general'] as const) {
      for (const days of [2, 4, 6]) {
        const { details, plan_text } = generatePlan(input({ primary_goal: goal, days_per_week: days, injuries: null }));
        for (const day of details.days) {
          const firstMain = day.exercises.find((exercise) => exercise.role === 'main');
          if (firstMain && /^\d+(-\d+)?( each side)?$/.test(firstMain.reps))
            expect(day.warm_up?.exercise).toBe(firstMain.name);
          expect(day.estimated_min).toBeGreaterThanOrEqual(day.exercises.length > 0 ? 5 : 0);
          expect(plan_text).toContain(
            `${day.name}${day.format === 'circuit' ? ' (main and accessories as a circuit)' : ''} · about ${day.estimated_min} min (estimate)`,
          );
        }
        const heavyDays = details.days.filter((day) => day.warm_up && day.warm_up.start !== 'easy');
        expect(plan_text.match(/warm-up sets: /g)?.length ?? 0).toBe(details.days.filter((day) => day.warm_up).length);
        for (const day of heavyDays) expect(day.warm_up?.sets.at(-1)?.percent).toBeLessThanOrEqual(80);
      }
    }
  });

  it('Given a heavier goal, then its days take longer than the same days for a lighter one (more sets, longer rests)', () => {
    const minutes = (goal: 'strength' | 'weight_loss') =>
      generatePlan(input({ primary_goal: goal, injuries: null })).details.days.map((day) => day.estimated_min ?? 0);
    const strength = minutes('strength');
    const weightLoss = minutes('weight_loss');
    expect(strength.reduce((a, b) => a + b, 0)).toBeGreaterThan(weightLoss.reduce((a, b) => a + b, 0));
  });

  it('Given age 60 or more, then no advanced exercise and mostly beginner ones', () => {
    const levels = difficulties({ age: 67, primary_goal: 'strength' });
    expect(levels).not.toContain('advanced');
    expect(levels.filter((level) => level === 'beginner').length).toBeGreaterThan(levels.length / 2);
  });

  it('Given age 60 or more, then no jumps, burpees or sprints', () => {
    const { details } = generatePlan(
      input({ age: 72, primary_goal: 'weight_loss', days_per_week: 5, equipment: ['bodyweight', 'jump rope'] }),
    );
    const chosen = details.days.flatMap((s) => s.exercises);
    expect(chosen.some((e) => e.movement_pattern === 'jump' || /burpee|sprint|jump/i.test(e.name))).toBe(false);
    expect(chosen.some((e) => e.role === 'conditioning')).toBe(true);
  });

  it('Given a plan under 8 weeks, then no advanced exercises unless the goal is performance', () => {
    for (const goal of ['strength', 'muscle', 'endurance', 'weight_loss', 'general'] as const) {
      expect(difficulties({ timeline_weeks: 6, primary_goal: goal, days_per_week: 6 })).not.toContain('advanced');
    }
  });

  it('Given the general goal, then the plan stays simple: no advanced exercises', () => {
    expect(difficulties({ primary_goal: 'general', timeline_weeks: 52 })).not.toContain('advanced');
  });

  it('Given out-of-range numbers, then they are clamped rather than failing', () => {
    const { details } = generatePlan(input({ days_per_week: 9, timeline_weeks: 0 }));
    expect(details.days_per_week).toBe(7);
    expect(details.timeline_weeks).toBe(1);
  });

  it('Given an empty library, then the plan is still produced and says what is missing', () => {
    const { details, plan_text } = generatePlan({ ...input(), exercises: [] });
    expect(details.days.every((s) => s.exercises.length === 0)).toBe(true);
    expect(plan_text).toContain('no exercise fits');
  });
});
