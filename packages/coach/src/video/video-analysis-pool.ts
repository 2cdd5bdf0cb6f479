import { PRIORITY, ThreadPoolRefusal, createThreadPool, workerModule } from '../workers/thread-pool.js';
import { codedReviver } from '../workers/thread-task.js';
import type { AnalysisProgress, ClipPoses } from './analyze-video.js';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { VideoError, abortedError, type VideoErrorCode } from './video-error.js';
import type { WorkerJob, WorkerJobOptions } from './video-worker.js';

export interface VideoAnalysisPoolOptions {
  /** Worker threads (each runs one analysis at a time). Default 1. */
  size?: number;
  /** Jobs allowed to wait for a free worker; more are refused with a 'busy' VideoError. Default size * 8. */
  maxQueue?: number;
}

export type PoolAnalyzeOptions = WorkerJobOptions & {
  signal?: AbortSignal;
  onProgress?: (progress: AnalysisProgress) => void;
};

export interface VideoAnalysisPool {
  /** Run analyzeVideo in a worker thread (the caller's event loop stays free). */
  analyze(options: PoolAnalyzeOptions): Promise<VideoAnalysis>;
  /** Only decode and read the poses, on the same warm threads (renderPath is ignored). */
  readPoses(options: PoolAnalyzeOptions): Promise<ClipPoses>;
  /** Jobs running or waiting. */
  pending(): number;
  /** True when the next job would be refused as busy: callers can say so before taking a whole upload. */
  full(): boolean;
  /** Stop the workers; waiting and running jobs are rejected. */
  close(): Promise<void>;
}

/** A thread keeps its loaded pose model this long between jobs. */
const IDLE_MS = 10 * 60_000;

const reviveVideoError = codedReviver<VideoErrorCode>(
  ['not_found', 'empty_file', 'not_a_video', 'unreadable', 'too_long', 'too_large', 'aborted', 'busy', 'internal'],
  'internal',
  (code, message) => new VideoError(code, message),
);

const refusalError = (refusal: ThreadPoolRefusal): VideoError => {
  if (refusal.reason === 'busy')
    return new VideoError('busy', 'The coach is analysing other videos right now. Try again in a minute.');
  if (refusal.reason === 'aborted') return abortedError();
  return new VideoError('aborted', 'The video analysis pool is closed.');
};

/** Video analyses on a piscina pool of fixed size with a bounded queue. */
export function createVideoAnalysisPool(options: VideoAnalysisPoolOptions = {}): VideoAnalysisPool {
  const size = Math.max(1, options.size ?? 1);
  const pool = createThreadPool(workerModule(import.meta.url, 'video-worker'), {
    threads: size,
    queue: options.maxQueue ?? size * 8,
    idleMs: IDLE_MS,
    niceIncrement: PRIORITY.background,
  });
  async function run<O>(
    job: WorkerJob,
    { signal, onProgress }: Pick<PoolAnalyzeOptions, 'signal' | 'onProgress'>,
  ): Promise<O> {
    try {
      return await pool.run<WorkerJob, O, AnalysisProgress>(job, reviveVideoError, { signal, onProgress });
    } catch (error) {
      if (error instanceof ThreadPoolRefusal) throw refusalError(error);
      if (error instanceof VideoError) throw error;
      throw new VideoError('internal', 'The video analysis worker failed.', { cause: error });
    }
  }
  return {
    analyze: ({ signal, onProgress, ...job }) => run<VideoAnalysis>(job, { signal, onProgress }),
    readPoses: ({ signal, onProgress, renderPath: _ignored, ...job }) =>
      run<ClipPoses>({ ...job, task: 'poses' }, { signal, onProgress }),
    pending: pool.pending,
    full: pool.full,
    close: pool.close,
  };
}
