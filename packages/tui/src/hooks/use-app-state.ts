import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '@spotter/core/api';
import { back, currentRoute, push, reset, type Route } from '../navigation.js';
import type { StoredUser, TuiOptions } from '../session.js';
import type { ConfirmRequest, KeyHint, RunningWork, ScreenChrome, TuiContextValue } from '../tui-context.js';
import { linkLine } from '../links.js';
import { useSetQueue } from './use-set-queue.js';
import { useToasts } from './use-toasts.js';

export interface AppProps extends TuiOptions {
  /** The exit code, and what was cut short on the way out (printed once the terminal is back). */
  onExit(code: number, report?: readonly string[]): void;
  /** Aborted when the process is told to stop (SIGTERM): the app quits with the reason as its code. */
  stop?: AbortSignal;
  /** Toast lifetime; the spec's 4 s unless a test wants it shorter. */
  toastDurationMs?: number;
}

/**
 * Where the TUI opens: the CLI asks for a screen; screens that need a user fall back to Welcome. A screen
 * asked for directly sits on the home screen (Welcome, or the dashboard when signed in), so Esc goes back.
 */
export function initialStack(screen: TuiOptions['screen'], hasUser: boolean, initialMessage?: string): Route[] {
  const home: Route = hasUser ? { name: 'dashboard' } : { name: 'welcome' };
  if (screen === 'onboarding') return [{ name: 'welcome' }, { name: 'onboarding' }];
  if (screen === 'library') return [home, { name: 'library' }];
  if (screen === 'chat' && hasUser) return [home, { name: 'chat', initialMessage }];
  return [home];
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
  const [confirmation, setConfirmation] = useState<ConfirmRequest | null>(null);
  const running = useRef(new Set<RunningWork>());
  /** URLs the screen could show only in part (no hyperlinks here): printed whole on the way out. */
  const cutLinks = useRef(new Set<string>());

  // A message from the CLI for any screen but the chat (which sends it) is shown once as a status line.
  useEffect(() => {
    if (props.initialMessage && stack[0]?.name !== 'chat') toast(props.initialMessage, 'info');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Node's fetch: uploads count their bytes in their file parts (@spotter/node-client), not in the transport.
  const client = useMemo(
    () => createApiClient({ baseUrl: apiUrl, fetch, token: () => userRef.current?.token }),
    [apiUrl],
  );
  const setQueue = useSetQueue({ client, apiUrl, userId: user?.id ?? null, dataDir: session.dataDir ?? null, toast });

  const setChrome = useCallback((next: ScreenChrome) => {
    escapeRef.current = next.onEscape;
    setChromeState((current) =>
      current.typing === next.typing && sameHints(current.hints, next.hints)
        ? current
        : { hints: next.hints, typing: next.typing },
    );
  }, []);

  const context: Omit<TuiContextValue, 'active' | 'visible'> = {
    client,
    apiUrl,
    setQueue,
    user,
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
      // The sign-in is per server: the one kept for the new server (none, usually), never the old one's token.
      session.useServer(url);
      const next = session.currentUser();
      userRef.current = next;
      setUser(next);
      setApiUrl(url);
    },
    toast,
    open: (route) => setStack((current) => push(current, route)),
    home: (route) => setStack(reset(route)),
    back: () => setStack(back),
    setChrome,
    confirm: setConfirmation,
    track: (work) => {
      running.current.add(work);
      return () => void running.current.delete(work);
    },
    link: (prefix, url, width) => {
      const line = linkLine(prefix, url, width, props.hyperlinks === true);
      if (!line.whole) cutLinks.current.add(url);
      return line.text;
    },
    columns: size.columns,
    rows: size.rows,
  };

  /** Stops what still runs (Ctrl-C, a signal) and says what was done, for the exit's report; then the cut links, whole. */
  const cancelRunning = () => {
    const report = [...running.current].map((work) => work.cancel());
    running.current.clear();
    if (cutLinks.current.size)
      report.push('Links shown in part on screen (this terminal has no clickable links):', ...cutLinks.current);
    return report;
  };

  return {
    context,
    stack,
    route: currentRoute(stack),
    chrome,
    escapeRef,
    toasts,
    setStack,
    confirmation,
    setConfirmation,
    cancelRunning,
  };
}
