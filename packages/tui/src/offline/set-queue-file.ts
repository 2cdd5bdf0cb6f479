import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFile } from 'atomically';
import { storedQueue, type SetQueueStorage } from '@spotter/core/flows';

/**
 * Where one user's unsent sets for one server are kept: `<dir>/set-queue/<host>/<user id>.json` (a user id is only
 * that server's, so the host is part of the name).
 */
export function setQueuePath(dir: string, apiUrl: string, userId: string): string {
  const safe = (text: string) => encodeURIComponent(text).replace(/%/g, '_');
  return join(dir, 'set-queue', safe(new URL(apiUrl).host), `${safe(userId)}.json`);
}

/**
 * The queue of logged sets in a file, so quitting the TUI while the server is out of reach loses nothing: the next
 * start sends them (each with its client_id, so a resend never makes a second set). Written whole and atomically
 * (a temporary file renamed over it: a crash mid-write leaves the old list), readable by its owner only; removed once
 * empty. A file that is not such a list is moved aside (`.unreadable`, never deleted) and the queue starts empty;
 * an entry that is not a set is skipped. The server checks each set's body when it is sent.
 */
export function fileSetQueueStorage<Body>(path: string): SetQueueStorage<Body> {
  return {
    async read() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = null;
      }
      const items = storedQueue<Body>(value);
      if (!items) await rename(path, `${path}.unreadable`);
      return items ?? [];
    },
    async write(items) {
      if (items.length === 0) return rm(path, { force: true });
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, `${JSON.stringify(items, null, 1)}\n`, { mode: 0o600 });
    },
  };
}
