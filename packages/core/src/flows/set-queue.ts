import { ApiError, errorMessage } from '../api/errors.js';

/**
 * A logged set waiting to reach the server. `client_id` is minted when the set is logged and sent with every try:
 * the server answers a known `client_id` with the set it already has, so a resend (an answer lost on the way back,
 * a second tab flushing the same queue) never makes a second set.
 */
export interface QueuedSet<Body> {
  client_id: string;
  body: Body;
  /** When it was logged (ISO). */
  queued_at: string;
  /** How many sends failed for want of a connection or a working server (shown as "waiting"). */
  attempts: number;
}

/**
 * Where the queue is kept between runs (localStorage in the web, a file in the TUI, memory in tests). A storage keeps
 * the list as JSON and reads it back through `storedQueue`, so every client accepts the same lists.
 */
export interface SetQueueStorage<Body> {
  read(): Promise<QueuedSet<Body>[]> | QueuedSet<Body>[];
  write(items: QueuedSet<Body>[]): Promise<void> | void;
}

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
 * A stored queue as parsed from its JSON: its sets (an entry that is not one is skipped, so one bad entry loses only
 * itself; `attempts` of older lists counts from 0), or null when the value is not a list at all (each storage decides
 * what to do with it). The body's own shape is checked by the server when the set is sent.
 */
export function storedQueue<Body>(value: unknown): QueuedSet<Body>[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isQueuedSet).map((item) => ({ ...item, attempts: item.attempts ?? 0 })) as QueuedSet<Body>[];
}

export interface SetQueueDeps<Body, Sent> {
  storage: SetQueueStorage<Body>;
  /** The call: POST the body with its client_id. */
  send(body: Body & { client_id: string }): Promise<Sent>;
  newId(): string;
  now?: () => Date;
}

/** What one flush did: the sets the server now has, those it refused (with its words), and what still waits. */
export interface FlushOutcome<Body, Sent> {
  sent: { item: QueuedSet<Body>; set: Sent }[];
  rejected: { item: QueuedSet<Body>; detail: string }[];
  /** Still queued after this flush. */
  waiting: number;
  /** Why the flush stopped early: no connection, the server failing, or the token refused; null when it emptied. */
  stopped: 'offline' | 'server' | 'unauthorized' | null;
}

/**
 * Whether a failed send is worth trying again. No answer (status 0), the server failing (5xx), too many requests
 * (429) and a refused token (401: the user signs in again and the set is still there) keep the set; any other
 * answer (400, 403, 404, 409) is the server saying this set will never be taken, so it leaves the queue, said.
 */
function retryReason(error: unknown): FlushOutcome<unknown, unknown>['stopped'] {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.status === 0) return 'offline';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 429 || error.status >= 500) return 'server';
  return null;
}

/**
 * The browser's (and any client's) queue of logged sets: every set is logged through it, so the online path and the
 * offline path are one. `log` keeps the set first, then the caller flushes; a flush sends the sets in the order they
 * were logged and stops at the first one that cannot go now, so nothing is sent out of order. One flush runs at a
 * time: a second call while one runs gets the same promise.
 */
export function createSetQueue<Body extends object, Sent>(deps: SetQueueDeps<Body, Sent>) {
  const now = deps.now ?? (() => new Date());
  let running: Promise<FlushOutcome<Body, Sent>> | null = null;

  const read = async () => [...(await deps.storage.read())];
  let changing: Promise<unknown> = Promise.resolve();
  /**
   * Changes the stored list through `change`, reading it fresh so a set logged during a send is kept. Changes run one
   * at a time: a storage that reads and writes asynchronously (the TUI's file) would otherwise let a flush's write of
   * the list it read overwrite a set logged in between, and that set would be lost.
   */
  const update = (change: (items: QueuedSet<Body>[]) => QueuedSet<Body>[]) => {
    const next = changing.then(async () => {
      const items = change(await read());
      await deps.storage.write(items);
      return items;
    });
    changing = next.catch(() => undefined);
    return next;
  };

  async function flushOnce(): Promise<FlushOutcome<Body, Sent>> {
    const outcome: FlushOutcome<Body, Sent> = { sent: [], rejected: [], waiting: 0, stopped: null };
    // The head of the stored list each time, so a set logged while another is on its way goes in this flush too.
    for (let item = (await read())[0]; item; item = (await read())[0]) {
      try {
        const set = await deps.send({ ...item.body, client_id: item.client_id });
        outcome.sent.push({ item, set });
        await update((items) => items.filter((queued) => queued.client_id !== item.client_id));
      } catch (error) {
        const stopped = retryReason(error);
        if (stopped) {
          outcome.stopped = stopped;
          await update((items) =>
            items.map((queued) =>
              queued.client_id === item.client_id ? { ...queued, attempts: queued.attempts + 1 } : queued,
            ),
          );
          break;
        }
        outcome.rejected.push({ item, detail: errorMessage(error) });
        await update((items) => items.filter((queued) => queued.client_id !== item.client_id));
      }
    }
    outcome.waiting = (await read()).length;
    return outcome;
  }

  return {
    /** Keeps a newly logged set (with a fresh client_id) and returns it; send it with `flush`. */
    async log(body: Body): Promise<QueuedSet<Body>> {
      const item: QueuedSet<Body> = { client_id: deps.newId(), body, queued_at: now().toISOString(), attempts: 0 };
      await update((items) => [...items, item]);
      return item;
    },
    /** The sets not yet on the server, oldest first. */
    pending: read,
    /** Changes a set that has not been sent yet; false when it has left the queue (edit it on the server then). */
    async edit(clientId: string, change: Partial<Body>): Promise<boolean> {
      let found = false;
      await update((items) =>
        items.map((item) => {
          if (item.client_id !== clientId) return item;
          found = true;
          return { ...item, body: { ...item.body, ...change } };
        }),
      );
      return found;
    },
    /** Drops a set that has not been sent yet; false when it has left the queue (delete it on the server then). */
    async discard(clientId: string): Promise<boolean> {
      let found = false;
      await update((items) => {
        const kept = items.filter((item) => item.client_id !== clientId);
        found = kept.length !== items.length;
        return kept;
      });
      return found;
    },
    flush(): Promise<FlushOutcome<Body, Sent>> {
      running ??= flushOnce().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type SetQueue<Body extends object, Sent> = ReturnType<typeof createSetQueue<Body, Sent>>;

/** One line for the workout screen: what waits to be sent, and why (null: on its way), or null when nothing waits. */
export function queueStatusLine(waiting: number, stopped: FlushOutcome<unknown, unknown>['stopped']): string | null {
  if (waiting === 0) return null;
  const sets = waiting === 1 ? '1 set' : `${waiting} sets`;
  if (stopped === 'unauthorized') return `${sets} waiting: sign in again to send them`;
  if (stopped === 'server') return `${sets} waiting: the server is busy, trying again soon`;
  if (stopped === null) return `Sending ${sets}…`;
  return `${sets} saved on this device, sent when you are back online`;
}
