import { dirname } from 'node:path';
import type { StoredUser } from '@spotter/core/flows';
import type { ConfigStore } from './config/config-store.js';

/** What the terminal UI needs from the CLI's config store (the TUI declares the same structural type; the user is core's StoredUser in both). */
export interface TuiSession {
  /** The server the TUI starts on. */
  apiUrl: string;
  /** The sign-in kept for the server in use (another server's token is never handed out). */
  currentUser(): StoredUser | null;
  saveCurrentUser(user: StoredUser): void;
  clearCurrentUser(): void;
  /** Another server chosen on the Welcome screen: from now on the sign-in is that server's. */
  useServer(url: string): void;
  /** The config dir: the TUI keeps sets logged without a server there until they are sent. */
  dataDir?: string;
}

export type TuiScreen = 'home' | 'onboarding' | 'dashboard' | 'library' | 'chat';

export interface OpenTuiOptions {
  screen: TuiScreen;
  session: TuiSession;
  initialMessage?: string;
  /** The terminal shows OSC 8 hyperlinks (supports-hyperlinks, through terminal-link): the TUI's links are clickable. */
  hyperlinks?: boolean;
}

/** Opens the Ink UI and resolves with its exit code; bin/spotter.js injects it (a lazy import of @spotter/tui). */
export type OpenTui = (options: OpenTuiOptions) => Promise<number>;

/** The TUI's session on the config store, starting on `apiUrl`; a server chosen in the TUI lasts this run. */
export function configSession(store: ConfigStore, apiUrl: string): TuiSession {
  let here = store.signInAt(apiUrl);
  return {
    apiUrl,
    dataDir: dirname(store.path),
    currentUser: () => here.currentUser(),
    saveCurrentUser: (user) => here.saveCurrentUser(user),
    clearCurrentUser: () => here.clearCurrentUser(),
    useServer(url) {
      here = store.signInAt(url);
    },
  };
}
