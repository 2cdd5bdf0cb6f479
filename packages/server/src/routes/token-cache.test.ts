import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../store/session-cache.js';
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
    fetch(`${t.baseUrl}/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);

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
    await t.server.context.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect(await status(user.token, user.id)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 200));
    expect(await status(user.token, user.id)).toBe(401);
  }, 15_000);
});
