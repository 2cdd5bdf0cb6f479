import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { ContributionReview } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { toExercise } from '../serialize.js';
import { listContributions, reviewContribution, type ContributionRow } from '../store/exercises.js';

const toReview = (row: ContributionRow): ContributionReview => ({
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
    (await listContributions(ctx.db, query.status)).map(toReview),
  );

  const decide = async (id: string, decision: Parameters<typeof reviewContribution>[2]) => {
    const row = await reviewContribution(ctx.db, id, decision);
    if (!row) throw notFound('No such community contribution');
    return toReview(row);
  };

  implement(app, ctx, routes.approveContribution, ({ params }) => decide(params.id, { status: 'approved' }));
  implement(app, ctx, routes.rejectContribution, ({ params, body }) =>
    decide(params.id, { status: 'rejected', reason: body.reason }),
  );
}
