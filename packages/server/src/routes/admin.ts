import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { ContributionReview } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import { implement } from '../http/contract.js';
import { toExercise } from '../serialize.js';
import { contributionQueue, decideContribution } from '../services/exercises.js';

const toReview = (row: Awaited<ReturnType<typeof decideContribution>>): ContributionReview => ({
  ...toExercise(row),
  reviewed_at: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  contributor:
    row.contributor_id && row.contributor_first_name !== null
      ? {
          id: row.contributor_id,
          first_name: row.contributor_first_name,
          approved_contributions: Number(row.contributor_approved ?? 0),
        }
      : null,
});

/** The review queue, for the holder of the server's admin token (SPOTTER_ADMIN_TOKEN). */
export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.listContributions, async ({ query }) =>
    (await contributionQueue(ctx, query.status)).map(toReview),
  );
  implement(app, ctx, routes.approveContribution, async ({ params }) =>
    toReview(await decideContribution(ctx, params.id, { status: 'approved' })),
  );
  implement(app, ctx, routes.rejectContribution, async ({ params, body }) =>
    toReview(await decideContribution(ctx, params.id, { status: 'rejected', reason: body.reason })),
  );
}
