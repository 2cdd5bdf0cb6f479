import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { toExercise } from '../serialize.js';
import { filterExercises } from '@spotter/core/view-models';
import { findOfficialByName, insertContribution } from '../store/exercises.js';

export function exerciseRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.exerciseMetadata, () => ctx.library.metadata());

  // Same filter semantics as every client's library screen: core's view model.
  implement(app, ctx, routes.listExercises, async ({ query }) =>
    filterExercises(await ctx.library.all(), {
      search: query.search ?? '',
      category: query.category ?? 'all',
      equipment: query.equipment ?? 'all',
      difficulty: query.difficulty ?? 'all',
    }),
  );

  implement(app, ctx, routes.contributeExercise, async ({ user: contributor, body }) => {
    if (await findOfficialByName(ctx.db, body.name)) {
      throw new HttpError(409, `'${body.name}' is already in the official library: give your variation its own name`);
    }
    const row = await insertContribution(ctx.db, body, contributor);
    ctx.library.invalidate();
    return { exercise: toExercise(row), message: 'Exercise submitted for review!' };
  });
}
