import { describe, it, expect } from 'vitest';
import type { Exercise } from '../schemas/index.js';
import {
  EMPTY_FILTERS,
  categoryCounts,
  exerciseCard,
  filterExercises,
  foundBadge,
  hasActiveFilters,
  isOfficial,
  libraryQuery,
  libraryStats,
  libraryView,
  matchesSearch,
  searchWords,
  toggleCategory,
  type LibraryFilters,
} from './library.js';
import { ExerciseQuerySchema } from '../schemas/index.js';
import { TEXT_LIMITS } from '../constants/index.js';

const exercise = (overrides: Partial<Exercise> = {}): Exercise => ({
  id: 'ex-1',
  name: 'Back Squat',
  category: 'strength',
  equipment_tags: ['barbell', 'squat rack'],
  primary_cues: 'Brace, sit between the heels, drive up',
  difficulty_level: 'intermediate',
  muscle_groups: ['quads', 'glutes'],
  created_by: 'Spotter',
  movement_pattern: 'squat',
  created_at: '2025-01-01T00:00:00.000Z',
  review_status: 'approved',
  review_reason: null,
  ...overrides,
});

const library: Exercise[] = [
  exercise({ id: 'squat' }),
  exercise({
    id: 'swing',
    name: 'Kettlebell Swing',
    category: 'crossfit',
    equipment_tags: ['kettlebells'],
    primary_cues: 'Hinge, snap the hips',
    difficulty_level: 'beginner',
    muscle_groups: ['glutes', 'hamstrings'],
  }),
  exercise({
    id: 'snatch',
    name: 'Power Snatch',
    category: 'olympic',
    equipment_tags: ['barbell'],
    primary_cues: 'Bar close, extend, pull under',
    difficulty_level: 'advanced',
    muscle_groups: ['traps', 'quads'],
  }),
  exercise({
    id: 'stretch',
    name: 'Couch Stretch',
    category: 'flexibility',
    equipment_tags: [],
    primary_cues: 'Squeeze the glute',
    difficulty_level: 'beginner',
    muscle_groups: ['hip flexors'],
    created_by: 'ana',
  }),
];

const filters = (overrides: Partial<LibraryFilters> = {}): LibraryFilters => ({ ...EMPTY_FILTERS, ...overrides });
const ids = (list: readonly Exercise[]) => list.map((e) => e.id);

describe('exerciseCard', () => {
  it('Given two equipment tags and four muscles, When carded, Then everything shows with no overflow badges', () => {
    const card = exerciseCard(exercise({ muscle_groups: ['quads', 'glutes', 'core', 'adductors'] }));
    expect(card.equipment).toEqual(['barbell', 'squat rack']);
    expect(card.equipmentMore).toBeNull();
    expect(card.muscles).toEqual(['quads', 'glutes', 'core', 'adductors']);
    expect(card.musclesMore).toBeNull();
  });

  it('Given five equipment tags, When carded, Then the first two show plus "+3 more"', () => {
    const card = exerciseCard(exercise({ equipment_tags: ['barbell', 'bench', 'plates', 'clips', 'rack'] }));
    expect(card.equipment).toEqual(['barbell', 'bench']);
    expect(card.equipmentMore).toBe('+3 more');
  });

  it('Given six muscle groups, When carded, Then the first four show plus "+2"', () => {
    const card = exerciseCard(exercise({ muscle_groups: ['quads', 'glutes', 'core', 'adductors', 'calves', 'back'] }));
    expect(card.muscles).toEqual(['quads', 'glutes', 'core', 'adductors']);
    expect(card.musclesMore).toBe('+2');
  });

  it.each([
    ['beginner', 'green'],
    ['intermediate', 'yellow'],
    ['advanced', 'red'],
  ] as const)('Given difficulty %s, When carded, Then the badge is %s', (difficulty, colour) => {
    const card = exerciseCard(exercise({ difficulty_level: difficulty }));
    expect(card.difficulty).toBe(difficulty);
    expect(card.difficultyLabel).toBe(difficulty[0]!.toUpperCase() + difficulty.slice(1));
    expect(card.difficultyColor).toBe(colour);
  });

  it('Given a CrossFit exercise, When carded, Then its category reads as people spell it, not the raw value', () => {
    expect(exerciseCard(exercise({ category: 'crossfit' }))).toMatchObject({
      category: 'crossfit',
      categoryLabel: 'CrossFit',
    });
  });

  it('Given an exercise created by Spotter, When carded, Then it is official', () => {
    const card = exerciseCard(exercise({ created_by: 'Spotter' }));
    expect(card.official).toBe(true);
    expect(card.sourceLabel).toBe('Official');
  });

  it('Given an exercise created by anyone else, When carded, Then it is community and names the author', () => {
    const card = exerciseCard(exercise({ created_by: 'ana' }));
    expect(card.official).toBe(false);
    expect(card.sourceLabel).toBe('Community · ana');
    expect(isOfficial({ created_by: 'spotter' })).toBe(false);
  });

  it('Given an exercise, When carded, Then name, category and cues are carried over', () => {
    expect(exerciseCard(exercise())).toMatchObject({
      id: 'ex-1',
      name: 'Back Squat',
      category: 'strength',
      cues: 'Brace, sit between the heels, drive up',
    });
  });
});

describe('filterExercises and matchesSearch', () => {
  it('Given no filters, When filtering, Then every exercise matches', () => {
    expect(ids(filterExercises(library, EMPTY_FILTERS))).toEqual(['squat', 'swing', 'snatch', 'stretch']);
  });

  it('Given a category, When filtering, Then only that category remains', () => {
    expect(ids(filterExercises(library, filters({ category: 'olympic' })))).toEqual(['snatch']);
  });

  it('Given an equipment filter, When filtering, Then only exercises tagged with it remain', () => {
    expect(ids(filterExercises(library, filters({ equipment: 'barbell' })))).toEqual(['squat', 'snatch']);
  });

  it('Given a difficulty, When filtering, Then only that level remains', () => {
    expect(ids(filterExercises(library, filters({ difficulty: 'beginner' })))).toEqual(['swing', 'stretch']);
  });

  it("Given every filter set to 'all' or empty, When filtering, Then they are ignored", () => {
    const all = filters({ category: 'all', equipment: '', difficulty: 'all', search: '   ' });
    expect(filterExercises(library, all)).toHaveLength(library.length);
  });

  it('Given several filters, When filtering, Then an exercise must pass them all', () => {
    expect(ids(filterExercises(library, filters({ equipment: 'barbell', difficulty: 'advanced' })))).toEqual([
      'snatch',
    ]);
    expect(filterExercises(library, filters({ category: 'crossfit', difficulty: 'advanced' }))).toEqual([]);
  });

  it('Given a search word in the name, When filtering, Then it matches case-insensitively', () => {
    expect(ids(filterExercises(library, filters({ search: 'SNATCH' })))).toEqual(['snatch']);
  });

  it('Given a multi-word search, When matching, Then every word must appear somewhere in the exercise', () => {
    expect(matchesSearch(library[0]!, 'squat barbell')).toBe(true);
    expect(matchesSearch(library[0]!, 'squat kettlebells')).toBe(false);
    expect(ids(filterExercises(library, filters({ search: 'hinge glutes' })))).toEqual(['swing']);
  });

  it('Given a search for a muscle, an equipment tag or a cue, When matching, Then those fields are searched too', () => {
    expect(matchesSearch(library[3]!, 'hip flexors')).toBe(true);
    expect(matchesSearch(library[1]!, 'kettlebells')).toBe(true);
    expect(matchesSearch(library[2]!, 'pull under')).toBe(true);
  });

  it('Given a blank search, When matching, Then everything matches', () => {
    expect(matchesSearch(library[0]!, '')).toBe(true);
    expect(matchesSearch(library[0]!, '  \t ')).toBe(true);
  });
});

describe('toggleCategory', () => {
  it('Given no category filter, When a category card is clicked, Then that category is selected', () => {
    expect(toggleCategory(EMPTY_FILTERS, 'olympic')).toEqual({ ...EMPTY_FILTERS, category: 'olympic' });
  });

  it('Given the same category is selected, When its card is clicked again, Then the filter goes back to all', () => {
    expect(toggleCategory(filters({ category: 'olympic' }), 'olympic').category).toBe('all');
  });

  it('Given another category is selected, When a card is clicked, Then it switches and keeps the other filters', () => {
    const before = filters({ category: 'strength', search: 'bar', difficulty: 'advanced' });
    expect(toggleCategory(before, 'olympic')).toEqual({ ...before, category: 'olympic' });
    expect(before.category).toBe('strength');
  });
});

describe('categoryCounts', () => {
  it('Given exercises, When counted, Then each category has its count, largest first then by name', () => {
    const counts = categoryCounts([...library, exercise({ id: 'front', category: 'olympic' })]);
    expect(counts).toEqual([
      { category: 'olympic', count: 2 },
      { category: 'crossfit', count: 1 },
      { category: 'flexibility', count: 1 },
      { category: 'strength', count: 1 },
    ]);
  });

  it('Given no exercises, When counted, Then there are no category cards', () => {
    expect(categoryCounts([])).toEqual([]);
  });
});

describe('foundBadge', () => {
  it('Given no active filter, When the badge is built, Then there is none', () => {
    expect(foundBadge(EMPTY_FILTERS, 4)).toBeNull();
    expect(hasActiveFilters(filters({ search: '  ' }))).toBe(false);
  });

  it.each([[{ search: 'squat' }], [{ category: 'olympic' }], [{ equipment: 'barbell' }], [{ difficulty: 'advanced' }]])(
    'Given the active filter %o, When the badge is built, Then it reads "N exercises found"',
    (active) => {
      expect(foundBadge(filters(active), 3)).toBe('3 exercises found');
    },
  );

  it('Given exactly one match, When the badge is built, Then it is singular', () => {
    expect(foundBadge(filters({ category: 'olympic' }), 1)).toBe('1 exercise found');
  });

  it('Given no match, When the badge is built, Then it reads "0 exercises found"', () => {
    expect(foundBadge(filters({ category: 'yoga' }), 0)).toBe('0 exercises found');
  });
});

describe('libraryStats', () => {
  it('Given exercises, When summarised, Then total, distinct categories and equipment count, with 3 difficulty levels', () => {
    expect(libraryStats(library)).toEqual({ total: 4, categories: 4, equipmentTypes: 3, difficultyLevels: 3 });
  });

  it('Given an empty library, When summarised, Then difficulty levels are still fixed at 3', () => {
    expect(libraryStats([])).toEqual({ total: 0, categories: 0, equipmentTypes: 0, difficultyLevels: 3 });
  });
});

describe('libraryView', () => {
  it('Given matches, When the view is built, Then the header counts them and there is no empty state', () => {
    const view = libraryView(library, filters({ equipment: 'barbell' }));
    expect(ids(view.matching)).toEqual(['squat', 'snatch']);
    expect(view.header).toBe('2 exercises');
    expect(view.badge).toBe('2 exercises found');
    expect(view.empty).toBeNull();
    expect(view.stats.total).toBe(4);
  });

  it('Given filters that match nothing, When the view is built, Then the empty state shows with library totals', () => {
    const view = libraryView(library, filters({ search: 'zumba' }));
    expect(view.matching).toEqual([]);
    expect(view.header).toBe('0 exercises');
    expect(view.empty).toEqual({
      title: 'No exercises found',
      detail: 'The library has 4 exercises in 4 categories. Try clearing a filter.',
    });
  });

  it('Given an empty library and no filters, When the view is built, Then the empty state shows and no badge', () => {
    const view = libraryView([], EMPTY_FILTERS);
    expect(view.badge).toBeNull();
    expect(view.empty?.title).toBe('No exercises found');
    expect(view.categories).toEqual([]);
  });

  it('Given filters, When the view is built, Then category cards still count the whole library', () => {
    expect(libraryView(library, filters({ category: 'olympic' })).categories).toHaveLength(4);
  });

  it('Given the rows the server matched, When the view is built, Then they are shown and counted while totals stay the library', () => {
    const view = libraryView(library, filters({ search: 'squat' }), [library[3]!]);
    expect(ids(view.matching)).toEqual(['stretch']);
    expect(view.badge).toBe('1 exercise found');
    expect(view.stats.total).toBe(4);
    expect(view.categories).toHaveLength(4);
  });
});

describe('libraryQuery (the filters sent to GET /exercises)', () => {
  it('Given no filter, When turned into a query, Then it is empty (the whole library)', () => {
    expect(libraryQuery(EMPTY_FILTERS)).toEqual({});
    expect(libraryQuery(filters({ search: '   ' }))).toEqual({});
  });

  it("Given filters, When turned into a query, Then only the ones set travel, the search trimmed, and the contract's schema takes it", () => {
    const query = libraryQuery(
      filters({ search: '  goblet squat ', category: 'strength', equipment: 'all', difficulty: 'beginner' }),
    );
    expect(query).toEqual({ search: 'goblet squat', category: 'strength', difficulty: 'beginner' });
    expect(ExerciseQuerySchema.safeParse(query).success).toBe(true);
  });

  it('Given the longest search the search box allows, When sent, Then the schema takes it; one more character it does not', () => {
    expect(
      ExerciseQuerySchema.safeParse(libraryQuery(filters({ search: 'a'.repeat(TEXT_LIMITS.search) }))).success,
    ).toBe(true);
    expect(
      ExerciseQuerySchema.safeParse(libraryQuery(filters({ search: 'a'.repeat(TEXT_LIMITS.search + 1) }))).success,
    ).toBe(false);
  });

  it('Given two searches that differ in case and spacing only, When split into words, Then they are the same words', () => {
    expect(searchWords('  Goblet   SQUAT ')).toEqual(searchWords('goblet squat'));
    expect(searchWords('')).toEqual([]);
  });
});

describe("the review note on a contributor's own card", () => {
  it('Given a pending, a rejected and an approved contribution, When shown as cards, Then only the first two carry a note', () => {
    const community = { created_by: 'Grace', review_reason: null };
    expect(exerciseCard(exercise({ ...community, review_status: 'pending' })).review).toEqual({
      status: 'pending',
      note: 'Awaiting review',
    });
    expect(
      exerciseCard(exercise({ ...community, review_status: 'rejected', review_reason: 'Too risky' })).review,
    ).toEqual({
      status: 'rejected',
      note: 'Not accepted: Too risky',
    });
    expect(exerciseCard(exercise({ ...community, review_status: 'approved' })).review).toBeNull();
  });
});

describe('equipment filter: one name per piece of equipment', () => {
  it('Given an exercise tagged with an alias, When filtered by the canonical name (any case), Then it is found', () => {
    const tagged = {
      id: 'x',
      name: 'Goblet Squat',
      category: 'strength',
      equipment_tags: ['kettlebell'],
      primary_cues: 'Chest up',
      difficulty_level: 'beginner',
      muscle_groups: [],
      created_by: 'u1',
      movement_pattern: null,
      created_at: '2026-01-01T00:00:00Z',
      review_status: 'approved',
      review_reason: null,
    } as const;
    const exercise = { ...tagged, equipment_tags: [...tagged.equipment_tags], muscle_groups: [] };
    expect(filterExercises([exercise], { ...EMPTY_FILTERS, equipment: 'kettlebells' })).toHaveLength(1);
    expect(filterExercises([exercise], { ...EMPTY_FILTERS, equipment: 'Kettlebell' })).toHaveLength(1);
    expect(filterExercises([exercise], { ...EMPTY_FILTERS, equipment: 'dumbbells' })).toHaveLength(0);
  });
});
