import type { Exercise, ExerciseContribution } from '@spotter/core/schemas';
import { filterExercises, type LibraryFilters } from '@spotter/core/view-models';
import type { AppContext } from '../context.js';
import type { ExerciseRow } from '../db/tables.js';
import { readOwnContributions } from '../caches/user-reads.js';
import { HttpError, notFound } from '../http/errors.js';
import { toExercise } from '../serialize.js';
import {
  insertContribution,
  listContributions,
  nameKey,
  reviewContribution,
  type ContributionRow,
} from '../store/exercises.js';

/** The exercise library: what a caller sees of it, community contributions and their review. */

/**
 * The public library (official and approved) matching the filters; a signed-in caller also sees their own
 * contributions under review. Same filter semantics as every client's library screen: core's view model, the
 * library's answers from memory.
 */
export async function findExercises(
  ctx: AppContext,
  filters: LibraryFilters,
  userId: string | null,
): Promise<Exercise[]> {
  const library = await ctx.library.matching(filters);
  if (!userId) return library;
  const own = (await readOwnContributions(ctx, userId)).map(toExercise);
  return own.length ? [...library, ...filterExercises(own, filters)] : library;
}

/**
 * A community contribution, refused (409) when the library or the contributor's own pending ones already have the
 * name; approved at once for a contributor the server trusts, else pending review.
 */
export async function contributeExercise(
  ctx: AppContext,
  contributor: { id: string; first_name: string },
  input: ExerciseContribution,
): Promise<ExerciseRow> {
  const key = nameKey(input.name);
  const own = await readOwnContributions(ctx, contributor.id);
  const existing = [...(await ctx.library.all()), ...own.filter((row) => row.review_status === 'pending')].find(
    (exercise) => nameKey(exercise.name) === key,
  );
  if (existing) {
    throw new HttpError(
      409,
      `name: '${existing.name}' is already in the library: give your variation a name of its own`,
    );
  }
  const row = await insertContribution(ctx.db, input, contributor, ctx.config.trustedAfter);
  ctx.library.invalidate();
  return row;
}

/** The review queue of one status, oldest first, each with who sent it. */
export const contributionQueue = (ctx: AppContext, status: Parameters<typeof listContributions>[1]) =>
  listContributions(ctx.db, status);

/** Approves or rejects a contribution (404 when there is no such community contribution). */
export async function decideContribution(
  ctx: AppContext,
  id: string,
  decision: Parameters<typeof reviewContribution>[2],
): Promise<ContributionRow> {
  const row = await reviewContribution(ctx.db, id, decision);
  if (!row) throw notFound('No such community contribution');
  return row;
}
