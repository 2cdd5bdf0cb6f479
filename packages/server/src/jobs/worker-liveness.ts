import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

/** A worker whose holdings have not been beaten for this many beats is taken for lost. */
export const LOST_AFTER_BEATS = 3;

/**
 * The longest a lost worker's job waits before it is handed back to the queue: it beat just before it died, its
 * holding turns stale `LOST_AFTER_BEATS` beats later, and the next sweep (one a beat) finds it.
 */
export const lostJobSeconds = (heartbeatSeconds: number) => heartbeatSeconds * (LOST_AFTER_BEATS + 1);

/** Runs SQL on the queue's pool (pg-boss's `getDb()`). */
export interface SqlRunner {
  executeSql(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** What the sweeper may do to a job of the queue: look at it, and fail the attempt (retried while attempts remain). */
export interface QueueJobs {
  attemptOf(jobId: string): Promise<{ state: string; retryCount: number } | null>;
  fail(jobId: string, reason: string): Promise<void>;
}

export interface WorkerLiveness {
  /** This process's worker id: host, pid and a random part. */
  readonly workerId: string;
  /** The worker took a job: its holding is beaten until released. */
  hold(jobId: string, retryCount: number): Promise<void>;
  release(jobId: string): Promise<void>;
  /** One round of the sweep (also run every beat): hands the jobs of lost workers back to the queue. */
  sweep(): Promise<string[]>;
  stop(): void;
}

/**
 * Which worker holds which job, beaten every `heartbeatSeconds` while the worker lives (a row per held job in the
 * queue's schema). A worker SIGKILLed or cut off stops beating; every process with the queue open sweeps once a beat
 * and fails the attempts of holdings gone stale, so pg-boss retries them at once on another worker, instead of after
 * the job's whole `expireInSeconds` (pg-boss 10 has no heartbeat of its own). The expiry stays, for a worker that
 * lives but hangs.
 */
export async function startWorkerLiveness(options: {
  sql: SqlRunner;
  schema: string;
  queueName: string;
  jobs: QueueJobs;
  heartbeatSeconds: number;
  log: (err: Error) => void;
}): Promise<WorkerLiveness> {
  const { sql, jobs, heartbeatSeconds, log } = options;
  const table = `${options.schema}.worker_lease`;
  const workerId = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const staleSeconds = heartbeatSeconds * LOST_AFTER_BEATS;
  await createTable(sql, table);
  const held = new Set<string>();

  const sweep = async () => {
    // Deleting first: of two sweepers, one gets the row and fails the job, once.
    const stale = await sql.executeSql(
      `DELETE FROM ${table} WHERE beat_at < now() - make_interval(secs => $1) RETURNING job_id::text AS job_id, worker_id, retry_count`,
      [staleSeconds],
    );
    // A job taken in the moment before its worker died has no holding yet: one active this long without one is lost too.
    const orphans = await sql.executeSql(
      `SELECT id::text AS job_id, 'unknown' AS worker_id, retry_count FROM ${options.schema}.job j
        WHERE j.name = $1 AND j.state = 'active' AND j.started_on < now() - make_interval(secs => $2)
          AND NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.job_id = j.id)`,
      [options.queueName, staleSeconds],
    );
    const lost: string[] = [];
    for (const row of [...stale.rows, ...orphans.rows]) {
      const jobId = String(row.job_id);
      const attempt = await jobs.attemptOf(jobId);
      // Only the attempt the lost worker held: the job may have been retried already (by its expiry).
      if (attempt?.state !== 'active' || attempt.retryCount !== Number(row.retry_count)) continue;
      await jobs.fail(jobId, `the worker running it (${String(row.worker_id)}) stopped beating for ${staleSeconds} s`);
      lost.push(jobId);
    }
    return lost;
  };
  const beat = async () => {
    if (held.size > 0) await sql.executeSql(`UPDATE ${table} SET beat_at = now() WHERE worker_id = $1`, [workerId]);
    await sweep();
  };
  let beating = false;
  const timer = setInterval(() => {
    // A beat that outlasts the interval (the database is slow) is not stacked on.
    if (beating) return;
    beating = true;
    beat()
      .catch((err: unknown) => log(err as Error))
      .finally(() => (beating = false));
  }, heartbeatSeconds * 1000);
  timer.unref();

  return {
    workerId,
    async hold(jobId, retryCount) {
      await sql.executeSql(
        `INSERT INTO ${table} (job_id, worker_id, retry_count) VALUES ($1, $2, $3)
         ON CONFLICT (job_id) DO UPDATE SET worker_id = excluded.worker_id, retry_count = excluded.retry_count, beat_at = now()`,
        [jobId, workerId, retryCount],
      );
      held.add(jobId);
    },
    async release(jobId) {
      held.delete(jobId);
      await sql.executeSql(`DELETE FROM ${table} WHERE job_id = $1 AND worker_id = $2`, [jobId, workerId]);
    },
    sweep,
    stop: () => clearInterval(timer),
  };
}

async function createTable(sql: SqlRunner, table: string) {
  try {
    await sql.executeSql(
      `CREATE TABLE IF NOT EXISTS ${table} (
         job_id uuid PRIMARY KEY,
         worker_id text NOT NULL,
         retry_count integer NOT NULL,
         beat_at timestamptz NOT NULL DEFAULT now()
       )`,
      [],
    );
  } catch (err) {
    // Two processes starting at once: the other one made it (IF NOT EXISTS is not safe against a concurrent create).
    const code = (err as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw err;
  }
}
