import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { OFFICIAL_AUTHOR } from '@spotter/core/constants';
import type { ExerciseContribution } from '@spotter/core/schemas';
import type { Database, ExerciseRow } from '../db/tables.js';

export interface ExerciseFilter {
  category?: string | undefined;
  equipment?: string | undefined;
  difficulty?: string | undefined;
  search?: string | undefined;
}

/** The visible library (official plus community submissions not rejected), official first then by name. */
export function listExercises(db: Kysely<Database>, filter: ExerciseFilter = {}): Promise<ExerciseRow[]> {
  let query = db.selectFrom('exercises').selectAll().where('review_status', '!=', 'rejected');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.difficulty) query = query.where('difficulty_level', '=', filter.difficulty);
  if (filter.equipment) query = query.where(sql<boolean>`equipment_tags @> ${JSON.stringify([filter.equipment])}::jsonb`);
  for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(name || ' ' || category || ' ' || primary_cues || ' ' || muscle_groups::text || ' ' || equipment_tags::text) like ${pattern}`);
  }
  return query.orderBy(sql`contributor_id is not null`).orderBy('name').execute();
}

/** Categories, equipment and difficulty levels as they occur in the library. */
export async function exerciseMetadata(db: Kysely<Database>) {
  const visible = db.selectFrom('exercises').where('review_status', '!=', 'rejected');
  const [categories, equipment, difficulties] = await Promise.all([
    visible.select('category as value').distinct().orderBy('category').execute(),
    visible
      .select(sql<string>`jsonb_array_elements_text(equipment_tags)`.as('value'))
      .distinct()
      .orderBy('value')
      .execute(),
    visible.select('difficulty_level as value').distinct().execute(),
  ]);
  const levelOrder = ['beginner', 'intermediate', 'advanced'];
  return {
    categories: categories.map((r) => r.value),
    equipment_options: equipment.map((r) => r.value),
    difficulty_levels: difficulties.map((r) => r.value).sort((a, b) => levelOrder.indexOf(a) - levelOrder.indexOf(b)),
  };
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
