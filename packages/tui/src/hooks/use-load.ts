import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@spotter/core/api';
import { WrongServerError } from '../wrong-server.js';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  /** The server did not answer at all (not running, wrong address), or what answers is not Spotter: offer Retry, not sign-out. */
  unreachable: boolean;
  /** What answers at the address is not a Spotter server (its health check failed too). */
  wrongServer: boolean;
  /** A load runs and there is no answer to show yet (a reload keeps the last answer on screen). */
  loading: boolean;
  reload(): void;
}

/**
 * Runs `load` when a dependency changes (or on reload) and keeps its answer or its error's message.
 * While `enabled` is false nothing loads and the last answer stays.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], enabled = true): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({
    data: null,
    error: null,
    unreachable: false,
    wrongServer: false,
    loading: true,
  });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    load().then(
      (data) => live && setState({ data, error: null, unreachable: false, wrongServer: false, loading: false }),
      (err: unknown) =>
        live &&
        setState({
          data: null,
          error: errorMessage(err),
          unreachable: (err instanceof ApiError && err.unreachable) || err instanceof WrongServerError,
          wrongServer: err instanceof WrongServerError,
          loading: false,
        }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { ...state, loading: state.loading && !state.data, reload };
}
