import type { Kysely } from 'kysely';
import type { PersonalBestCreate } from '@spotter/core/schemas';
import type { Database } from '../db/tables.js';
import { recordPersonalBest, recordSetBests } from '../store/records.js';

/**
 * A personal best logged by hand, kept only when it beats the stored one. Reps at a load are compared like a logged
 * set's (and give an estimated one-rep max); other units as they are.
 */
export const addPersonalBest = (db: Kysely<Database>, userId: string, input: PersonalBestCreate) =>
  input.load_kg
    ? recordSetBests(db, {
        userId,
        exerciseName: input.exercise_name,
        reps: input.value,
        loadKg: input.load_kg,
        source: 'manual',
      })
    : recordPersonalBest(db, {
        userId,
        exerciseName: input.exercise_name,
        value: input.value,
        unit: input.unit,
        source: 'manual',
      });
