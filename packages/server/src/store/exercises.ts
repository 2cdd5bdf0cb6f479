import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { OFFICIAL_AUTHOR, type ReviewStatus } from '@spotter/core/constants';
import type { ExerciseContribution } from '@spotter/core/schemas';
import type { Database, ExerciseRow } from '../db/tables.js';

/** The public library: official and approved community exercises, official first, then by name. */
/** The official library (no community contributions), by name. */
export const listOfficialExercises = (db: Kysely<Database>) =>
  db.selectFrom('exercises').selectAll().where('contributor_id', 'is', null).orderBy('name').execute();

export function listApprovedExercises(db: Kysely<Database>): Promise<ExerciseRow[]> {
  return db
    .selectFrom('exercises')
    .selectAll()
    .where('review_status', '=', 'approved')
    .orderBy(sql`contributor_id is not null`)
    .orderBy('name')
    .execute();
}

/** A contributor's own contributions that are not (or not yet) in the public library. */
export function listOwnUnapproved(db: Kysely<Database>, contributorId: string): Promise<ExerciseRow[]> {
  return db
    .selectFrom('exercises')
    .selectAll()
    .where('contributor_id', '=', contributorId)
    .where('review_status', '!=', 'approved')
    .orderBy('name')
    .execute();
}

/** Names that mean the same exercise: case, spaces and punctuation aside ("Push-up" = "push up" = "PUSHUP"). */
export const nameKey = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** A contributor named like the product must not pass as official. */
export const communityAuthor = (firstName: string) =>
  firstName.trim().toLowerCase() === OFFICIAL_AUTHOR.toLowerCase() ? `${firstName} (community)` : firstName;

async function approvedCount(db: Kysely<Database>, contributorId: string): Promise<number> {
  const row = await db
    .selectFrom('exercises')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('contributor_id', '=', contributorId)
    .where('review_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Stores a community contribution credited to the contributor's first name: pending review, or approved at once
 * when the contributor already has `trustedAfter` approved contributions.
 */
export async function insertContribution(
  db: Kysely<Database>,
  input: ExerciseContribution,
  contributor: { id: string; first_name: string },
  trustedAfter: number,
) {
  const trusted = (await approvedCount(db, contributor.id)) >= trustedAfter;
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
      review_status: trusted ? 'approved' : 'pending',
      review_reason: null,
      reviewed_at: trusted ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Community contributions with who sent each and how many of theirs are approved. */
const contributions = (db: Kysely<Database>) =>
  db
    .selectFrom('exercises')
    .leftJoin('users', 'users.id', 'exercises.contributor_id')
    .selectAll('exercises')
    .select(['users.first_name as contributor_first_name'])
    .select((eb) =>
      eb
        .selectFrom('exercises as mine')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('mine.contributor_id', '=', 'exercises.contributor_id')
        .where('mine.review_status', '=', 'approved')
        .as('contributor_approved'),
    )
    .where('exercises.contributor_id', 'is not', null);

/** The review queue, oldest first. */
export const listContributions = (db: Kysely<Database>, status: ReviewStatus) =>
  contributions(db)
    .where('exercises.review_status', '=', status)
    .orderBy('exercises.created_at')
    .orderBy('exercises.id')
    .execute();

export type ContributionRow = Awaited<ReturnType<typeof listContributions>>[number];

/** Records a review decision; undefined when there is no such community contribution. */
export async function reviewContribution(
  db: Kysely<Database>,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  const updated = await db
    .updateTable('exercises')
    .set({
      review_status: decision.status,
      review_reason: decision.status === 'rejected' ? decision.reason : null,
      reviewed_at: new Date(),
    })
    .where('id', '=', id)
    .where('contributor_id', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return updated ? contributions(db).where('exercises.id', '=', id).executeTakeFirst() : undefined;
}
