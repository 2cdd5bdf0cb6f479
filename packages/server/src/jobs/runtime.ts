import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { VideoCoach } from '../coach/video-coach.js';
import type { Database } from '../db/tables.js';
import type { MediaStore } from '../media/media-store.js';
import { analysisJobs, runAnalysisJob, type AnalysisJobs } from './analysis-jobs.js';
import { openJobQueue } from './queue.js';

export interface JobRuntime {
  jobs: AnalysisJobs;
  /** Stops taking jobs (running ones finish within `graceMs`, or go back to the queue) and closes the queue. */
  close(graceMs?: number): Promise<void>;
}

/**
 * The job queue of a process in SPOTTER_QUEUE=postgres mode: the API side always, and with `workers` > 0 a worker
 * that analyses that many jobs at once with the given video coach.
 */
export async function openJobRuntime(
  config: ServerConfig,
  deps: {
    db: Kysely<Database>;
    media: MediaStore;
    video: VideoCoach;
    workers: number;
    log: (message: string, err?: Error) => void;
  },
): Promise<JobRuntime> {
  const queue = await openJobQueue(config, (err) => deps.log('job queue error', err));
  const jobs = analysisJobs({ db: deps.db, media: deps.media, config, queue });
  if (deps.workers > 0) {
    await queue.work(deps.workers, (attempt) =>
      runAnalysisJob({ db: deps.db, media: deps.media, config, video: deps.video }, attempt).catch((err: unknown) => {
        deps.log(
          `analysis job ${attempt.id} failed (attempt ${attempt.retryCount + 1} of ${attempt.retryLimit + 1})`,
          err as Error,
        );
        throw err;
      }),
    );
  }
  return { jobs, close: (graceMs) => queue.stop(graceMs) };
}

/** The start-up line's words for where things are: which database, queue and media store. */
export function describeSetup(
  config: ServerConfig,
  media: Pick<MediaStore, 'kind' | 'location'>,
  role: string,
): string {
  const database = config.databaseUrl
    ? `PostgreSQL ${redactUrl(config.databaseUrl)} (schema ${config.pgSchema})`
    : `embedded database in ${config.dataDir}`;
  const queue = config.queue === 'postgres' ? `jobs on the PostgreSQL queue (${role})` : 'analysis in this process';
  return `database: ${database}; queue: ${queue}; media: ${media.kind === 's3' ? '' : 'folder '}${media.location}`;
}

/** A connection URL without its password or its parameters (they may carry one too, or key files). */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
