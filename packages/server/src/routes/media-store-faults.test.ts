import { createServer as createTcpServer, connect, type Socket } from 'node:net';
import { readdir, readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../config.js';
import { openS3MediaStore } from '../media/s3-store.js';
import { makeSamples } from '../testing/media-samples.js';
import { startLocalS3, type LocalS3 } from '../testing/s3-server.js';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** A TCP relay to the bucket's server: closed, the server's S3 endpoint is a port nobody listens on. */
async function relayTo(port: number) {
  const sockets = new Set<Socket>();
  const relay = createTcpServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as { port: number }).port,
    /** Stops listening and drops the connections the SDK keeps alive. */
    close: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Each database, and PostgreSQL with the job queue too (an upload is put into the store before it is queued). */
const setups = [
  ...backends().map((backend) => ({ backend, queue: 'inline' as const })),
  ...(backends().includes('postgres') ? [{ backend: 'postgres' as const, queue: 'postgres' as const }] : []),
];

describe.each(setups)('with the S3 media store unreachable, on $backend, analysing $queue', ({ backend, queue }) => {
  let s3: LocalS3;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let t: TestServer;
  let samples: Awaited<ReturnType<typeof makeSamples>>;
  let user: { id: string; token: string };
  const prefix = `faults-${backend}-${queue}`;
  beforeAll(async () => {
    s3 = await startLocalS3();
    relay = await relayTo(Number(new URL(s3.endpoint).port));
    const settings = { ...s3.settings(prefix), endpoint: `http://127.0.0.1:${relay.port}` };
    const jobs = { timeoutSeconds: 120, attempts: 2, checkSeconds: 1, heartbeatSeconds: 10 };
    t = await startTestServer(backend, {
      media: settings,
      maxVideoSeconds: 30,
      ...(queue === 'postgres' && { queue, jobs }),
    });
    samples = await makeSamples();
    user = await t.client.createUser(onboarding());
    await relay.close();
  });
  afterAll(async () => {
    await t?.stop();
    await s3?.stop();
    await rm(samples.dir, { recursive: true, force: true });
  });

  const send = async (
    path: string,
    fields: Record<string, string>,
    file?: { path: string; type: string; name: string },
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file)
      form.append('file', new Blob([new Uint8Array(await readFile(file.path))], { type: file.type }), file.name);
    return fetch(`${t.baseUrl}/api${path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user.token}` },
    });
  };
  const expectRetryLater = async (response: Response) => {
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(body.detail).toMatch(/media store cannot be reached.*nothing was stored/);
  };
  /** Nothing on this machine, nothing in the bucket (read behind the relay's back), no row. */
  const nothingLeft = async () => {
    expect(await readdir(`${mediaDirOf(t.config)}/.incoming`)).toEqual([]);
    const bucket = await openS3MediaStore(s3.settings(prefix), `${t.dataDir}/bucket-check`, 'secret');
    try {
      const stored: string[] = [];
      for await (const { name } of bucket.list()) stored.push(name);
      expect(stored).toEqual([]);
    } finally {
      bucket.close();
    }
    expect(await t.server.context.db.selectFrom('media_files').select('name').execute()).toEqual([]);
  };

  it('given an exercise upload, when its video cannot be stored, then 503 with Retry-After and nothing is left behind', async () => {
    await expectRetryLater(
      await send(
        '/upload-exercise',
        { user_id: user.id, exercise_name: 'squat' },
        { path: samples.video, type: 'video/mp4', name: 'set.mp4' },
      ),
    );
    expect(await t.server.context.db.selectFrom('media').select('id').execute()).toEqual([]);
    expect(await t.server.context.db.selectFrom('analysis_jobs').select('id').execute()).toEqual([]);
    await nothingLeft();
  }, 120_000);

  it('given an equipment scan, when its photo cannot be stored, then 503 with Retry-After, no plan and nothing left behind', async () => {
    const plans = () => t.server.context.db.selectFrom('plans').select('id').execute();
    const before = await plans();
    await expectRetryLater(
      await send('/equipment-scan', { user_id: user.id }, { path: samples.image, type: 'image/jpeg', name: 'gym.jpg' }),
    );
    expect(await plans()).toEqual(before);
    await nothingLeft();
  }, 60_000);

  it('given a chat message, when its voice cannot be stored, then 503 with Retry-After, no turn kept and no mp3 left incoming', async () => {
    const response = await fetch(`${t.baseUrl}/api/avatar/enhanced-chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: user.id, message: 'How many sets of squats today?' }),
    });
    await expectRetryLater(response);
    expect(await t.server.context.db.selectFrom('chat_messages').select('id').execute()).toEqual([]);
    await nothingLeft();
  }, 60_000);
});
