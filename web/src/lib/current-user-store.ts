import { CURRENT_USER_KEY } from '@spotter/core/constants';
import type { StoredUser } from '@spotter/core/flows';

export type { StoredUser } from '@spotter/core/flows';

export interface CurrentUserStore {
  get(): StoredUser | null;
  set(user: StoredUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A light check of core's StoredUser shape: this store loads with the landing page, which carries no schemas
 * (the lazy screens read the record's fields through core's types).
 */
const isStoredUser = (value: unknown): value is StoredUser => {
  const record = value as Partial<StoredUser> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.id === 'string' &&
    typeof record.token === 'string' &&
    typeof record.first_name === 'string'
  );
};

/** Reads a stored record, ignoring anything unreadable (another app's value, a half-written record). */
function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The current user in localStorage under CURRENT_USER_KEY. The record is re-read only when the raw
 * text changes, so React's useSyncExternalStore sees a stable snapshot; other tabs are followed too.
 */
export function createCurrentUserStore(
  storage: Storage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): CurrentUserStore {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let lastUser: StoredUser | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CURRENT_USER_KEY) notify();
  };
  return {
    get() {
      const raw = storage.getItem(CURRENT_USER_KEY);
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastUser = parse(raw);
      }
      return lastUser;
    },
    set(user) {
      storage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
      notify();
    },
    clear() {
      storage.removeItem(CURRENT_USER_KEY);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}
