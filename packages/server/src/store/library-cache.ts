import type { Kysely } from 'kysely';
import { DIFFICULTY_LEVELS } from '@spotter/core/constants';
import type { Exercise, ExerciseMetadata } from '@spotter/core/schemas';
import type { Database } from '../db/tables.js';
import { toExercise } from '../serialize.js';
import { listApprovedExercises } from './exercises.js';

/**
 * The public library (official and approved exercises) held in memory: it is small (hundreds of rows), read on every library visit and rarely
 * written. Writes through this instance refresh it at once; writes by other instances (PostgreSQL behind a load
 * balancer) show up within `ttlMs`.
 */
export function createLibraryCache(db: Kysely<Database>, ttlMs = 5000, now: () => number = Date.now) {
  let loaded: { at: number; exercises: Promise<Exercise[]> } | null = null;
  return {
    all(): Promise<Exercise[]> {
      if (!loaded || now() - loaded.at > ttlMs) {
        const exercises = listApprovedExercises(db).then((rows) => rows.map(toExercise));
        loaded = { at: now(), exercises };
        exercises.catch(() => (loaded = null));
      }
      return loaded.exercises;
    },
    /** Categories, equipment and difficulty levels as they occur in the library. */
    async metadata(): Promise<ExerciseMetadata> {
      const exercises = await this.all();
      const distinct = (values: string[]) => [...new Set(values)].sort();
      const levels = new Set(exercises.map((e) => e.difficulty_level));
      return {
        categories: distinct(exercises.map((e) => e.category)),
        equipment_options: distinct(exercises.flatMap((e) => e.equipment_tags)),
        difficulty_levels: DIFFICULTY_LEVELS.filter((level) => levels.has(level)),
      };
    },
    invalidate() {
      loaded = null;
    },
  };
}

export type LibraryCache = ReturnType<typeof createLibraryCache>;
