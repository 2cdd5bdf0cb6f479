import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { DIFFICULTY_LEVELS, equipmentKey } from '@spotter/core/constants';
import type { Exercise, ExerciseMetadata } from '@spotter/core/schemas';
import { filterExercises, searchWords, type LibraryFilters } from '@spotter/core/view-models';
import type { Database } from '../db/tables.js';
import { toExercise } from '../serialize.js';
import { listApprovedExercises } from '../store/exercises.js';

/** Filters written one way: search as its lower-case words, so 'Squat ' and 'squat' share an answer. */
export const filtersKey = (filters: LibraryFilters) =>
  JSON.stringify([
    filters.category,
    equipmentKey(filters.equipment),
    filters.difficulty,
    searchWords(filters.search).join(' '),
  ]);

/** Frozen at run time (a caller that tried to change the shared list would throw); typed as the contract's array. */
const frozen = <T>(list: T[]): T[] => Object.freeze(list) as T[];

interface Snapshot {
  at: number;
  exercises: Promise<Exercise[]>;
  /** Answers per filters, for this snapshot only: a refresh starts with none. */
  filtered: LRUCache<string, Exercise[]>;
}

/**
 * The public library (official and approved exercises) held in memory: it is small (hundreds of rows), read on every
 * library visit and rarely written. Writes through this instance refresh it at once; writes by other instances
 * (PostgreSQL behind a load balancer) show up within `ttlMs`. Filtered answers are kept per snapshot (the same few
 * filters are asked for again and again), at most `maxFiltered` of them. Answers are frozen: the same array goes to
 * every caller, and `implement` keeps the JSON of a frozen answer instead of writing it again for each request.
 */
export function createLibraryCache(
  db: Kysely<Database>,
  ttlMs = 5000,
  now: () => number = Date.now,
  maxFiltered = 500,
) {
  let loaded: Snapshot | null = null;
  // The last list read and its JSON: a refresh that finds the same library keeps the same answers (and so the
  // JSON and compressed copies `implement` holds for them) instead of making them all again every `ttlMs`.
  let last: { exercises: Exercise[]; json: string; filtered: LRUCache<string, Exercise[]> } | null = null;
  const snapshot = (): Snapshot => {
    if (!loaded || now() - loaded.at > ttlMs) {
      const fresh: Snapshot = {
        at: now(),
        exercises: Promise.resolve([]),
        filtered: new LRUCache({ max: maxFiltered }),
      };
      fresh.exercises = listApprovedExercises(db).then((rows) => {
        const exercises = rows.map(toExercise);
        const json = JSON.stringify(exercises);
        if (last?.json === json) {
          fresh.filtered = last.filtered;
          return last.exercises;
        }
        last = { exercises: frozen(exercises), json, filtered: fresh.filtered };
        return last.exercises;
      });
      const { exercises } = fresh;
      loaded = fresh;
      exercises.catch(() => {
        if (loaded === fresh) loaded = null;
      });
    }
    return loaded;
  };
  return {
    all(): Promise<Exercise[]> {
      return snapshot().exercises;
    },
    /** The library narrowed by core's `filterExercises` (every client's semantics), answered from memory when asked before. */
    async matching(filters: LibraryFilters): Promise<Exercise[]> {
      const current = snapshot();
      const exercises = await current.exercises;
      const key = filtersKey(filters);
      const known = current.filtered.get(key);
      if (known) return known;
      const answer = frozen(filterExercises(exercises, filters));
      current.filtered.set(key, answer);
      return answer;
    },
    /** Categories, equipment and difficulty levels as they occur in the library. */
    async metadata(): Promise<ExerciseMetadata> {
      const exercises = await this.all();
      const distinct = (values: string[]) => [...new Set(values)].sort();
      const levels = new Set(exercises.map((e) => e.difficulty_level));
      return {
        categories: distinct(exercises.map((e) => e.category)),
        // One option per piece of equipment: a tag kept as an alias ('kettlebell') is offered as its one name.
        equipment_options: distinct(exercises.flatMap((e) => e.equipment_tags.map(equipmentKey))),
        difficulty_levels: DIFFICULTY_LEVELS.filter((level) => levels.has(level)),
      };
    },
    invalidate() {
      loaded = null;
      last = null;
    },
  };
}

export type LibraryCache = ReturnType<typeof createLibraryCache>;
