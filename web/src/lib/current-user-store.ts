import { CURRENT_USER_KEY } from '@spotter/core/constants';

/** What the web app keeps of the signed-up user: the record the server returned, with its token. */
export interface StoredUser {
  id: string;
  token: string;
  first_name: string;
  /** Whether the account has a password, when this device knows (set at sign-up, sign-in or after setting one). */
  has_password?: boolean;
  [field: string]: unknown;
}

/**
 * The record to keep for a user and this device's token. The sign-in key, which sign-up also answers with,
 * is never stored: it is shown once and is the way back in, so it must not sit in the browser's storage.
 */
export function storedUserFrom(user: { id: string; first_name: string; [field: string]: unknown }, token: string, known: { has_password?: boolean } = {}): StoredUser {
  const { sign_in_key: _key, token: _token, ...fields } = user;
  return { ...fields, token, ...known };
}

export interface CurrentUserStore {
  get(): StoredUser | null;
  set(user: StoredUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const isStoredUser = (value: unknown): value is StoredUser => {
  const record = value as Partial<StoredUser> | null;
  return typeof record === 'object' && record !== null && typeof record.id === 'string' && typeof record.token === 'string' && typeof record.first_name === 'string';
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
export function createCurrentUserStore(storage: Storage, target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null): CurrentUserStore {
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
