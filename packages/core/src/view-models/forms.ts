import {
  DEFAULT_DIFFICULTY,
  DIFFICULTY_LEVELS,
  EXERCISE_CATEGORIES,
  EXPERIENCE_LEVELS,
  GOALS,
  ONBOARDING_EQUIPMENT,
  SEXES,
  USER_DEFAULTS,
} from '../constants/index.js';
import type { ExerciseContributionInput, User } from '../schemas/index.js';
import { displayLabel } from './labels.js';

export interface Option {
  value: string;
  label: string;
}

/** Choices as a select or a cycling field shows them. */
export const options = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: displayLabel(value) }));

/** The fields sign-up and the profile edit share, as text fields: numbers as typed, '' for an unset sex or no injuries. */
export interface ProfileFieldsDraft {
  first_name: string;
  age: string;
  height_cm: string;
  weight_kg: string;
  sex: string;
  /** '' when not said. */
  experience: string;
  primary_goal: string;
  timeline_weeks: string;
  days_per_week: string;
  equipment_list: string[];
  injuries: string;
}

/** The profile as an edit form holds it: the shared fields and the coaching choices. */
export interface ProfileDraft extends ProfileFieldsDraft {
  coach_tone: string;
  plan_style: string;
}

export const profileDraftFrom = (user: User): ProfileDraft => ({
  first_name: user.first_name,
  age: String(user.age),
  height_cm: String(user.height_cm),
  weight_kg: String(user.weight_kg),
  sex: user.sex ?? '',
  experience: user.experience ?? '',
  primary_goal: user.primary_goal,
  timeline_weeks: String(user.timeline_weeks),
  days_per_week: String(user.days_per_week),
  equipment_list: [...user.equipment_list],
  injuries: user.injuries ?? '',
  coach_tone: user.coach_tone,
  plan_style: user.plan_style,
});

/** The onboarding form: the shared fields and the email, with the spec defaults filled in (§9). */
export interface OnboardingDraft extends ProfileFieldsDraft {
  email: string;
}

export const EMPTY_ONBOARDING: OnboardingDraft = {
  first_name: '',
  email: '',
  age: '',
  height_cm: '',
  weight_kg: '',
  sex: '',
  experience: '',
  primary_goal: 'general',
  timeline_weeks: String(USER_DEFAULTS.timeline_weeks),
  days_per_week: String(USER_DEFAULTS.days_per_week),
  equipment_list: [],
  injuries: '',
};

/** Choices of the onboarding selects and toggles. */
export const onboardingChoices = () => ({
  sexes: options(SEXES),
  experience: options(EXPERIENCE_LEVELS),
  goals: options(GOALS),
  equipment: options(ONBOARDING_EQUIPMENT),
});

/** The profile's equipment choices: the usual list, then the profile's own items (a scan may have added some) so they can be removed. */
export const profileEquipmentOptions = (equipment: readonly string[]): Option[] =>
  options([...new Set([...ONBOARDING_EQUIPMENT, ...equipment])]);

/** Adds the item when absent, removes it when present; order of the first selection kept. */
export const toggleItem = (list: readonly string[], item: string): string[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/** Library filter selects built from the server's metadata, each led by 'all'. */
export function filterOptions(
  metadata: { categories: string[]; equipment_options: string[]; difficulty_levels: string[] } | null,
) {
  const withAll = (label: string, values: readonly string[]) => [{ value: 'all', label }, ...options(values)];
  return {
    categories: withAll('All categories', metadata?.categories ?? []),
    equipment: withAll('All equipment', metadata?.equipment_options ?? []),
    difficulties: withAll('All levels', metadata?.difficulty_levels ?? []),
  };
}

/** The contribution dialog as text fields; lists are typed comma-separated. */
export interface ContributionDraft {
  name: string;
  category: string;
  equipment: string;
  primary_cues: string;
  difficulty_level: string;
  muscles: string;
}

export const EMPTY_CONTRIBUTION: ContributionDraft = {
  name: '',
  category: 'strength',
  equipment: '',
  primary_cues: '',
  difficulty_level: DEFAULT_DIFFICULTY,
  muscles: '',
};

/** Choices of the contribution form's selects, each with its label ('Intermediate', 'CrossFit'). */
export const contributionChoices = () => ({
  categories: options(EXERCISE_CATEGORIES),
  difficulties: options(DIFFICULTY_LEVELS),
});

/** 'barbell, bench ,' → ['barbell', 'bench']. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The draft as the input validateContribution takes. */
export const contributionInput = (draft: ContributionDraft): ExerciseContributionInput => ({
  name: draft.name,
  category: draft.category as ExerciseContributionInput['category'],
  equipment_tags: splitList(draft.equipment),
  primary_cues: draft.primary_cues,
  difficulty_level: draft.difficulty_level as ExerciseContributionInput['difficulty_level'],
  muscle_groups: splitList(draft.muscles),
});
