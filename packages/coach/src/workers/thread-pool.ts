import { MessageChannel } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { fromSource, tsxApiUrl } from './source-worker.js';
import type { FromTask, TaskInput, TaskResult, ToTask } from './thread-task.js';

export interface ThreadPoolLimits {
  /** Threads running tasks at once. */
  threads: number;
  /** Tasks allowed to wait for a thread; past this a task is refused at once instead of waiting. */
  queue: number;
  /** How long an idle thread (and what it loaded: a model, the speech engine) is kept. */
  idleMs: number;
  /**
   * How much lower than the process the threads run (Unix nice, 0-19), and the programs they start (ffmpeg) with
   * them: heavy work yields the CPU to the server's own event loop instead of making every request wait behind it.
   */
  niceIncrement?: number;
}

/**
 * Unix nice increments for the pools. A user waiting on the answer (a spoken reply, a scanned photo) still yields to
 * the pages; a whole set's analysis, already minutes of patience for the user, yields the most.
 */
export const PRIORITY = { interactive: 10, background: 19 } as const;

/** Why a task did not run: the queue was full, or its signal fired while it waited. */
export class ThreadPoolRefusal extends Error {
  override readonly name = 'ThreadPoolRefusal';
  constructor(readonly reason: 'busy' | 'aborted' | 'closed') {
    super(
      reason === 'busy'
        ? 'The worker pool is at its queue limit.'
        : reason === 'aborted'
          ? 'The task was cancelled before it started.'
          : 'The worker pool is closed.',
    );
  }
}

export { workerModule } from './source-worker.js';

/** A bounded pool of threads running one worker module's tasks. */
export interface ThreadPool {
  /**
   * Runs one task. A cancel before the task started takes it off the queue; after, the thread is asked to stop (so it
   * keeps what it loaded) and the task's own signal ends its work. Failures the task reports come back through
   * `revive`, as the caller's own typed error; a full queue is refused at once with ThreadPoolRefusal('busy').
   */
  run<I, O, P = never>(
    input: I,
    revive: (error: { code: string; message: string }) => Error,
    options?: RunOptions<P>,
  ): Promise<O>;
  /** Tasks running or waiting. */
  pending: () => number;
  /** True when the next task would be refused: callers can say so before taking a whole upload. */
  full: () => boolean;
  /** Stops the threads; waiting and running tasks are rejected with ThreadPoolRefusal('closed'). */
  close: () => Promise<void>;
}

export interface RunOptions<P> {
  signal?: AbortSignal;
  onProgress?: (progress: P) => void;
}

/**
 * A piscina pool of one worker module, with fixed threads and a bounded queue (counted here, so "full" means the
 * same whether the threads are warm or still starting). Threads start on the first task and idle ones do not hold
 * the process open. From TypeScript sources (vitest, tsx) a small JS bootstrap registers tsx's loader inside each
 * thread, then imports the .ts module.
 */
export function createThreadPool(worker: URL, limits: ThreadPoolLimits): ThreadPool {
  const source = fromSource(worker);
  const threads = Math.max(1, limits.threads);
  const capacity = threads + Math.max(0, limits.queue);
  const piscina = new Piscina({
    filename: source ? fileURLToPath(new URL('./source-bootstrap.mjs', import.meta.url)) : fileURLToPath(worker),
    workerData: source ? { entry: worker.href, tsxApi: tsxApiUrl() } : undefined,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: limits.idleMs,
    niceIncrement: Math.min(19, Math.max(0, Math.round(limits.niceIncrement ?? 0))),
    // Tasks are async (ffmpeg, a model): each thread runs its event loop instead of sleeping in Atomics.wait.
    atomics: 'disabled',
  });
  let pending = 0;
  let closed = false;

  async function run<I, O, P>(
    input: I,
    revive: (error: { code: string; message: string }) => Error,
    options: RunOptions<P> = {},
  ): Promise<O> {
    const { signal, onProgress } = options;
    if (closed) throw new ThreadPoolRefusal('closed');
    if (pending >= capacity) throw new ThreadPoolRefusal('busy');
    if (signal?.aborted) throw new ThreadPoolRefusal('aborted');
    pending += 1;
    const channel = new MessageChannel();
    const whileQueued = new AbortController();
    let started = false;
    channel.port1.on('message', (event: FromTask<P>) => {
      if (event.type === 'started') started = true;
      else onProgress?.(event.progress);
    });
    const cancel = () =>
      started ? channel.port1.postMessage({ type: 'abort' } satisfies ToTask) : whileQueued.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const task: TaskInput<I> = { input, port: channel.port2 };
      const result = (await piscina.run(task, {
        transferList: [channel.port2],
        signal: whileQueued.signal,
      })) as TaskResult<O>;
      if (!result.ok) throw revive(result.error);
      return result.value;
    } catch (error) {
      if (closed) throw new ThreadPoolRefusal('closed');
      if (error instanceof Error && error.name === 'AbortError') throw new ThreadPoolRefusal('aborted');
      throw error;
    } finally {
      pending -= 1;
      signal?.removeEventListener('abort', cancel);
      channel.port1.close();
    }
  }

  return {
    run,
    pending: () => pending,
    full: () => pending >= capacity,
    async close() {
      closed = true;
      await piscina.destroy();
    },
  };
}
