import type { StoredUser } from '@spotter/core/flows';

/** The stored current user is core's: the user record and this terminal's bearer token. */
export type { StoredUser };

/**
 * Where the TUI reads and keeps the current user. The CLI owns the conf store and passes one in;
 * tests and launchers pass an in-memory one.
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

export type TuiScreen = 'home' | 'onboarding' | 'dashboard' | 'library' | 'chat';

export interface TuiOptions {
  screen: TuiScreen;
  session: TuiSession;
  /** With screen 'chat': sent as the first message. Otherwise shown as a status message. */
  initialMessage?: string;
  /** The terminal shows OSC 8 hyperlinks (supports-hyperlinks' answer): links are clickable, never cut. */
  hyperlinks?: boolean;
}

const originOf = (url: string) => new URL(url).origin;

/** A session kept in memory only (launchers, tests): `user` is signed in to `apiUrl`'s server; unsent sets in `dataDir`, if given. */
export function memorySession(apiUrl: string, user: StoredUser | null = null, dataDir?: string): TuiSession {
  const signIns = new Map<string, StoredUser>(user ? [[originOf(apiUrl), user]] : []);
  let origin = originOf(apiUrl);
  return {
    apiUrl,
    ...(dataDir ? { dataDir } : {}),
    currentUser: () => signIns.get(origin) ?? null,
    saveCurrentUser: (next) => void signIns.set(origin, next),
    clearCurrentUser: () => void signIns.delete(origin),
    useServer(url) {
      origin = originOf(url);
    },
  };
}
