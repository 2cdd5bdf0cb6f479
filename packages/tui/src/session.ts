import type { StoredUser } from '@spotter/core/flows';

/** The stored current user is core's: the user record and this terminal's bearer token. */
export type { StoredUser };

/**
 * Where the TUI reads and keeps the current user. The CLI owns the conf store and passes one in;
 * tests and launchers pass an in-memory one.
 */
export interface TuiSession {
  apiUrl: string;
  currentUser(): StoredUser | null;
  saveCurrentUser(user: StoredUser): void;
  clearCurrentUser(): void;
  /** Optional: remember another server chosen on the Welcome screen. Without it the choice lasts this run. */
  saveApiUrl?(url: string): void;
}

export type TuiScreen = 'home' | 'onboarding' | 'dashboard' | 'library' | 'chat';

export interface TuiOptions {
  screen: TuiScreen;
  session: TuiSession;
  /** With screen 'chat': sent as the first message. Otherwise shown as a status message. */
  initialMessage?: string;
}

/** A session kept in memory only (launchers, tests). */
export function memorySession(apiUrl: string, user: StoredUser | null = null): TuiSession {
  let current = user;
  return {
    apiUrl,
    currentUser: () => current,
    saveCurrentUser: (next) => {
      current = next;
    },
    clearCurrentUser: () => {
      current = null;
    },
  };
}
