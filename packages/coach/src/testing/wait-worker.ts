import { threadTask } from '../workers/thread-task.js';

/** A worker for the pool's own tests: waits, reports progress, fails on request, and stops when cancelled. */
export interface WaitTask {
  ms: number;
  fail?: 'typed' | 'unexpected';
}

export default threadTask<WaitTask, { waited: number; thread: number; nice: number; childNice: number | null }, number>(
  async (task, { signal, progress }) => {
    const { threadId } = await import('node:worker_threads');
    const { getPriority } = await import('node:os');
    const { execFileSync } = await import('node:child_process');
    // On Linux a program started from the thread runs at the thread's priority: field 19 of its /proc stat line.
    const childNice =
      process.platform === 'linux'
        ? Number(execFileSync('cat', ['/proc/self/stat'], { encoding: 'utf8' }).split(') ')[1]!.split(' ')[16])
        : null;
    if (task.fail === 'typed') throw Object.assign(new Error('That clip is too long.'), { code: 'too_long' });
    if (task.fail === 'unexpected') throw new Error('a bug');
    const started = Date.now();
    progress(0);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, task.ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(Object.assign(new Error('Cancelled.'), { code: 'aborted' }));
        },
        { once: true },
      );
    });
    progress(1);
    return { waited: Date.now() - started, thread: threadId, nice: getPriority(), childNice };
  },
);
