import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { HttpError, notFound } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { toExercise } from '../serialize.js';
import { exerciseMetadata, findOfficialByName, insertContribution, listExercises } from '../store/exercises.js';
import { findUser } from '../store/users.js';

export function exerciseRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.exerciseMetadata, () => exerciseMetadata(ctx.db));

  implement(app, ctx, routes.listExercises, async ({ query }) => (await listExercises(ctx.db, query)).map(toExercise));

  implement(app, ctx, routes.contributeExercise, async ({ userId, body }) => {
    const contributor = await findUser(ctx.db, userId);
    if (!contributor) throw notFound('No such user');
    if (await findOfficialByName(ctx.db, body.name)) {
      throw new HttpError(409, `'${body.name}' is already in the official library: give your variation its own name`);
    }
    const row = await insertContribution(ctx.db, body, contributor);
    return { exercise: toExercise(row), message: 'Exercise submitted for review!' };
  });
}
