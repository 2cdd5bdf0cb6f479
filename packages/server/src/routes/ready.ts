import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { implement } from '../http/contract.js';
import { HttpError } from '../http/errors.js';
import { readinessChecks, type CheckName } from '../services/health.js';

/** A dependency that takes longer than this to answer counts as down: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 3000;
/** About how long before it is worth asking again. */
const RETRY_AFTER_SECONDS = 5;

const withTimeout = (check: () => Promise<unknown>) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
    check().then(
      () => (clearTimeout(timer), resolve()),
      (err: unknown) => (
        clearTimeout(timer),
        reject(err instanceof Error ? err : new Error('the check failed', { cause: err }))
      ),
    );
  });

const PLAIN: Record<CheckName, string> = { database: 'the database', media: 'the media store', queue: 'the job queue' };

/** GET /api/ready (readiness, for load balancers) beside GET /api/health (liveness: the process answers). */
export function readyRoute(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.ready, async ({ request }) => {
    // Every place taken: this instance would refuse the next request, so a load balancer should send it elsewhere.
    if (request.server.load().full)
      throw new HttpError(503, 'Not ready: this server is at capacity right now', { 'retry-after': '1' });
    const checks = Object.entries(readinessChecks(ctx)) as [CheckName, () => Promise<unknown>][];
    const results = await Promise.allSettled(checks.map(([, check]) => withTimeout(check)));
    const down = checks.filter((_, i) => results[i]!.status === 'rejected').map(([name]) => name);
    if (down.length) {
      // The reasons go to the log (they may name hosts and buckets); the answer is public and only says what.
      results.forEach((result, i) => {
        if (result.status === 'rejected') request.log.warn({ check: checks[i]![0], err: result.reason }, 'not ready');
      });
      throw new HttpError(503, `Not ready: ${down.map((name) => PLAIN[name]).join(' and ')} cannot be reached`, {
        'retry-after': String(RETRY_AFTER_SECONDS),
      });
    }
    return {
      status: 'ready' as const,
      checks: Object.fromEntries(checks.map(([name]) => [name, 'ok'])) as { database: 'ok'; media: 'ok'; queue?: 'ok' },
    };
  });
}
