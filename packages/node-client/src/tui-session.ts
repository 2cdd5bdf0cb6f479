import type { StoredUser } from '@spotter/core/flows';

/**
 * Where the terminal UI reads and keeps the current user: the CLI hands it one on the config store (`configSession`,
 * in ./config), launchers and tests one in memory (the TUI's `memorySession`). The user is core's StoredUser: the user record and
 * the bearer token this terminal was given.
 */
export interface TuiSession {
  /** The server the TUI starts on. */
  apiUrl: string;
  /** The sign-in kept for the server in use: a token only ever goes to the server that issued it. */
  currentUser(): StoredUser | null;
  saveCurrentUser(user: StoredUser): void;
  clearCurrentUser(): void;
  /** Another server chosen on the Welcome screen: from now on the sign-in is that server's (none, at first). */
  useServer(url: string): void;
  /** A folder of this computer's own (the CLI's config dir) where sets logged without a server wait; none: memory only. */
  dataDir?: string;
}

/** The screen the TUI opens on, as the CLI asks for it. */
export type TuiScreen = 'home' | 'onboarding' | 'dashboard' | 'library' | 'chat';

export interface TuiOptions {
  screen: TuiScreen;
  session: TuiSession;
  /** With screen 'chat': sent as the first message. Otherwise shown as a status message. */
  initialMessage?: string;
  /** The terminal shows OSC 8 hyperlinks (supports-hyperlinks' answer): links are clickable, never cut. */
  hyperlinks?: boolean;
}

/** Opens the Ink UI and resolves with its exit code; bin/spotter.js hands the CLI one (a lazy import of @spotter/tui). */
export type OpenTui = (options: TuiOptions) => Promise<number>;
