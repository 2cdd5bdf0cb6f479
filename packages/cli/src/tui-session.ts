import type { StoredUser } from '@spotter/core/flows';

/** What the terminal UI needs from the CLI's config store (the TUI declares the same structural type; the user is core's StoredUser in both). */
export interface TuiSession {
  apiUrl: string;
  currentUser(): StoredUser | null;
  saveCurrentUser(user: StoredUser): void;
  clearCurrentUser(): void;
}

export type TuiScreen = 'home' | 'onboarding' | 'dashboard' | 'library' | 'chat';

export interface OpenTuiOptions {
  screen: TuiScreen;
  session: TuiSession;
  initialMessage?: string;
}

/** Opens the Ink UI and resolves with its exit code; bin/spotter.js injects it (a lazy import of @spotter/tui). */
export type OpenTui = (options: OpenTuiOptions) => Promise<number>;
