import { dirname } from 'node:path';
import type { TuiSession } from '../tui-session.js';
import type { ConfigStore } from './config-store.js';

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
