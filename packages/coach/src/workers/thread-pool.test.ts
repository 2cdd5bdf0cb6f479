import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ThreadPoolRefusal, createThreadPool } from './thread-pool.js';
import type { WaitTask } from '../testing/wait-worker.js';

type Waited = { waited: number; thread: number; nice: number; childNice: number | null };
class TaskFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
const revive = (error: { code: string; message: string }) => new TaskFailed(error.code, error.message);
const waitPool = (threads: number, queue: number, niceIncrement?: number) =>
  createThreadPool(new URL('../testing/wait-worker.ts', import.meta.url), {
    threads,
    queue,
    idleMs: 60_000,
    niceIncrement,
  });

describe('createThreadPool', () => {
  it('runs tasks on its threads, reports progress and revives the typed failures a task reports', async () => {
    const pool = waitPool(1, 2);
    try {
      const progress: number[] = [];
      const done = await pool.run<WaitTask, Waited, number>({ ms: 20 }, revive, {
        onProgress: (p) => progress.push(p),
      });
      expect(done.thread).toBeGreaterThan(0);
      expect(progress).toEqual([0, 1]);
      await expect(pool.run({ ms: 0, fail: 'typed' }, revive)).rejects.toEqual(
        new TaskFailed('too_long', 'That clip is too long.'),
      );
      await expect(pool.run({ ms: 0, fail: 'unexpected' }, revive)).rejects.toThrow('a bug');
      expect(pool.pending()).toBe(0);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    'runs its threads, and the programs they start, below the process in priority when asked',
    async () => {
      const own = getPriority();
      const background = waitPool(1, 0, 7);
      const plain = waitPool(1, 0);
      try {
        const low = await background.run<WaitTask, Waited>({ ms: 0 }, revive);
        expect(low.nice).toBe(Math.min(19, own + 7));
        expect(low.childNice).toBe(low.nice);
        expect((await plain.run<WaitTask, Waited>({ ms: 0 }, revive)).nice).toBe(own);
        expect(getPriority()).toBe(own); // the process's own thread is untouched
      } finally {
        await Promise.all([background.close(), plain.close()]);
      }
    },
    60_000,
  );

  it('refuses at once past its threads plus queue, and says it is full before', async () => {
    const pool = waitPool(1, 1);
    try {
      const running = pool.run<WaitTask, Waited>({ ms: 300 }, revive);
      const waiting = pool.run<WaitTask, Waited>({ ms: 0 }, revive);
      expect(pool.full()).toBe(true);
      await expect(pool.run({ ms: 0 }, revive)).rejects.toEqual(new ThreadPoolRefusal('busy'));
      await Promise.all([running, waiting]);
      expect(pool.full()).toBe(false);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('takes a cancelled task off the queue, and stops a running one on the same thread', async () => {
    const pool = waitPool(1, 4);
    try {
      const first = await pool.run<WaitTask, Waited>({ ms: 0 }, revive);
      const stopRunning = new AbortController();
      const stopWaiting = new AbortController();
      const running = pool.run<WaitTask, Waited>({ ms: 30_000 }, revive, { signal: stopRunning.signal });
      const waiting = pool.run<WaitTask, Waited>({ ms: 30_000 }, revive, { signal: stopWaiting.signal });
      stopWaiting.abort();
      await expect(waiting).rejects.toEqual(new ThreadPoolRefusal('aborted'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      stopRunning.abort();
      await expect(running).rejects.toMatchObject({ code: 'aborted' });
      // The thread was asked to stop, not killed: the next task runs on it.
      const after = await pool.run<WaitTask, Waited>({ ms: 0 }, revive);
      expect(after.thread).toBe(first.thread);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('rejects what runs or waits when closed, and refuses new work', async () => {
    const pool = waitPool(1, 2);
    const running = pool.run<WaitTask, Waited>({ ms: 30_000 }, revive);
    const waiting = pool.run<WaitTask, Waited>({ ms: 30_000 }, revive);
    const outcomes = Promise.allSettled([running, waiting]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.close();
    expect(await outcomes).toEqual([
      { status: 'rejected', reason: new ThreadPoolRefusal('closed') },
      { status: 'rejected', reason: new ThreadPoolRefusal('closed') },
    ]);
    await expect(pool.run({ ms: 0 }, revive)).rejects.toEqual(new ThreadPoolRefusal('closed'));
  }, 60_000);
});
