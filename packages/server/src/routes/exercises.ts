import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import { filterExercises } from '@spotter/core/view-models';
import type { AppContext } from '../context.js';
import { createBudget } from '../http/budgets.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { toExercise } from '../serialize.js';
import { insertContribution, nameKey } from '../store/exercises.js';
import { readOwnContributions } from '../caches/user-reads.js';

export function exerciseRoutes(app: FastifyInstance, ctx: AppContext) {
  const contributions = createBudget(app, {
    name: 'contribution',
    max: ctx.config.limits.contributionsPerHour,
    windowMs: 3600_000,
    what: 'Too many contributions from this address',
  });

  implement(app, ctx, routes.exerciseMetadata, () => ctx.library.metadata());

  // The public library (official and approved); a signed-in caller also sees their own contributions under review.
  // Same filter semantics as every client's library screen: core's view model, the library's answers from memory.
  implement(app, ctx, routes.listExercises, async ({ query, userId }) => {
    const filters = {
      search: query.search ?? '',
      category: query.category ?? 'all',
      equipment: query.equipment ?? 'all',
      difficulty: query.difficulty ?? 'all',
    };
    const library = await ctx.library.matching(filters);
    if (!userId) return library;
    const own = (await readOwnContributions(ctx, userId)).map(toExercise);
    return own.length ? [...library, ...filterExercises(own, filters)] : library;
  });

  implement(app, ctx, routes.contributeExercise, async ({ user: contributor, body, request, reply }) => {
    await contributions.spend(request, reply);
    const key = nameKey(body.name);
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
    const row = await insertContribution(ctx.db, body, contributor, ctx.config.trustedAfter);
    ctx.library.invalidate();
    const approved = row.review_status === 'approved';
    return { exercise: toExercise(row), message: approved ? MESSAGES.exerciseAdded : MESSAGES.exerciseSubmitted };
  });
}
