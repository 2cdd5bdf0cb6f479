import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@spotter/core/api';
import { fakeApi } from '../testing/fake-api';
import { aUser } from '../testing/fixtures';
import { createCurrentUserStore } from './current-user-store';
import { guardSession } from './session-guard';

const BASE = 'http://spotter.test';
const stored = { ...aUser(), token: 't1' };

function setUp(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const userStore = createCurrentUserStore(window.localStorage);
  userStore.set(stored);
  const onExpired = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    fetch: guardSession({ baseUrl: BASE, fetch: api.fetch, userStore, onExpired }),
    token: () => userStore.get()?.token,
  });
  return { api, userStore, onExpired, client };
}

const refused = { status: 401, body: { detail: 'This session has ended: sign in again' } };

describe('guardSession', () => {
  it('Given a revoked token, When several calls are refused at once, Then one check confirms it, the user is cleared and onExpired runs once', async () => {
    const { api, userStore, onExpired, client } = setUp({
      'GET /api/users/u1': refused,
      'GET /api/users/u1/plans': refused,
      'GET /api/users/u1/media': refused,
    });
    const results = await Promise.allSettled([client.listPlans('u1'), client.listMedia('u1')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(userStore.get()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /api/users/u1')).toHaveLength(1);
  });

  it('Given a wrong password answered with 401, When the token itself still works, Then nothing is cleared', async () => {
    const { userStore, onExpired, client } = setUp({
      'DELETE /api/users/u1': { status: 401, body: { detail: 'That password is not right' } },
      'GET /api/users/u1': { body: { id: 'u1' } },
    });
    await expect(client.deleteUser('u1', { password: 'not-the-one' })).rejects.toMatchObject({ status: 401 });
    expect(userStore.get()).toEqual(stored);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('Given the profile call itself is refused, When loading the user, Then the session ends without another check', async () => {
    const { api, userStore, onExpired, client } = setUp({ 'GET /api/users/u1': refused });
    await expect(client.getUser('u1')).rejects.toMatchObject({ status: 401 });
    expect(userStore.get()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /api/users/u1')).toHaveLength(1);
  });

  it('Given a failed sign-in while a user is stored, When refused, Then the stored user stays', async () => {
    const { userStore, onExpired, client } = setUp({ 'POST /api/sessions': refused, 'GET /api/users/u1': refused });
    await expect(client.signIn({ sign_in_key: 'nope' })).rejects.toMatchObject({ status: 401 });
    expect(userStore.get()).toEqual(stored);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('Given a 403 for another user, When refused, Then the session is kept', async () => {
    const { userStore, onExpired, client } = setUp({
      'GET /api/users/u2': { status: 403, body: { detail: 'Not yours' } },
    });
    await expect(client.getUser('u2')).rejects.toMatchObject({ status: 403 });
    expect(userStore.get()).toEqual(stored);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
