import { storedQueue, type QueuedSet, type SetQueueStorage } from '@spotter/core/flows';

/** Where one user's unsent sets are kept on this device. */
export const setQueueKey = (userId: string) => `spotter.set-queue.${userId}`;

/** A SetQueueStorage that answers at once. */
export interface SyncSetQueueStorage<Body> extends SetQueueStorage<Body> {
  read(): QueuedSet<Body>[];
  write(items: QueuedSet<Body>[]): void;
}

/**
 * The queue of logged sets in localStorage, one list per user, so a reload, a closed tab or a phone that killed the
 * browser keeps what was logged without signal. A list that cannot be read (another app's value) is taken as empty
 * rather than breaking the workout screen; entries are checked one by one (core's `storedQueue`).
 */
export function localSetQueueStorage<Body>(storage: Storage, userId: string): SyncSetQueueStorage<Body> {
  const key = setQueueKey(userId);
  return {
    read() {
      try {
        return storedQueue<Body>(JSON.parse(storage.getItem(key) ?? '[]')) ?? [];
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
