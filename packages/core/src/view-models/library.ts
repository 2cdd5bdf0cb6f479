import {
  DIFFICULTY_COLORS,
  DISPLAY_LIMITS,
  MESSAGES,
  OFFICIAL_AUTHOR,
  equipmentKey,
  type DifficultyLevel,
} from '../constants/index.js';
import type { Exercise, ExerciseQuery } from '../schemas/index.js';
import { plural } from './format.js';
import { displayLabel } from './labels.js';

export interface ExerciseCardView {
  id: string;
  name: string;
  category: string;
  /** How the card shows the category ('CrossFit', 'Strength'). */
  categoryLabel: string;
  difficulty: DifficultyLevel;
  /** How the card shows the difficulty ('Intermediate'). */
  difficultyLabel: string;
  difficultyColor: 'green' | 'yellow' | 'red';
  equipment: string[];
  equipmentMore: string | null;
  muscles: string[];
  musclesMore: string | null;
  cues: string;
  official: boolean;
  sourceLabel: string;
  /** Where the contributor's own contribution stands ('pending' / 'rejected'); null once it is in the library. */
  review: { status: 'pending' | 'rejected'; note: string } | null;
}

/** What a contributor is told about their own contribution on its card; nothing for a library exercise. */
function reviewNote(exercise: Pick<Exercise, 'review_status' | 'review_reason'>): ExerciseCardView['review'] {
  if (exercise.review_status === 'pending') return { status: 'pending', note: MESSAGES.awaitingReview };
  if (exercise.review_status === 'rejected') {
    return {
      status: 'rejected',
      note: exercise.review_reason ? `Not accepted: ${exercise.review_reason}` : 'Not accepted',
    };
  }
  return null;
}

export const isOfficial = (exercise: Pick<Exercise, 'created_by'>) => exercise.created_by === OFFICIAL_AUTHOR;

/** One card of the library grid (spec §2, §9): first 2 equipment + '+N more', first 4 muscles + '+N'. */
export function exerciseCard(exercise: Exercise): ExerciseCardView {
  const extraEquipment = exercise.equipment_tags.length - DISPLAY_LIMITS.equipmentBadges;
  const extraMuscles = exercise.muscle_groups.length - DISPLAY_LIMITS.muscleGroups;
  const official = isOfficial(exercise);
  return {
    id: exercise.id,
    name: exercise.name,
    category: exercise.category,
    categoryLabel: displayLabel(exercise.category),
    difficulty: exercise.difficulty_level,
    difficultyLabel: displayLabel(exercise.difficulty_level),
    difficultyColor: DIFFICULTY_COLORS[exercise.difficulty_level],
    equipment: exercise.equipment_tags.slice(0, DISPLAY_LIMITS.equipmentBadges),
    equipmentMore: extraEquipment > 0 ? `+${extraEquipment} more` : null,
    muscles: exercise.muscle_groups.slice(0, DISPLAY_LIMITS.muscleGroups),
    musclesMore: extraMuscles > 0 ? `+${extraMuscles}` : null,
    cues: exercise.primary_cues,
    official,
    sourceLabel: official ? 'Official' : `Community · ${exercise.created_by}`,
    review: reviewNote(exercise),
  };
}

export interface LibraryFilters {
  search: string;
  category: string;
  equipment: string;
  difficulty: string;
}

export const EMPTY_FILTERS: LibraryFilters = { search: '', category: 'all', equipment: 'all', difficulty: 'all' };

const isSet = (value: string) => value !== '' && value !== 'all';

export const hasActiveFilters = (filters: LibraryFilters) =>
  filters.search.trim() !== '' || isSet(filters.category) || isSet(filters.equipment) || isSet(filters.difficulty);

/** The words of a search, lower case: what `matchesSearch` looks for (so two searches with the same words are one). */
export const searchWords = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word of the search must appear in the name, category, cues, muscles or equipment. */
export function matchesSearch(exercise: Exercise, search: string): boolean {
  const words = searchWords(search);
  if (!words.length) return true;
  const haystack = [
    exercise.name,
    exercise.category,
    exercise.primary_cues,
    ...exercise.muscle_groups,
    ...exercise.equipment_tags,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterExercises(exercises: readonly Exercise[], filters: LibraryFilters): Exercise[] {
  return exercises.filter(
    (exercise) =>
      (!isSet(filters.category) || exercise.category === filters.category) &&
      // Aliases are one piece of equipment: a tag 'kettlebell' (kept before tags were made canonical) is found by 'kettlebells'.
      (!isSet(filters.equipment) ||
        exercise.equipment_tags.some((tag) => equipmentKey(tag) === equipmentKey(filters.equipment))) &&
      (!isSet(filters.difficulty) || exercise.difficulty_level === filters.difficulty) &&
      matchesSearch(exercise, filters.search),
  );
}

/** The filters as the library call's query (`GET /exercises`): only the ones set, so the server sends only matching rows. */
export function libraryQuery(filters: LibraryFilters): ExerciseQuery {
  const query: ExerciseQuery = {};
  const search = filters.search.trim();
  if (search) query.search = search;
  if (isSet(filters.category)) query.category = filters.category;
  if (isSet(filters.equipment)) query.equipment = filters.equipment;
  if (isSet(filters.difficulty)) query.difficulty = filters.difficulty;
  return query;
}

/** Clicking a category card toggles that category filter. */
export const toggleCategory = (filters: LibraryFilters, category: string): LibraryFilters => ({
  ...filters,
  category: filters.category === category ? 'all' : category,
});

/** Category cards with counts, largest first, ties by name. */
export function categoryCounts(exercises: readonly Exercise[]): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const exercise of exercises) counts.set(exercise.category, (counts.get(exercise.category) ?? 0) + 1);
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** 'N exercises found', shown only when a filter is active. */
export const foundBadge = (filters: LibraryFilters, matching: number) =>
  hasActiveFilters(filters) ? `${plural(matching, 'exercise')} found` : null;

export function libraryStats(exercises: readonly Exercise[]) {
  return {
    total: exercises.length,
    categories: new Set(exercises.map((e) => e.category)).size,
    equipmentTypes: new Set(exercises.flatMap((e) => e.equipment_tags)).size,
    difficultyLevels: DISPLAY_LIMITS.difficultyLevels,
  };
}

/**
 * Header: count of matching exercises; empty state with library totals. `exercises` is the whole library (counts
 * and totals); `matching` is what the filters select, when the server already narrowed it.
 */
export function libraryView(
  exercises: readonly Exercise[],
  filters: LibraryFilters,
  matching: readonly Exercise[] = filterExercises(exercises, filters),
) {
  const stats = libraryStats(exercises);
  return {
    matching,
    header: plural(matching.length, 'exercise'),
    badge: foundBadge(filters, matching.length),
    categories: categoryCounts(exercises),
    stats,
    empty: matching.length
      ? null
      : {
          title: 'No exercises found',
          detail: `The library has ${plural(stats.total, 'exercise')} in ${plural(stats.categories, 'category', 'categories')}. Try clearing a filter.`,
        },
  };
}
