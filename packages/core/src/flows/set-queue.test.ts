import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { createSetQueue, queueStatusLine, storedQueue, type QueuedSet, type SetQueueStorage } from './set-queue.js';

interface Body {
  exercise_name: string;
  reps: number;
}

/** A server that keeps sets by client_id as the real one does (a known id answers the same set), and can be cut off. */
function fakeServer() {
  const stored = new Map<string, Body & { id: string; client_id: string }>();
  const server = {
    online: true,
    failWith: null as ApiError | null,
    calls: 0,
    stored,
    send(body: Body & { client_id: string }) {
      server.calls += 1;
      if (!server.online) return Promise.reject(new ApiError(0, 'Cannot reach the Spotter server'));
      if (server.failWith) return Promise.reject(server.failWith);
      const known = stored.get(body.client_id);
      if (known) return Promise.resolve(known);
      const set = { ...body, id: `set-${stored.size + 1}` };
      stored.set(body.client_id, set);
      return Promise.resolve(set);
    },
  };
  return server;
}

function memoryStorage() {
  let items: QueuedSet<Body>[] = [];
  return {
    read: () => items,
    write: (next: QueuedSet<Body>[]) => {
      items = next;
    },
  };
}

function queueOn(server: ReturnType<typeof fakeServer>, storage: SetQueueStorage<Body> = memoryStorage()) {
  let n = 0;
  return createSetQueue<Body, Body & { id: string }>({
    storage,
    send: (body) => server.send(body),
    newId: () => `client-${++n}`,
    now: () => new Date('2026-11-26T07:00:00Z'),
  });
}

describe('createSetQueue', () => {
  it('sends a logged set with its client id and empties the queue when online', async () => {
    const server = fakeServer();
    const queue = queueOn(server);
    const item = await queue.log({ exercise_name: 'squat', reps: 5 });
    expect(item).toMatchObject({ client_id: 'client-1', queued_at: '2026-11-26T07:00:00.000Z', attempts: 0 });
    const outcome = await queue.flush();
    expect(outcome.sent.map((s) => s.set)).toEqual([
      { exercise_name: 'squat', reps: 5, client_id: 'client-1', id: 'set-1' },
    ]);
    expect(outcome).toMatchObject({ waiting: 0, stopped: null, rejected: [] });
    expect(await queue.pending()).toEqual([]);
  });

  it('Given a storage that reads and writes asynchronously, When sets are logged while a flush fails, Then none is lost', async () => {
    const server = fakeServer();
    server.online = false;
    // Each read and write takes a turn of the event loop, as a file does: a flush's write of the list it read could
    // land after a set logged in between, and drop it.
    let items: QueuedSet<Body>[] = [];
    const later = () => new Promise((done) => setTimeout(done, 1));
    const storage = {
      read: async () => (await later(), items),
      write: async (next: QueuedSet<Body>[]) => {
        await later();
        items = next;
      },
    };
    const queue = queueOn(server, storage);
    await queue.log({ exercise_name: 'squat', reps: 5 });
    const logged: Promise<unknown>[] = [queue.flush()];
    for (let i = 0; i < 3; i++) logged.push(queue.log({ exercise_name: 'squat', reps: 4 - i }), queue.flush());
    await Promise.all(logged);
    expect((await queue.pending()).map((item) => item.body.reps)).toEqual([5, 4, 3, 2]);
  });

  it('keeps sets logged offline, in order, and sends each once when the connection returns', async () => {
    const server = fakeServer();
    const queue = queueOn(server);
    server.online = false;
    await queue.log({ exercise_name: 'squat', reps: 5 });
    await queue.log({ exercise_name: 'squat', reps: 4 });
    const offline = await queue.flush();
    expect(offline).toMatchObject({ stopped: 'offline', waiting: 2, sent: [] });
    expect((await queue.pending()).map((item) => item.attempts)).toEqual([1, 0]);

    server.online = true;
    const back = await queue.flush();
    expect(back.sent.map((s) => s.set.reps)).toEqual([5, 4]);
    expect(back.waiting).toBe(0);
    expect(server.stored.size).toBe(2);
  });

  it('never makes a second set when a sent set is sent again (its answer was lost)', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const queue = queueOn(server, storage);
    await queue.log({ exercise_name: 'bench press', reps: 8 });
    // The server took it but the answer never came back: the set is still queued.
    const [item] = storage.read();
    await server.send({ ...item!.body, client_id: item!.client_id });
    const outcome = await queue.flush();
    expect(outcome.sent[0]!.set.id).toBe('set-1');
    expect(server.stored.size).toBe(1);
  });

  it('drops a set the server refuses for good, saying why, and goes on with the next', async () => {
    const server = fakeServer();
    const queue = queueOn(server);
    await queue.log({ exercise_name: '', reps: 5 });
    await queue.log({ exercise_name: 'deadlift', reps: 3 });
    const realSend = server.send.bind(server);
    server.send = (body) =>
      body.exercise_name ? realSend(body) : Promise.reject(new ApiError(400, 'exercise_name: Name the exercise'));
    const outcome = await queue.flush();
    expect(outcome.rejected.map((r) => [r.item.client_id, r.detail])).toEqual([
      ['client-1', 'exercise_name: Name the exercise'],
    ]);
    expect(outcome.sent.map((s) => s.set.exercise_name)).toEqual(['deadlift']);
    expect(outcome.waiting).toBe(0);
  });

  it.each([
    [new ApiError(503, 'Busy'), 'server'],
    [new ApiError(429, 'Slow down'), 'server'],
    [new ApiError(401, 'Sign in again'), 'unauthorized'],
  ] as const)('keeps the set when the answer is %s', async (error, stopped) => {
    const server = fakeServer();
    const queue = queueOn(server);
    await queue.log({ exercise_name: 'squat', reps: 5 });
    server.failWith = error;
    expect(await queue.flush()).toMatchObject({ stopped, waiting: 1 });
  });

  it('runs one flush at a time', async () => {
    const server = fakeServer();
    const queue = queueOn(server);
    await queue.log({ exercise_name: 'squat', reps: 5 });
    const [first, second] = await Promise.all([queue.flush(), queue.flush()]);
    expect(first).toBe(second);
    expect(server.calls).toBe(1);
  });

  it('sends a set logged while another is on its way in the same flush', async () => {
    const server = fakeServer();
    const queue = queueOn(server);
    await queue.log({ exercise_name: 'squat', reps: 5 });
    const realSend = server.send.bind(server);
    let logged = false;
    server.send = async (body) => {
      if (!logged) {
        logged = true;
        await queue.log({ exercise_name: 'squat', reps: 4 });
      }
      return realSend(body);
    };
    const outcome = await queue.flush();
    expect(outcome.sent.map((s) => s.set.reps)).toEqual([5, 4]);
  });

  it('edits and discards sets that have not been sent, and says when one already left', async () => {
    const server = fakeServer();
    server.online = false;
    const queue = queueOn(server);
    const first = await queue.log({ exercise_name: 'squat', reps: 5 });
    const second = await queue.log({ exercise_name: 'squat', reps: 5 });
    expect(await queue.edit(first.client_id, { reps: 6 })).toBe(true);
    expect(await queue.discard(second.client_id)).toBe(true);
    expect((await queue.pending()).map((item) => item.body)).toEqual([{ exercise_name: 'squat', reps: 6 }]);
    server.online = true;
    await queue.flush();
    expect(await queue.edit(first.client_id, { reps: 7 })).toBe(false);
    expect(await queue.discard(first.client_id)).toBe(false);
  });
});

describe('storedQueue', () => {
  const set = { client_id: 'c1', body: { reps: 5 }, queued_at: '2026-01-01T10:00:00.000Z', attempts: 2 };

  it('Given a stored list, When read back, Then its sets are kept, entries that are not sets are skipped, and attempts of an older list start at 0', () => {
    const { attempts: _older, ...withoutAttempts } = set;
    expect(
      storedQueue([
        set,
        null,
        'set',
        { client_id: 'c2', body: null, queued_at: 'x' },
        { ...withoutAttempts, client_id: 'c3' },
      ]),
    ).toEqual([set, { ...withoutAttempts, client_id: 'c3', attempts: 0 }]);
  });

  it('Given a value that is not a list, When read back, Then null: the storage decides (the web starts empty, the TUI moves the file aside)', () => {
    expect(storedQueue({ items: [set] })).toBeNull();
    expect(storedQueue(null)).toBeNull();
    expect(storedQueue([])).toEqual([]);
  });
});

describe('queueStatusLine', () => {
  it('says nothing when nothing waits and says why sets wait otherwise', () => {
    expect(queueStatusLine(0, null)).toBeNull();
    expect(queueStatusLine(2, null)).toBe('Sending 2 sets…');
    expect(queueStatusLine(1, 'offline')).toBe('1 set saved on this device, sent when you are back online');
    expect(queueStatusLine(3, 'unauthorized')).toBe('3 sets waiting: sign in again to send them');
    expect(queueStatusLine(2, 'server')).toBe('2 sets waiting: the server is busy, trying again soon');
  });
});
