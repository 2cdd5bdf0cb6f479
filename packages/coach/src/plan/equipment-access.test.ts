import { describe, expect, it } from 'vitest';
import { equipmentAccess } from './equipment-access.js';
import { generatePlan } from './generate-plan.js';
import type { DetectedEquipment } from '@spotter/core/schemas';
import type { PlanProfile } from './plan-schema.js';
import { equipmentLine } from './plan-text.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const byName = new Map(exercises.map((e) => [e.name, e]));
const profile = (equipment: string[], over: Partial<PlanProfile> = {}): PlanProfile => ({
  first_name: 'Ada',
  primary_goal: 'general',
  days_per_week: 3,
  timeline_weeks: 12,
  injuries: null,
  age: 30,
  plan_style: 'strength',
  equipment,
  ...over,
});
const tagsUsed = (equipment: string[], items: DetectedEquipment[] = [], over: Partial<PlanProfile> = {}) =>
  generatePlan({ profile: profile(equipment, over), exercises, equipment: items })
    .details.days.flatMap((s) => s.exercises)
    .flatMap((e) => byName.get(e.name)?.equipment_tags ?? ['missing']);

describe('equipment filtering', () => {
  it('Given a bodyweight-only user, then every exercise needs only bodyweight (or a mat or roller)', () => {
    for (const days of [1, 3, 4, 7]) {
      for (const goal of ['strength', 'weight_loss', 'performance'] as const) {
        const tags = new Set(tagsUsed(['bodyweight'], [], { days_per_week: days, primary_goal: goal }));
        expect([...tags].every((tag) => ['bodyweight', 'yoga mat', 'foam roller'].includes(tag))).toBe(true);
      }
    }
  });

  it('Given a kettlebell seen in the photo, then kettlebell exercises join the bodyweight plan', () => {
    expect(tagsUsed(['bodyweight'])).not.toContain('kettlebells');
    const seen: DetectedEquipment[] = [{ name: 'kettlebells', confidence: 0.8, source: 'photo' }];
    const tags = tagsUsed(['bodyweight'], seen);
    expect(tags.filter((tag) => tag === 'kettlebells').length).toBeGreaterThanOrEqual(3);
  });

  it('Given a barbell without a declared squat rack, then no exercise needs a rack', () => {
    const tags = tagsUsed(['barbell', 'bench'], [], { primary_goal: 'strength' });
    expect(tags).toContain('barbell');
    expect(tags).not.toContain('squat rack');
  });

  it('Given declared gear under other spellings, then it is understood', () => {
    expect(tagsUsed(['Dumbbell', 'Pullup bar'])).toEqual(expect.arrayContaining(['dumbbells', 'pull-up bar']));
  });

  it('Given a very unsure sighting, then it is not used', () => {
    const tags = tagsUsed(['bodyweight'], [{ name: 'medicine ball', confidence: 0.1, source: 'photo' }]);
    expect(tags).not.toContain('medicine ball');
  });

  it('Given only bodyweight, then the plan says which patterns it could not fill', () => {
    const { details } = generatePlan({ profile: profile(['bodyweight']), exercises, equipment: [] });
    expect(details.changes.equipment.map((change) => change.note)).toContain(
      'No row exercise fits your equipment (resistance bands or a barbell would add some), so it is left out.',
    );
  });
});

describe('the equipment line is honest', () => {
  it('Given a bench seen in the photo and declared dumbbells, then it keeps them apart, with confidence', () => {
    const access = equipmentAccess({
      profile: profile(['dumbbells', 'bench']),
      equipment: [{ name: 'bench', confidence: 0.63, source: 'photo' }],
    });
    const line = equipmentLine({
      available: [...access.available],
      seen: access.seen,
      from_profile: access.fromProfile,
    });
    expect(line).toBe('Equipment: seen in your photo: bench (fairly sure, 63%); from your profile: dumbbells.');
  });

  it('Given nothing recognised, then it says so and never claims to have seen profile gear', () => {
    const items: DetectedEquipment[] = [{ name: 'dumbbells', confidence: null, source: 'profile' }];
    const { plan_text, details } = generatePlan({ profile: profile(['dumbbells']), exercises, equipment: items });
    expect(details.equipment.seen).toEqual([]);
    expect(plan_text).toContain('Equipment: nothing recognised in your photo; from your profile: dumbbells.');
    expect(plan_text).not.toContain('seen in your photo');
  });

  it('Given a vision-model sighting, then the line says it came from the vision model', () => {
    const items: DetectedEquipment[] = [{ name: 'Kettlebell', confidence: 0.9, source: 'vision_model' }];
    const { plan_text } = generatePlan({ profile: profile([]), exercises, equipment: items });
    expect(plan_text).toMatch(
      /Equipment: seen in your photo: kettlebells \(sure, 90%, vision model\); nothing more in\s+your profile\./,
    );
  });
});
