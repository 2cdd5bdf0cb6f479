import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, spawnSpotter, waitFor } from '../testing/spotter-binary.js';
import { onboarding, scratchPostgres, startTestServer, type TestServer } from '../testing/test-server.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('Skipping the PostgreSQL fault tests: set DATABASE_URL=postgres://… to run them');

/** Runs one statement as the administrator (a connection of its own, never the server's pool). */
async function admin(statement: string, values: unknown[] = []): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)('spotter serve when PostgreSQL drops its connections', () => {
  let database: Awaited<ReturnType<typeof scratchPostgres>>;
  let dataDir: string;
  let child: ReturnType<typeof spawnSpotter>;
  let run: ReturnType<typeof collect>;
  let url: string;

  beforeAll(async () => {
    database = await scratchPostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'spotter-dbfault-'));
    // A short statement timeout, so the held lock below is given up quickly.
    child = spawnSpotter(['serve', '--port', '0', '--data-dir', dataDir], {
      DATABASE_URL: database.url,
      SPOTTER_DB_STATEMENT_TIMEOUT_SECONDS: '1',
      SPOTTER_DB_LOCK_TIMEOUT_SECONDS: '1',
    });
    run = collect(child);
    await waitFor(() => /serving at/.test(run.output().stdout) || run.output().code !== null, 120_000, 'the server');
    url = /serving at (http:\/\/[\d.:]+)/.exec(run.output().stdout)![1]!;
  }, 150_000);
  afterAll(async () => {
    child?.kill('SIGTERM');
    await run?.done;
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('given a write loop, when every backend is terminated again and again, then the process stays up, answers 503 with Retry-After during, 2xx after, and loses no acknowledged write', async () => {
    const user = (await (await post('/api/users', onboarding())).json()) as { id: string; sign_in_key: string };
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let retryAfterMissing = 0;
    let unanswered = 0;
    let writing = true;
    const writer = async () => {
      while (writing) {
        const response = await post('/api/sessions', { sign_in_key: user.sign_in_key, device: 'loop' }).catch(
          () => null,
        );
        if (!response) {
          unanswered += 1;
          continue;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503 && !response.headers.get('retry-after')) retryAfterMissing += 1;
        const body = (await response.json()) as { token?: string };
        if (response.ok) acknowledged.push(body.token!);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    const stopWriting = () => ((writing = false), Promise.all(writers));
    const name = new URL(database.url).pathname.slice(1);
    const terminateAll = () =>
      admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        name,
      ]);
    for (let round = 0; round < 10; round++) {
      await terminateAll();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // An outage: the database refuses connections for a while. Readiness says so, requests answer 503.
    await admin(`alter database ${name} allow_connections false`);
    await terminateAll();
    try {
      const seen503 = statuses.get(503) ?? 0;
      await waitFor(() => (statuses.get(503) ?? 0) > seen503 + 4, 30_000, 'writes to answer 503 during the outage');
      const ready = await fetch(`${url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { detail: string }).detail).toMatch(/the database/);
    } catch (err) {
      await stopWriting();
      throw err;
    } finally {
      await admin(`alter database ${name} allow_connections true`);
    }
    // After the outage: the next writes succeed.
    const okBefore = statuses.get(201) ?? 0;
    await waitFor(() => (statuses.get(201) ?? 0) > okBefore + 20, 30_000, 'writes to succeed again').finally(
      stopWriting,
    );

    expect(run.output().code).toBeNull();
    const unexpected = [...statuses.keys()].filter((status) => status !== 201 && status !== 503);
    expect(unexpected, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(retryAfterMissing).toBe(0);
    expect(unanswered).toBe(0);
    // Every acknowledged sign-in kept its session: its token still works.
    for (const token of acknowledged) {
      const response = await fetch(`${url}/api/users/${user.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    }
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    console.log(`statuses under terminated backends: ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 120_000);

  it('given a table locked by another session, when a request needs it, then it answers 503 with Retry-After (the statement timeout), and 2xx once the lock is gone', async () => {
    const user = (await (await post('/api/users', onboarding())).json()) as { id: string; token: string };
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table spotter.users in access exclusive mode');
      const response = await fetch(`${url}/api/users/${user.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Locked' }),
        signal: AbortSignal.timeout(30_000),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBeTruthy();
      expect(((await response.json()) as { detail: string }).detail).toMatch(/database/);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const after = await fetch(`${url}/api/users/${user.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Free' }),
    });
    expect(after.status).toBe(200);
    expect(run.output().code).toBeNull();
  }, 60_000);
});

describe('the embedded database when its thread crashes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  }, 60_000);
  afterAll(() => t?.stop());

  it('given requests in flight, when the database thread dies, then they answer 2xx or 503 with Retry-After, a new thread takes over, and what was written before is kept', async () => {
    const user = await t.client.createUser(onboarding());
    const me = t.clientFor(user.token);
    await me.addPersonalBest(user.id, { exercise_name: 'squat', value: 5, unit: 'reps' });
    const call = () =>
      fetch(`${t.baseUrl}/api/users/${user.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ weight_kg: 65 }),
      });
    const inFlight = Array.from({ length: 20 }, call);
    expect(await t.server.terminateDatabaseThread()).toBe(true);
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.headers.get('retry-after')).toBeTruthy();
    }
    // The next calls are served by a new thread, on the same files.
    expect((await call()).status).toBe(200);
    expect((await me.listPersonalBests(user.id)).map((best) => best.value)).toEqual([5]);
    expect((await me.getUser(user.id)).weight_kg).toBe(65);
  }, 60_000);
});
