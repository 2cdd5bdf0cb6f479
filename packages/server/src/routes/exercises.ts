import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import type { AppContext } from '../context.js';
import { createBudget } from '../http/budgets.js';
import { implement } from '../http/contract.js';
import { toExercise } from '../serialize.js';
import { contributeExercise, findExercises } from '../services/exercises.js';

export function exerciseRoutes(app: FastifyInstance, ctx: AppContext) {
  const contributions = createBudget(app, {
    name: 'contribution',
    max: ctx.config.limits.contributionsPerHour,
    windowMs: 3600_000,
    what: 'Too many contributions from this address',
  });

  implement(app, ctx, routes.exerciseMetadata, () => ctx.library.metadata());

  implement(app, ctx, routes.listExercises, ({ query, userId }) =>
    findExercises(
      ctx,
      {
        search: query.search ?? '',
        category: query.category ?? 'all',
        equipment: query.equipment ?? 'all',
        difficulty: query.difficulty ?? 'all',
      },
      userId,
    ),
  );

  implement(app, ctx, routes.contributeExercise, async ({ user: contributor, body, request, reply }) => {
    await contributions.spend(request, reply);
    const row = await contributeExercise(ctx, contributor, body);
    const approved = row.review_status === 'approved';
    return { exercise: toExercise(row), message: approved ? MESSAGES.exerciseAdded : MESSAGES.exerciseSubmitted };
  });
}
