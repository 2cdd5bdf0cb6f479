import type { AppContext } from '../context.js';
import { pingDatabase } from '../store/settings.js';

export type CheckName = 'database' | 'media' | 'queue';

/** Throws when the database cannot be reached. */
export const checkDatabase = (ctx: Pick<AppContext, 'db'>) => pingDatabase(ctx.db);

/**
 * What this instance needs to serve a request, each as a call that throws when it cannot be reached; the job
 * queue's (its own connection pool to PostgreSQL) when analysis jobs are on it (SPOTTER_QUEUE=postgres).
 */
export function readinessChecks(ctx: AppContext): Partial<Record<CheckName, () => Promise<unknown>>> {
  return {
    database: () => checkDatabase(ctx),
    media: () => ctx.media.check(),
    ...(ctx.jobs ? { queue: () => ctx.jobs!.queue.check() } : {}),
  };
}
