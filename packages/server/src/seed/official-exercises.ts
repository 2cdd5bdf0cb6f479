import { sql, type Kysely } from 'kysely';
import { officialExercises } from '@spotter/coach/library';
import { OFFICIAL_AUTHOR } from '@spotter/core/constants';
import type { Database } from '../db/tables.js';

export const officialExerciseId = (name: string) =>
  `spotter-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Writes the official library: new exercises are added and changed ones updated; community ones are untouched. */
export async function seedOfficialExercises(db: Kysely<Database>): Promise<number> {
  const rows = officialExercises().map((exercise) => ({
    id: officialExerciseId(exercise.name),
    name: exercise.name,
    category: exercise.category,
    equipment_tags: JSON.stringify(exercise.equipment_tags),
    primary_cues: exercise.primary_cues.join('\n'),
    difficulty_level: exercise.difficulty_level,
    muscle_groups: JSON.stringify(exercise.muscle_groups),
    movement_pattern: exercise.movement_pattern,
    stresses: JSON.stringify(exercise.stresses),
    created_by: OFFICIAL_AUTHOR,
    contributor_id: null,
    review_status: 'approved' as const,
  }));
  await db
    .insertInto('exercises')
    .values(rows)
    .onConflict((oc) =>
      oc
        .expression(sql`lower(name)`)
        .where('contributor_id', 'is', null)
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          category: eb.ref('excluded.category'),
          equipment_tags: eb.ref('excluded.equipment_tags'),
          primary_cues: eb.ref('excluded.primary_cues'),
          difficulty_level: eb.ref('excluded.difficulty_level'),
          muscle_groups: eb.ref('excluded.muscle_groups'),
          movement_pattern: eb.ref('excluded.movement_pattern'),
          stresses: eb.ref('excluded.stresses'),
        })),
    )
    .execute();
  return rows.length;
}
