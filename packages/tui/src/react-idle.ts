import { createRequire } from 'node:module';

interface Scheduler {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_IdlePriority: number;
}

/**
 * React's scheduler, the very instance Ink's renderer queues its work on: `scheduler` as react-reconciler resolves
 * it, react-reconciler as Ink resolves it (node_modules holds more than one copy). Resolved on first use.
 */
const schedulerOf = (() => {
  let scheduler: Scheduler | undefined;
  return () => {
    if (!scheduler) {
      const ink = createRequire(import.meta.url).resolve('ink');
      const reconciler = createRequire(ink).resolve('react-reconciler');
      scheduler = createRequire(reconciler)('scheduler') as Scheduler;
    }
    return scheduler;
  };
})();

/**
 * Resolves once the TUI has caught up: Ink has handed over any input it held back (a lone Esc goes on the next turn
 * of the event loop) and React has no render or effect left to run. React 19 renders Ink's updates concurrently: the
 * frame is drawn at commit, but the effects that attach the new screen's key handlers (useInput) and move the focus
 * run in a later task, so a key handed over as soon as the frame shows would reach the previous screen's handlers.
 * An idle-priority task runs only when nothing more urgent is queued, so when it runs every render and effect has.
 */
export async function whenReactIdle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const scheduler = schedulerOf();
  await new Promise<void>((resolve) => scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve));
}
