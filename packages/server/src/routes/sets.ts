import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { Replayed, implement } from '../http/contract.js';
import { decodeSetCursor, encodeSetCursor, listSets, toTrainingSet } from '../store/sets.js';
import { editSet, logSet, removeSet } from '../services/sets.js';

/** The training history and the log's sets (owner only, like every /users/:id call). */
export function setRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.listSets, async ({ userId, query }) => {
    const before = query.cursor === undefined ? null : decodeSetCursor(query.cursor);
    if (query.cursor !== undefined && before === null)
      throw badRequest('cursor: That cursor is not one this list gave out; start again without it');
    const { rows, nextBefore } = await listSets(ctx.db, userId, {
      exercise: query.exercise || undefined,
      limit: query.limit,
      before,
    });
    return {
      items: rows.map((row) => toTrainingSet(row, ctx.media)),
      next_cursor: nextBefore === null ? null : encodeSetCursor(nextBefore),
    };
  });

  implement(app, ctx, routes.createSet, async ({ userId, body }) => {
    const { set, replayed } = await logSet(ctx.db, userId, body);
    const answer = toTrainingSet(set, ctx.media);
    return replayed ? new Replayed(answer) : answer;
  });

  implement(app, ctx, routes.updateSet, async ({ userId, params, body }) =>
    toTrainingSet(await editSet(ctx.db, userId, params.setId, body), ctx.media),
  );

  implement(app, ctx, routes.deleteSet, async ({ userId, params }) => removeSet(ctx.db, userId, params.setId));
}
