import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { decodeSetCursor, encodeSetCursor, listSets, toTrainingSet } from '../store/sets.js';

/** GET /users/:id/sets: the training history, a page at a time (owner only, like every /users/:id call). */
export function setRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.listSets, async ({ userId, query }) => {
    const before = query.cursor === undefined ? null : decodeSetCursor(query.cursor);
    if (query.cursor !== undefined && before === null) throw badRequest('cursor: That cursor is not one this list gave out; start again without it');
    const { rows, nextBefore } = await listSets(ctx.db, userId, { exercise: query.exercise, limit: query.limit, before });
    return { items: rows.map((row) => toTrainingSet(row, ctx.media)), next_cursor: nextBefore === null ? null : encodeSetCursor(nextBefore) };
  });
}
