import PgBoss from 'pg-boss';
import type { ServerConfig } from '../config.js';
import { startWorkerLiveness } from './worker-liveness.js';

/** The one queue: uploads waiting for an analysis. */
export const ANALYSIS_QUEUE = 'video-analysis';

/** pg-boss's own state of a job; null when the queue holds no such job (finished long ago, or never sent). */
export type QueueState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed' | null;

/** Which attempt a worker is on: the last one decides that a failure is final. */
export interface Attempt {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/**
 * The analysis queue on PostgreSQL (pg-boss, in a schema of its own beside Spotter's). A worker beats for the jobs it
 * holds every `jobs.heartbeatSeconds`; a job whose worker is lost (killed, machine gone) is handed to a worker again
 * once its holding missed a few beats (worker-liveness.ts), up to `jobs.attempts` times. A job still running after
 * `jobs.timeoutSeconds` (a worker alive but stuck) is handed back by the queue's housekeeping, every `jobs.checkSeconds`.
 */
export interface JobQueue {
  /** The queue's schema, for the start-up line. */
  readonly schema: string;
  send(id: string): Promise<void>;
  state(id: string): Promise<QueueState>;
  cancel(id: string): Promise<void>;
  /** Takes jobs, `concurrency` at a time, until `stop`. A handler that throws fails the attempt (retried while attempts remain). */
  work(concurrency: number, handler: (attempt: Attempt) => Promise<void>): Promise<void>;
  /** Throws when PostgreSQL cannot be reached (readiness). */
  check(): Promise<void>;
  /** Stops taking jobs; jobs still running after `graceMs` are handed back to the queue (failed, so retried). */
  stop(graceMs?: number): Promise<void>;
}

/** pg-boss keeps its tables in `<spotter schema>_queue`, cut to PostgreSQL's 63-character names. */
export const queueSchemaOf = (pgSchema: string) => `${pgSchema.slice(0, 57)}_queue`;

export async function openJobQueue(
  config: Pick<ServerConfig, 'databaseUrl' | 'pgSchema' | 'jobs'>,
  log: (err: Error) => void,
): Promise<JobQueue> {
  if (!config.databaseUrl) throw new Error('The job queue needs DATABASE_URL (PostgreSQL)');
  const schema = queueSchemaOf(config.pgSchema);
  const boss = new PgBoss({
    connectionString: config.databaseUrl,
    schema,
    max: 4,
    application_name: 'spotter-queue',
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: config.jobs.checkSeconds,
  });
  // An error the queue meets on its own (a lost connection during housekeeping) is logged; the next round tries again.
  boss.on('error', log);
  await boss.start();
  const jobOptions = {
    retryLimit: config.jobs.attempts - 1,
    retryDelay: 0,
    expireInSeconds: config.jobs.timeoutSeconds,
  };
  await boss.createQueue(ANALYSIS_QUEUE, { name: ANALYSIS_QUEUE, ...jobOptions });
  const liveness = await startWorkerLiveness({
    sql: boss.getDb(),
    schema,
    queueName: ANALYSIS_QUEUE,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
    log,
    jobs: {
      attemptOf: (id) => boss.getJobById(ANALYSIS_QUEUE, id),
      fail: async (id, reason) => {
        await boss.fail(ANALYSIS_QUEUE, id, { message: reason });
      },
    },
  });

  return {
    schema,
    async send(id) {
      await boss.send(ANALYSIS_QUEUE, {}, { id, ...jobOptions });
    },
    async state(id) {
      const job = await boss.getJobById(ANALYSIS_QUEUE, id, { includeArchive: true });
      return job?.state ?? null;
    },
    cancel: (id) => boss.cancel(ANALYSIS_QUEUE, id),
    async work(concurrency, handler) {
      // Each pg-boss worker takes one job at a time: `concurrency` of them take that many at once.
      for (let i = 0; i < concurrency; i++) {
        await boss.work<object>(
          ANALYSIS_QUEUE,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
          async ([job]) => {
            if (!job) return;
            await liveness.hold(job.id, job.retryCount);
            try {
              await handler({ id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
            } finally {
              await liveness.release(job.id).catch(log);
            }
          },
        );
      }
    },
    async check() {
      await boss.getDb().executeSql('select 1', []);
    },
    async stop(graceMs = 30_000) {
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      liveness.stop();
    },
  };
}
