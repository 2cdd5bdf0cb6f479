import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import { useTui } from '../tui-context.js';

/**
 * A request the user may cancel: with `cancel()` (Esc), with Ctrl-C (the exit reports what `cancelled()` says), or by
 * leaving the screen, which never leaves it running. A cancel ends quietly; any other failure shows beside the form
 * and as a toast.
 */
export function useCancellable() {
  const tui = useTui();
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const fail = (err: unknown) => {
    const message = errorMessage(err);
    setError(message);
    tui.toast(message, 'error');
  };

  /** Runs `send` with the signal that cancels it; true when it failed (a cancel is no failure). */
  const run = async (send: (signal: AbortSignal) => Promise<void>, cancelled: () => string) => {
    const controller = new AbortController();
    abort.current = controller;
    const untrack = tui.track({
      cancel: () => {
        controller.abort();
        return cancelled();
      },
    });
    try {
      await send(controller.signal);
      return false;
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError') return false;
      fail(err);
      return true;
    } finally {
      untrack();
      abort.current = null;
    }
  };

  return { error, setError, fail, run, cancel: () => abort.current?.abort() };
}
