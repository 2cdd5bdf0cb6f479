import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { VideoAnalysis } from './analysis-types.js';
import type { AnalyzeVideoOptions } from './analyze-video.js';
import { VideoError, abortedError, deserializeError } from './video-error.js';
import type { FromWorker, ToWorker } from './video-worker.js';

export interface VideoAnalysisPoolOptions {
  /** Worker threads (each runs one analysis at a time). Default 1. */
  size?: number;
  /** Jobs allowed to wait for a free worker; more are refused with a 'busy' VideoError. Default size * 8. */
  maxQueue?: number;
}

export interface VideoAnalysisPool {
  /** Run analyzeVideo in a worker thread (the caller's event loop stays free). */
  analyze(options: Omit<AnalyzeVideoOptions, 'detector' | 'secondOpinion'>): Promise<VideoAnalysis>;
  /** Jobs running or waiting. */
  pending(): number;
  /** Stop the workers; waiting and running jobs are rejected. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  options: Omit<AnalyzeVideoOptions, 'detector' | 'secondOpinion'>;
  resolve: (analysis: VideoAnalysis) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * Start a worker. Compiled JS runs as is. From TypeScript sources (vitest, tsx) a tiny
 * bootstrap registers tsx's loader inside the worker first, then imports the .ts worker.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./video-worker.js', import.meta.url));
  // tsx (a root devDependency): its ESM API registers the TypeScript loader in this thread.
  const tsxLoader = createRequire(import.meta.url).resolve('tsx');
  const tsxApi = pathToFileURL(join(dirname(tsxLoader), 'esm/api/index.mjs')).href;
  const workerUrl = new URL('./video-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}));`;
  return new Worker(bootstrap, { eval: true });
}

/** A fixed-size pool of worker threads running video analyses, with a bounded queue. */
export function createVideoAnalysisPool(options: VideoAnalysisPoolOptions = {}): VideoAnalysisPool {
  const size = Math.max(1, options.size ?? 1);
  const maxQueue = options.maxQueue ?? size * 8;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const post = (slot: Slot, message: ToWorker) => slot.worker.postMessage(message);

  // A busy worker keeps the process alive; an idle one does not hold it open.
  const finish = (slot: Slot) => {
    slot.job = null;
    slot.worker.unref();
    dispatch();
  };

  const spawnSlot = (): Slot => {
    const slot: Slot = { worker: startWorker(), job: null };
    slot.worker.on('message', (message: FromWorker) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (message.type === 'progress') job.options.onProgress?.(message.progress);
      else if (message.type === 'done') {
        job.resolve(message.analysis);
        finish(slot);
      } else {
        job.reject(deserializeError(message.error));
        finish(slot);
      }
    });
    slot.worker.on('error', (error) => {
      slot.job?.reject(new VideoError('internal', 'The video analysis worker failed.', { cause: error }));
      slot.job = null;
    });
    slot.worker.on('exit', () => {
      if (closed) return;
      slot.job?.reject(new VideoError('internal', 'The video analysis worker stopped unexpectedly.'));
      slots.splice(slots.indexOf(slot), 1, spawnSlot());
      dispatch();
    });
    slot.worker.unref();
    return slot;
  };

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      const { signal, onProgress, ...serialisable } = job.options;
      void onProgress;
      if (signal?.aborted) {
        job.reject(abortedError());
        slot.job = null;
        continue;
      }
      signal?.addEventListener('abort', () => slot.job === job && post(slot, { type: 'abort', id: job.id }), { once: true });
      post(slot, { type: 'analyze', id: job.id, options: serialisable });
    }
  }

  return {
    analyze(jobOptions) {
      if (closed) return Promise.reject(new VideoError('internal', 'The video analysis pool is closed.'));
      if (queue.length >= maxQueue) {
        return Promise.reject(new VideoError('busy', 'The coach is analysing other videos right now. Try again in a minute.'));
      }
      if (slots.length < size) slots.push(spawnSlot());
      return new Promise<VideoAnalysis>((resolve, reject) => {
        const job: Job = { id: nextId, options: jobOptions, resolve, reject };
        nextId += 1;
        jobOptions.signal?.addEventListener('abort', () => {
          const waiting = queue.indexOf(job);
          if (waiting >= 0) {
            queue.splice(waiting, 1);
            reject(abortedError());
          }
        }, { once: true });
        queue.push(job);
        dispatch();
      });
    },
    pending: () => queue.length + slots.filter((slot) => slot.job).length,
    async close() {
      closed = true;
      const error = new VideoError('aborted', 'The video analysis pool was closed.');
      for (const job of queue.splice(0)) job.reject(error);
      for (const slot of slots) slot.job?.reject(error);
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
