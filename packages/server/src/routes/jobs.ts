import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { implement } from '../http/contract.js';
import { notFound } from '../http/errors.js';

/**
 * GET /jobs/:id: an analysis job of the caller's. Another user's job is not found, like one that never was; a server
 * without a job queue has none.
 */
export function jobRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.getJob, async ({ params, userId }) => {
    const job = ctx.jobs ? await ctx.jobs.status(userId, params.id) : null;
    if (!job) throw notFound(`No such job: ${params.id}`);
    return job;
  });
}
