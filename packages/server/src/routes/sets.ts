import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { Replayed, implement } from '../http/contract.js';
import { toTrainingSet } from '../serialize-log.js';
import { editSet, listSetPage, logSet, removeSet } from '../services/sets.js';

/** The training history and the log's sets (owner only, like every /users/:id call). */
export function setRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.listSets, async ({ userId, query }) => {
    const { rows, nextCursor } = await listSetPage(ctx.db, userId, query);
    return { items: rows.map((row) => toTrainingSet(row, ctx.media)), next_cursor: nextCursor };
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
