import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_LIFETIME_SECONDS } from '../media/media-store.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

const PASSWORD = 'correct horse battery';

/**
 * Re-authentication with a token-only attacker: someone who holds a user's token (a stolen laptop, a leaked
 * config file) but knows neither the password nor the sign-in key. Every step that would take the account over is
 * refused with 403 naming what is needed, and guessing behind the token is counted like guessing at sign-in.
 */
describe('re-authentication is proof of knowledge, never the token alone', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      limits: {
        signInsPerAddress: 0,
        signInsPerAccount: 3,
        signUpsPerHour: 0,
        contributionsPerHour: 0,
        failedTokensPerAddress: 0,
        chatsPerHour: 0,
        uploadsPerHour: 0,
      },
    });
  });
  afterAll(() => t?.stop());

  /** An account the owner made (no password yet, as right after sign-up) and the attacker's copy of its token. */
  const victim = async () => {
    const owner = await t.client.createUser(onboarding());
    return { owner, attacker: t.clientFor(owner.token) };
  };
  const call = (token: string, method: string, path: string, body: unknown) =>
    fetch(`${t.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('given only the token of an account without a password, when making a new sign-in key, then 403 names the sign-in key and the owner’s key keeps working', async () => {
    const { owner } = await victim();
    for (const body of [
      {},
      { current_password: 'a guess at a password' },
      { current_sign_in_key: 'SPK-00000-00000-00000-00000-00000-00000' },
    ]) {
      const response = await call(owner.token, 'POST', `/users/${owner.id}/sign-in-key`, body);
      expect(response.status).toBe(403);
      expect((await json(response)).detail).toMatch(/sign-in key \(current_sign_in_key\)/);
    }
    await expect(t.client.signIn({ sign_in_key: owner.sign_in_key })).resolves.toMatchObject({
      user: { id: owner.id },
    });
  });

  it('given only the token, when changing the email, then 403 and the email stays', async () => {
    const { owner, attacker } = await victim();
    const response = await call(owner.token, 'PATCH', `/users/${owner.id}`, { email: 'thief@example.com' });
    expect(response.status).toBe(403);
    expect((await json(response)).detail).toMatch(/Changing your email needs your sign-in key/);
    expect((await attacker.getUser(owner.id)).email).toBe(owner.email);
  });

  it('given only the token, when setting a password on an account without one, then 403 and no password is set', async () => {
    const { owner } = await victim();
    const response = await call(owner.token, 'PUT', `/users/${owner.id}/password`, {
      password: 'the thief’s password',
    });
    expect(response.status).toBe(403);
    expect((await json(response)).detail).toMatch(/Setting a password needs your sign-in key/);
    await expect(t.client.signIn({ email: owner.email, password: 'the thief’s password' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('given only the token of an account with a password, when changing the password, then 403 names the current password', async () => {
    const { owner, attacker } = await victim();
    await attacker.setPassword(owner.id, { password: PASSWORD, current_sign_in_key: owner.sign_in_key });
    const response = await call(owner.token, 'PUT', `/users/${owner.id}/password`, {
      password: 'the thief’s password',
    });
    expect(response.status).toBe(403);
    expect((await json(response)).detail).toMatch(/current password \(current_password\)/);
    await expect(t.client.signIn({ email: owner.email, password: PASSWORD })).resolves.toMatchObject({
      user: { id: owner.id },
    });
  });

  it('given only the token, when signing out every device, then 403 and the owner’s other devices stay signed in', async () => {
    const { owner } = await victim();
    const phone = await t.client.signIn({ sign_in_key: owner.sign_in_key, device: 'Phone' });
    const response = await call(owner.token, 'DELETE', `/users/${owner.id}/sessions`, {});
    expect(response.status).toBe(403);
    expect((await json(response)).detail).toMatch(/Signing out everywhere needs/);
    await expect(t.clientFor(phone.token).getUser(owner.id)).resolves.toMatchObject({ id: owner.id });
  });

  it('given only the token, when deleting the account, then 403 (wrong proof) and it stays', async () => {
    const { owner, attacker } = await victim();
    const response = await call(owner.token, 'DELETE', `/users/${owner.id}`, {
      sign_in_key: 'SPK-00000-00000-00000-00000-00000-00000',
    });
    expect(response.status).toBe(403);
    await expect(attacker.getUser(owner.id)).resolves.toMatchObject({ id: owner.id });
  });

  it('given wrong proofs behind a token, when the account’s sign-in budget is spent, then even the right proof gets 429 with Retry-After, and sign-in for that account waits too', async () => {
    const { owner, attacker } = await victim();
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(owner.token, 'POST', `/users/${owner.id}/sign-in-key`, { current_sign_in_key: `SPK-WRONG-${i}` }))
          .status,
      ).toBe(403);
    }
    const refused = await call(owner.token, 'POST', `/users/${owner.id}/sign-in-key`, {
      current_sign_in_key: owner.sign_in_key,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(
      attacker.updateUser(owner.id, { email: 'thief@example.com', current_sign_in_key: owner.sign_in_key }),
    ).rejects.toMatchObject({ status: 429 });
    await expect(t.client.signIn({ email: owner.email, password: 'any password at all' })).rejects.toMatchObject({
      status: 429,
    });
  });

  it('given the owner’s proof, when the password and then the key change, then every other device is signed out, the answer says how many, and this one stays', async () => {
    const owner = await t.client.createUser(onboarding());
    const laptop = await t.client.signIn({ sign_in_key: owner.sign_in_key, device: 'Laptop' });
    const thief = await t.client.signIn({ sign_in_key: owner.sign_in_key, device: 'Stolen phone' });
    const me = t.clientFor(owner.token);
    expect(await me.setPassword(owner.id, { password: PASSWORD, current_sign_in_key: owner.sign_in_key })).toEqual({
      signed_out_devices: 2,
    });
    await expect(t.clientFor(thief.token).getUser(owner.id)).rejects.toMatchObject({ status: 401 });
    await expect(t.clientFor(laptop.token).getUser(owner.id)).rejects.toMatchObject({ status: 401 });
    await expect(me.getUser(owner.id)).resolves.toMatchObject({ id: owner.id });

    const again = await t.client.signIn({ email: owner.email, password: PASSWORD, device: 'Tablet' });
    const result = await me.newSignInKey(owner.id, { current_password: PASSWORD });
    expect(result.signed_out_devices).toBe(1);
    await expect(t.clientFor(again.token).getUser(owner.id)).rejects.toMatchObject({ status: 401 });
    await expect(t.client.signIn({ sign_in_key: result.sign_in_key })).resolves.toMatchObject({
      user: { id: owner.id },
    });
  });

  it('given a media URL, when handed out, then it lasts minutes, not days, and past its expiry it no longer opens the file', () => {
    const now = Date.now();
    const url = new URL(t.server.context.media.signedUrl('0b4d3c2a-1111-4222-8333-444455556666.mp4', now), 'http://x');
    const seconds = Number(url.searchParams.get('exp')) - Math.floor(now / 1000);
    // Rounded down to the minute: never longer than the lifetime, which is at most 10 minutes.
    expect(seconds).toBeGreaterThan(MEDIA_URL_LIFETIME_SECONDS - 60);
    expect(seconds).toBeLessThanOrEqual(MEDIA_URL_LIFETIME_SECONDS);
    expect(MEDIA_URL_LIFETIME_SECONDS).toBeLessThanOrEqual(10 * 60);
    const name = url.pathname.split('/').pop()!;
    const [exp, sig] = [url.searchParams.get('exp')!, url.searchParams.get('sig')!];
    expect(t.server.context.media.verifySignature(name, exp, sig, now)).toBe(true);
    expect(t.server.context.media.verifySignature(name, exp, sig, now + (MEDIA_URL_LIFETIME_SECONDS + 1) * 1000)).toBe(
      false,
    );
  });

  it('given a device signed out everywhere, when it uses a media URL it was given 10 minutes ago or asks for a new one, then both are refused', async () => {
    const owner = await t.client.createUser(onboarding());
    const laptop = await t.client.signIn({ sign_in_key: owner.sign_in_key, device: 'Laptop' });
    const { media, db } = t.server.context;
    const name = media.newName('mp4');
    const incoming = media.incomingPath();
    await writeFile(incoming, 'a processed video');
    await media.put(incoming, name, 'video/mp4');
    await db
      .insertInto('media_files')
      .values({ name, user_id: owner.id, content_type: 'video/mp4', size_bytes: 17 })
      .execute();
    const fresh = media.signedUrl(name);
    const givenTenMinutesAgo = media.signedUrl(name, Date.now() - MEDIA_URL_LIFETIME_SECONDS * 1000);
    expect((await fetch(`${t.baseUrl}${fresh}`)).status).toBe(200);

    await t.clientFor(owner.token).revokeSessions(owner.id, { current_sign_in_key: owner.sign_in_key });
    // The URL is not tied to a device: one handed out 10 minutes before no longer opens, and no new one is handed out.
    expect((await fetch(`${t.baseUrl}${givenTenMinutesAgo}`)).status).toBe(401);
    expect(
      (await fetch(`${t.baseUrl}/api/media/${name}`, { headers: { authorization: `Bearer ${laptop.token}` } })).status,
    ).toBe(401);
    await expect(t.clientFor(laptop.token).listMedia(owner.id)).rejects.toMatchObject({ status: 401 });
  });
});
