import type { StoredUser } from '@spotter/core/flows';
import type { TuiOptions, TuiScreen, TuiSession } from '@spotter/node-client';

/** The stored current user is core's: the user record and this terminal's bearer token. */
export type { StoredUser };

/** The session, the screens and the options are the terminal clients' shared types: the CLI builds a TuiSession too. */
export type { TuiOptions, TuiScreen, TuiSession };

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
