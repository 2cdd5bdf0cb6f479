import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient, type FetchLike } from '@spotter/core/api';
import { back, currentRoute, push, reset, type Route } from '../navigation.js';
import type { StoredUser, TuiOptions } from '../session.js';
import type { KeyHint, ScreenChrome, TuiContextValue } from '../tui-context.js';
import { useToasts } from './use-toasts.js';

export interface AppProps extends TuiOptions {
  onExit(code: number): void;
  /** Toast lifetime; the spec's 4 s unless a test wants it shorter. */
  toastDurationMs?: number;
}

/** Where the TUI opens: the CLI asks for a screen; screens that need a user fall back to Welcome. */
export function initialStack(screen: TuiOptions['screen'], hasUser: boolean, initialMessage?: string): Route[] {
  if (screen === 'onboarding') return [{ name: 'welcome' }, { name: 'onboarding' }];
  if (screen === 'library') return [{ name: 'library' }];
  if (!hasUser) return [{ name: 'welcome' }];
  if (screen === 'chat') return [{ name: 'chat', initialMessage }];
  return [{ name: 'dashboard' }];
}

const sameHints = (a: readonly KeyHint[], b: readonly KeyHint[]) =>
  a.length === b.length && a.every((hint, i) => hint.key === b[i]?.key && hint.action === b[i]?.action);

/** The frame's state: server, current user, screen stack, toasts and the current screen's chrome. */
export function useAppState(props: AppProps, size: { columns: number; rows: number }) {
  const { session } = props;
  const [apiUrl, setApiUrl] = useState(session.apiUrl);
  const [user, setUser] = useState<StoredUser | null>(() => session.currentUser());
  const userRef = useRef(user);
  const [stack, setStack] = useState<Route[]>(() => initialStack(props.screen, user !== null, props.initialMessage));
  const [chrome, setChromeState] = useState<Omit<ScreenChrome, 'onEscape'>>({ hints: [], typing: false });
  const escapeRef = useRef<ScreenChrome['onEscape']>(undefined);
  const { toasts, toast } = useToasts(props.toastDurationMs);

  // A message from the CLI for any screen but the chat (which sends it) is shown once as a status line.
  useEffect(() => {
    if (props.initialMessage && stack[0]?.name !== 'chat') toast(props.initialMessage, 'info');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const makeClient = useCallback(
    (fetchImpl: FetchLike = fetch) => createApiClient({ baseUrl: apiUrl, fetch: fetchImpl, token: () => userRef.current?.token }),
    [apiUrl],
  );
  const client = useMemo(() => makeClient(), [makeClient]);

  const setChrome = useCallback((next: ScreenChrome) => {
    escapeRef.current = next.onEscape;
    setChromeState((current) =>
      current.typing === next.typing && sameHints(current.hints, next.hints) ? current : { hints: next.hints, typing: next.typing },
    );
  }, []);

  const context: Omit<TuiContextValue, 'active' | 'visible'> = {
    client,
    apiUrl,
    user,
    makeClient,
    signIn: (next) => {
      session.saveCurrentUser(next);
      userRef.current = next;
      setUser(next);
    },
    forgetUser: () => {
      session.clearCurrentUser();
      userRef.current = null;
      setUser(null);
    },
    switchServer: (url) => {
      session.saveApiUrl?.(url);
      setApiUrl(url);
    },
    toast,
    open: (route) => setStack((current) => push(current, route)),
    home: (route) => setStack(reset(route)),
    back: () => setStack(back),
    setChrome,
    columns: size.columns,
    rows: size.rows,
  };

  return { context, stack, route: currentRoute(stack), chrome, escapeRef, toasts, setStack };
}
