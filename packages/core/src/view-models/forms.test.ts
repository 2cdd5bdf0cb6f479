import { describe, it, expect } from 'vitest';
import { validateContribution, validateOnboarding } from '../rules/index.js';
import {
  EMPTY_CONTRIBUTION,
  EMPTY_ONBOARDING,
  contributionChoices,
  contributionInput,
  filterOptions,
  onboardingChoices,
  profileEquipmentOptions,
  splitList,
  toggleItem,
} from './forms.js';

describe('onboarding form', () => {
  it('Given a fresh form, When shown, Then the spec defaults are filled in and the required fields are empty', () => {
    expect(EMPTY_ONBOARDING).toMatchObject({
      timeline_weeks: '12',
      days_per_week: '3',
      first_name: '',
      equipment_list: [],
    });
    const result = validateOnboarding(EMPTY_ONBOARDING);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['age', 'email', 'first_name', 'height_cm', 'weight_kg']);
  });

  it('Given the choices, When listed, Then the 10 equipment toggles, 6 goals and 3 sexes have readable labels', () => {
    const choices = onboardingChoices();
    expect(choices.equipment).toHaveLength(10);
    expect(choices.equipment[3]).toEqual({ value: 'resistance bands', label: 'Resistance Bands' });
    expect(choices.goals.map((g) => g.label)).toContain('Weight Loss');
    expect(choices.sexes.map((s) => s.value)).toEqual(['male', 'female', 'other']);
  });

  it('Given a list, When an item is toggled twice, Then it is added then removed', () => {
    const once = toggleItem(['barbell'], 'bench');
    expect(once).toEqual(['barbell', 'bench']);
    expect(toggleItem(once, 'barbell')).toEqual(['bench']);
  });
});

describe('profile equipment options', () => {
  it("Given a profile with a usual item and one a scan added, When listed, Then the usual list comes first, once, and the scan's item after it", () => {
    const choices = profileEquipmentOptions(['barbell', 'kettlebell sled']);
    expect(choices.slice(0, -1)).toEqual(onboardingChoices().equipment);
    expect(choices.at(-1)).toEqual({ value: 'kettlebell sled', label: 'Kettlebell Sled' });
  });
});

describe('library filter options', () => {
  it('Given metadata, When options are built, Then each select starts with all', () => {
    const options = filterOptions({
      categories: ['strength'],
      equipment_options: ['pull-up bar'],
      difficulty_levels: ['beginner'],
    });
    expect(options.categories).toEqual([
      { value: 'all', label: 'All categories' },
      { value: 'strength', label: 'Strength' },
    ]);
    expect(options.equipment[1]).toEqual({ value: 'pull-up bar', label: 'Pull-Up Bar' });
    expect(options.difficulties).toHaveLength(2);
  });
  it('Given no metadata yet, When options are built, Then only all is offered', () => {
    expect(filterOptions(null).categories).toEqual([{ value: 'all', label: 'All categories' }]);
  });
});

describe('contribution form', () => {
  it('Given comma-separated text, When split, Then blanks are dropped and items trimmed', () => {
    expect(splitList(' barbell, bench ,, ')).toEqual(['barbell', 'bench']);
  });

  it('Given a filled draft, When turned into input, Then it validates with the default difficulty and equipment in its one name', () => {
    const draft = {
      ...EMPTY_CONTRIBUTION,
      name: 'Goblet Squat',
      primary_cues: 'Chest up',
      equipment: 'kettlebell',
      muscles: 'quads, glutes',
    };
    const result = validateContribution(contributionInput(draft), { id: 'u1' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        name: 'Goblet Squat',
        difficulty_level: 'intermediate',
        equipment_tags: ['kettlebells'],
        muscle_groups: ['quads', 'glutes'],
      },
    });
    expect(contributionChoices().categories).toContainEqual({ value: 'crossfit', label: 'CrossFit' });
    expect(contributionChoices().difficulties).toEqual([
      { value: 'beginner', label: 'Beginner' },
      { value: 'intermediate', label: 'Intermediate' },
      { value: 'advanced', label: 'Advanced' },
    ]);
  });
});
