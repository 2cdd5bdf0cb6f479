import type { QueuedSet, SetQueueStorage } from '@spotter/core/flows';

/** Where one user's unsent sets are kept on this device. */
export const setQueueKey = (userId: string) => `spotter.set-queue.${userId}`;

const isQueuedSet = (value: unknown): value is QueuedSet<object> => {
  const item = value as Partial<QueuedSet<object>> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.client_id === 'string' &&
    typeof item.body === 'object' &&
    item.body !== null &&
    typeof item.queued_at === 'string'
  );
};

/**
 * The queue of logged sets in localStorage, one list per user, so a reload, a closed tab or a phone that killed the
 * browser keeps what was logged without signal. A list that cannot be read (another app's value) is taken as empty
 * rather than breaking the workout screen; entries are checked one by one so one bad entry loses only itself.
 * The body's own shape is checked by the server when the set is sent.
 */
/** A SetQueueStorage that answers at once. */
export interface SyncSetQueueStorage<Body> extends SetQueueStorage<Body> {
  read(): QueuedSet<Body>[];
  write(items: QueuedSet<Body>[]): void;
}

export function localSetQueueStorage<Body>(storage: Storage, userId: string): SyncSetQueueStorage<Body> {
  const key = setQueueKey(userId);
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        return Array.isArray(value)
          ? (value.filter(isQueuedSet).map((item) => ({ ...item, attempts: item.attempts ?? 0 })) as QueuedSet<Body>[])
          : [];
      } catch {
        return [];
      }
    },
    write(items: QueuedSet<Body>[]) {
      if (items.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(items));
    },
  };
}
