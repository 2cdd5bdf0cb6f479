import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { OFFICIAL_AUTHOR } from '@spotter/core/constants';
import type { ExerciseContribution } from '@spotter/core/schemas';
import type { Database, ExerciseRow } from '../db/tables.js';

/** The visible library (official plus community submissions not rejected), official first then by name. */
export function listExercises(db: Kysely<Database>): Promise<ExerciseRow[]> {
  return db
    .selectFrom('exercises')
    .selectAll()
    .where('review_status', '!=', 'rejected')
    .orderBy(sql`contributor_id is not null`)
    .orderBy('name')
    .execute();
}

export async function findOfficialByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('exercises')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .where('contributor_id', 'is', null)
    .executeTakeFirst();
}

/** A contributor named like the product must not pass as official. */
export const communityAuthor = (firstName: string) =>
  firstName.trim().toLowerCase() === OFFICIAL_AUTHOR.toLowerCase() ? `${firstName} (community)` : firstName;

/** Stores a community contribution, pending review, credited to the contributor's first name. */
export function insertContribution(db: Kysely<Database>, input: ExerciseContribution, contributor: { id: string; first_name: string }) {
  return db
    .insertInto('exercises')
    .values({
      id: randomUUID(),
      name: input.name,
      category: input.category,
      equipment_tags: JSON.stringify(input.equipment_tags),
      primary_cues: input.primary_cues,
      difficulty_level: input.difficulty_level,
      muscle_groups: JSON.stringify(input.muscle_groups),
      movement_pattern: null,
      stresses: JSON.stringify([]),
      created_by: communityAuthor(contributor.first_name),
      contributor_id: contributor.id,
      review_status: 'pending',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
