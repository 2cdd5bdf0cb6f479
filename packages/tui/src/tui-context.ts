import { createContext, useContext, useEffect } from 'react';
import type { ApiClient } from '@spotter/core/api';
import type { Route } from './navigation.js';
import type { StoredUser } from './session.js';
import type { KeyHint } from './key-map.js';
import type { WorkoutQueue } from './hooks/use-set-queue.js';
import type { ToastKind } from './toasts.js';

export type { KeyHint } from './key-map.js';

/** A yes/no question the frame asks before something destructive (sign out, discard a form). */
export interface ConfirmRequest {
  title: string;
  detail?: string;
  /** What y does, and what n or Esc does ("Sign out" / "Stay signed in"). */
  yes: string;
  no: string;
  onYes(): void;
}

/** Something running that Ctrl-C must stop (an upload); `cancel` stops it and says what was done. */
export interface RunningWork {
  cancel: () => string;
}

/** What the current screen tells the frame: its keys, whether a text field has the keyboard, its own Esc. */
export interface ScreenChrome {
  hints: readonly KeyHint[];
  /** While typing, q and ? are text, not commands. */
  typing: boolean;
  /** Handles Esc inside the screen (a step back within it); false lets the frame go back a screen. */
  onEscape?: () => boolean;
}

export interface TuiContextValue {
  client: ApiClient;
  apiUrl: string;
  /** The queue every logged set goes through, kept on disk when the session has a folder (see use-set-queue.ts). */
  setQueue: WorkoutQueue;
  user: StoredUser | null;
  signIn: (user: StoredUser) => void;
  forgetUser: () => void;
  switchServer: (url: string) => void;
  toast: (text: string, kind?: ToastKind) => void;
  open: (route: Route) => void;
  /** Replaces the whole stack with one screen. */
  home: (route: Route) => void;
  back: () => void;
  setChrome: (chrome: ScreenChrome) => void;
  /** Asks first: the question covers the screen until y, n or Esc. */
  confirm: (request: ConfirmRequest) => void;
  /** Registers work to cancel (and report) if the TUI quits while it runs; call the answer when it ends. */
  track: (work: RunningWork) => () => void;
  /**
   * A URL as one line of at most `width` columns (see links.ts): an OSC 8 link where the terminal has them; else a
   * URL too long to show whole is kept and printed whole when the TUI exits.
   */
  link: (prefix: string, url: string, width: number) => string;
  columns: number;
  rows: number;
  /** False while help, a question or the too-small notice covers the screen: screens stop listening to keys. */
  active: boolean;
  /** True for the screen on top of the stack (the others stay mounted, hidden). */
  visible: boolean;
}

export const TuiContext = createContext<TuiContextValue | null>(null);

export function useTui(): TuiContextValue {
  const value = useContext(TuiContext);
  if (!value) throw new Error('useTui() must be used inside <App>');
  return value;
}

/**
 * Declares the current screen's keys and typing state to the frame (footer, q, ?, Esc). Runs after
 * every render so the frame always holds the latest Esc handler; the frame ignores unchanged hints.
 */
export function useScreenChrome(chrome: ScreenChrome): void {
  const { setChrome, visible } = useTui();
  useEffect(() => {
    if (visible) setChrome(chrome);
  });
}
