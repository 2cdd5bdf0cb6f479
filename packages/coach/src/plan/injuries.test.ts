import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate-plan.js';
import { injuredAreas, injuryNotes } from './injuries.js';
import type { PlanProfile } from './plan-schema.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const byName = new Map(exercises.map((e) => [e.name, e]));
const fullGym = [
  'barbell',
  'squat rack',
  'bench',
  'dumbbells',
  'kettlebells',
  'pull-up bar',
  'resistance bands',
  'plyo box',
];
const profile = (injuries: string | null, over: Partial<PlanProfile> = {}): PlanProfile => ({
  first_name: 'Ada',
  primary_goal: 'strength',
  days_per_week: 4,
  timeline_weeks: 12,
  injuries,
  age: 35,
  plan_style: 'strength',
  equipment: fullGym,
  ...over,
});
const planned = (injuries: string | null, over: Partial<PlanProfile> = {}) =>
  generatePlan({ profile: profile(injuries, over), exercises, equipment: [] });
const allExercises = (injuries: string | null, over: Partial<PlanProfile> = {}) =>
  planned(injuries, over)
    .details.days.flatMap((s) => s.exercises)
    .map((e) => byName.get(e.name));

describe('injuredAreas', () => {
  it.each([
    ['torn ACL last year', ['knee']],
    ['meniscus surgery', ['knee']],
    ['patellar tendinitis', ['knee']],
    ['lower back pain', ['lower_back']],
    ['L5 disc herniation and sciatica', ['lower_back']],
    ['Rotator cuff strain', ['shoulder']],
    ['carpal tunnel', ['wrist']],
    ['tennis elbow', ['elbow']],
    ['Achilles tendinopathy', ['ankle']],
    ['hip bursitis', ['hip']],
    ['stiff neck', ['neck']],
    ['bad knees and a sore shoulder', ['knee', 'shoulder']],
  ])('Given "%s", then the areas are %j', (text, areas) => {
    expect(injuredAreas(text)).toEqual(areas);
  });

  it.each([null, '', 'none', 'No injuries', 'n/a'])('Given %j, then there are no areas and no notes', (text) => {
    expect(injuredAreas(text)).toEqual([]);
    expect(injuryNotes(text, [])).toEqual([]);
  });

  it('does not read areas inside other words (e.g. "backpacking" is not the back)', () => {
    expect(injuredAreas('I love backpacking')).toEqual([]);
  });
});

describe('plans around injuries', () => {
  it('Given a knee injury, then no planned exercise stresses the knee, and the plan says to see a physio and stop on sharp pain', () => {
    for (const days of [3, 4, 6]) {
      const chosen = allExercises('knee (ACL reconstruction)', { days_per_week: days });
      expect(chosen.every((e) => e && !e.stresses.includes('knee'))).toBe(true);
    }
    const { details, plan_text } = planned('knee (ACL reconstruction)');
    expect(details.injuries.areas).toEqual(['knee']);
    expect(plan_text).toMatch(/physiotherapist or\s+doctor/);
    expect(plan_text).toContain('sharp');
  });

  it('Given lower back pain, then there are no deadlifts and no exercise loading the lower back', () => {
    const chosen = allExercises('lower back pain', { days_per_week: 6 });
    expect(chosen.some((e) => e?.name.includes('Deadlift'))).toBe(false);
    expect(chosen.every((e) => e && !e.stresses.includes('lower_back'))).toBe(true);
    // The hinge pattern is still trained, with back-friendly choices.
    expect(chosen.some((e) => e?.movement_pattern === 'hinge')).toBe(true);
  });

  it('Given a knee injury and only bodyweight, then squats and lunges are skipped and the plan says so', () => {
    const { details, plan_text } = planned('bad knee', { equipment: ['bodyweight'], days_per_week: 4 });
    const patterns = details.days.flatMap((s) => s.exercises).map((e) => e.movement_pattern);
    expect(patterns).not.toContain('squat');
    expect(patterns).not.toContain('lunge');
    expect(
      details.changes.injuries.some((change) =>
        change.note.startsWith('Every squat exercise you have gear for loads your knee'),
      ),
    ).toBe(true);
    expect(plan_text).toContain('CHANGES FOR YOUR EQUIPMENT AND INJURIES');
  });

  it('Given a shoulder injury, then no exercise stresses the shoulder', () => {
    expect(
      allExercises('rotator cuff tear', { days_per_week: 5 }).every((e) => e && !e.stresses.includes('shoulder')),
    ).toBe(true);
  });

  it('Given injuries that name no known area, then nothing is removed but a general caution is given', () => {
    const { details } = planned('had surgery last spring');
    expect(details.injuries.areas).toEqual([]);
    expect(details.injuries.notes.join(' ')).toMatch(/could not tell which body area/);
    expect(details.injuries.notes.join(' ')).toMatch(/physiotherapist or doctor/);
    expect(planned(null).details.days).toEqual(details.days);
  });
});
