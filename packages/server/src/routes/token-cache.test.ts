import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../store/account-data.js';
import { SESSION_CACHE_TTL_MS } from '../caches/session-cache.js';
import { backends, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

const PASSWORD = 'correct horse battery';

// Found tokens are cached for a few seconds; every change made through this server must be seen by the very next call.
describe.each(backends())('cached tokens on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t?.stop());

  const signUp = () => t.client.createUser(onboarding());
  const status = (token: string, userId: string) =>
    fetch(`${t.baseUrl}/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` } }).then(
      (response) => response.status,
    );

  it('given a token just used (so cached), when its device is revoked, then the next call with it is 401 at once and other devices still work', async () => {
    const user = await signUp();
    const other = await t.client.signIn({ sign_in_key: user.sign_in_key, device: 'Laptop' });
    expect(await status(user.token, user.id)).toBe(200);
    expect(await status(other.token, user.id)).toBe(200);
    const devices = await t.clientFor(other.token).listSessions(user.id);
    const first = devices.find((device) => !device.current)!;
    await t.clientFor(other.token).revokeSession(first.id);
    expect(await status(user.token, user.id)).toBe(401);
    expect(await status(other.token, user.id)).toBe(200);
  });

  it('given cached tokens, when signing out everywhere, then every token of the user is 401 at once', async () => {
    const user = await signUp();
    const other = await t.client.signIn({ sign_in_key: user.sign_in_key });
    expect(await status(user.token, user.id)).toBe(200);
    expect(await status(other.token, user.id)).toBe(200);
    await t.clientFor(other.token).revokeSessions(user.id, { current_sign_in_key: user.sign_in_key });
    expect(await status(user.token, user.id)).toBe(401);
    expect(await status(other.token, user.id)).toBe(401);
  });

  it('given a cached token, when the profile changes, then the next read shows the change', async () => {
    const user = await signUp();
    const api = t.clientFor(user.token);
    await api.getUser(user.id);
    await api.updateUser(user.id, { first_name: 'Grace', days_per_week: 5 });
    expect(await api.getUser(user.id)).toMatchObject({ first_name: 'Grace', days_per_week: 5 });
  });

  it('given a cached token, when the password and then the sign-in key change, then the next proofs are checked against the new ones', async () => {
    const user = await signUp();
    const api = t.clientFor(user.token);
    await api.getUser(user.id);
    await api.setPassword(user.id, { password: PASSWORD, current_sign_in_key: user.sign_in_key });
    // Needs the password now that one is set: a stale row without it would hand out a new key without asking.
    await expect(api.newSignInKey(user.id, {})).rejects.toMatchObject({ status: 403 });
    const { sign_in_key: key } = await api.newSignInKey(user.id, { current_password: PASSWORD });
    await api.setPassword(user.id, { password: 'another long one', current_password: PASSWORD });
    await expect(api.deleteUser(user.id, { password: PASSWORD })).rejects.toMatchObject({ status: 403 });
    await expect(t.client.signIn({ sign_in_key: key })).resolves.toMatchObject({ user: { id: user.id } });
    await api.deleteUser(user.id, { password: 'another long one' });
    expect(await status(user.token, user.id)).toBe(401);
  });

  it('given a cached token, when the row is deleted behind this server (another process revoking), then it works until the TTL only', async () => {
    const user = await signUp();
    expect(await status(user.token, user.id)).toBe(200);
    // Another process's handle: this server's handle tells its caches of every write (caches/write-watch.ts).
    await t.server.context.db.withoutPlugins().deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect(await status(user.token, user.id)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 200));
    expect(await status(user.token, user.id)).toBe(401);
  }, 15_000);

  it('given a cached token, when its account is deleted behind this server (through another process), then its writes answer 401, not 500', async () => {
    const user = await signUp();
    expect(await status(user.token, user.id)).toBe(200);
    // What another process's DELETE /api/users/{id} does; this server's cache is not told.
    await deleteAccount({ ...t.server.context, db: t.server.context.db.withoutPlugins() }, user.id);
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${t.baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Each would write a row of the deleted account (a foreign key the database refuses) or change its gone row.
    const writes = [
      await send('PATCH', `/users/${user.id}`, { first_name: 'Grace' }),
      await send('POST', `/users/${user.id}/plans`, {}),
      await send('POST', `/users/${user.id}/workouts`, { name: 'Legs' }),
      await send('POST', `/users/${user.id}/sets`, { exercise_name: 'Back Squat', reps: 5, load_kg: 100 }),
    ];
    for (const response of writes) {
      expect(response.status, response.url).toBe(401);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/not valid any more .*account deleted/);
    }
    // Forgotten here too: a read no longer gets the cached row either.
    expect(await status(user.token, user.id)).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startTestServer('pglite', { databaseUrl: a.config.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('given a token B has cached, when the account is deleted through A, then B answers its next write 401, not 500', async () => {
    const user = await a.client.createUser(onboarding());
    await b.clientFor(user.token).getUser(user.id);
    await a.clientFor(user.token).deleteUser(user.id, { sign_in_key: user.sign_in_key });
    await expect(b.clientFor(user.token).startWorkout(user.id, { name: 'Legs' })).rejects.toMatchObject({
      status: 401,
    });
    await expect(b.clientFor(user.token).getUser(user.id)).rejects.toMatchObject({ status: 401 });
  });
});
