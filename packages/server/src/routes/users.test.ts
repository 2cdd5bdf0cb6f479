import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@spotter/core/api';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe.each(backends())('users and their records on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t?.stop());

  const userCount = async () => (await t.server.context.db.selectFrom('users').select('id').execute()).length;

  it('given the onboarding fields, when a user signs up, then they get an id, a token and the spec defaults', async () => {
    const user = await t.client.createUser(onboarding());
    expect(user.id).toMatch(/[0-9a-f-]{36}/);
    expect(user.token).toMatch(/^spt_/);
    expect(user).toMatchObject({
      first_name: 'Ada',
      timeline_weeks: 12,
      days_per_week: 3,
      coach_tone: 'motivational',
      plan_style: 'strength',
      equipment_list: ['dumbbells', 'pull-up bar'],
      injuries: null,
      avatar_greeting_url: null,
    });
  });

  it('given a user, when read back with their token, then the profile comes back without any secret', async () => {
    const created = await t.client.createUser(onboarding({ email: 'read@example.com' }));
    const user = await t.clientFor(created.token).getUser(created.id);
    expect(user).toMatchObject({ id: created.id, email: 'read@example.com', age: 34 });
    expect(JSON.stringify(user)).not.toContain('token');
  });

  it('given a user read back, when read again with its ETag, then 304; after a profile change, the new profile and another ETag', async () => {
    const created = await t.client.createUser(onboarding({ email: 'etag@example.com' }));
    const read = (headers: Record<string, string> = {}) =>
      fetch(`${t.baseUrl}/api/users/${created.id}`, {
        headers: { authorization: `Bearer ${created.token}`, ...headers },
      });
    const first = await read();
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"/);
    expect((await read({ 'if-none-match': etag })).status).toBe(304);

    await t.clientFor(created.token).updateUser(created.id, { first_name: 'Grace' });
    const changed = await read({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: created.id, first_name: 'Grace' });
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("given a user, when read without a token, then 401; with another user's token, then 403", async () => {
    const ada = await t.client.createUser(onboarding());
    const bob = await t.client.createUser(onboarding({ first_name: 'Bob', email: 'bob@example.com' }));
    await expect(t.client.getUser(ada.id)).rejects.toMatchObject({ status: 401 });
    await expect(t.clientFor('spt_forged').getUser(ada.id)).rejects.toMatchObject({
      status: 401,
      detail: expect.stringContaining('not valid') as unknown,
    });
    for (const call of [
      () => t.clientFor(bob.token).getUser(ada.id),
      () => t.clientFor(bob.token).listPlans(ada.id),
      () => t.clientFor(bob.token).listPersonalBests(ada.id),
      () => t.clientFor(bob.token).listMedia(ada.id),
      () => t.clientFor(bob.token).listChat(ada.id),
      () => t.clientFor(bob.token).addPersonalBest(ada.id, { exercise_name: 'squat', value: 5, unit: 'reps' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 403 });
    }
  });

  it('given bad onboarding payloads, when sent, then 400 names the field and nothing is stored', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ age: 9 }, 'age: Age must be between 13 and 100'],
      [{ days_per_week: 8 }, 'days_per_week'],
      [{ email: 'not-an-email' }, 'email'],
      [{ height_cm: 170.5 }, 'height_cm: Height must be a whole number'],
      [{ primary_goal: 'fame' }, 'primary_goal'],
      [{ first_name: '   ' }, 'first_name: First name is required'],
    ];
    for (const [patch, detail] of cases) {
      const error = await t.client.createUser(onboarding(patch)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, detail: expect.stringContaining(detail) as unknown });
    }
    const raw = await fetch(`${t.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"first_name":',
    });
    expect(raw.status).toBe(400);
    expect(await json(raw)).toHaveProperty('detail');
    expect(await userCount()).toBe(before);
  });

  it('given a sign-up with a password or another field not of onboarding, when sent, then 400 names the field (and where a password is set), and nothing is stored', async () => {
    const before = await userCount();
    const fields = onboarding();
    const signUp = (body: Record<string, unknown>) =>
      fetch(`${t.baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const withPassword = await signUp({ ...fields, password: 'correct horse battery' });
    expect(withPassword.status).toBe(400);
    const { detail } = (await json(withPassword)) as { detail: string };
    expect(detail).toMatch(/^password: not a sign-up field/);
    expect(detail).toContain('PUT /api/users/{id}/password');

    const withOthers = await signUp({ ...fields, nickname: 'Ace', plan: 'mine' });
    expect(withOthers.status).toBe(400);
    expect(((await json(withOthers)) as { detail: string }).detail).toMatch(/^nickname, plan: not sign-up fields/);
    expect(await userCount()).toBe(before);

    // Nothing was kept of the refused sign-ups: the same email signs up, and its password is set the documented way.
    const created = await t.client.createUser(fields);
    const api = t.clientFor(created.token);
    await api.setPassword(created.id, { password: 'correct horse battery', current_sign_in_key: created.sign_in_key });
    const signedIn = await t.client.signIn({ email: fields.email, password: 'correct horse battery' });
    expect(await t.clientFor(signedIn.token).getUser(created.id)).toMatchObject({ id: created.id });
  });

  it('given a new user, when listing their records, then only the plan sign-up built is there; every other list is empty', async () => {
    const user = await t.client.createUser(onboarding());
    const api = t.clientFor(user.token);
    expect((await api.listPlans(user.id)).map((plan) => plan.details?.source)).toEqual([
      { kind: 'profile', equipment: user.equipment_list },
    ]);
    expect(await api.listPersonalBests(user.id)).toEqual([]);
    expect(await api.listMedia(user.id)).toEqual([]);
    expect(await api.listChat(user.id)).toEqual([]);
  });

  it('given logged personal bests, when a result beats the best, then it replaces it; otherwise it is not new', async () => {
    const user = await t.client.createUser(onboarding());
    const api = t.clientFor(user.token);
    expect((await api.addPersonalBest(user.id, { exercise_name: 'Push_Up', value: 20, unit: 'reps' })).is_new_pr).toBe(
      true,
    );
    expect((await api.addPersonalBest(user.id, { exercise_name: 'push_up', value: 18, unit: 'reps' })).is_new_pr).toBe(
      false,
    );
    const beaten = await api.addPersonalBest(user.id, { exercise_name: 'push_up', value: 25, unit: 'reps' });
    expect(beaten).toMatchObject({
      is_new_pr: true,
      personal_best: { exercise_name: 'push_up', value: 25, unit: 'reps' },
    });
    await api.addPersonalBest(user.id, { exercise_name: 'deadlift', value: 140.5, unit: 'kg' });
    const bests = await api.listPersonalBests(user.id);
    expect(bests.map((pb) => [pb.exercise_name, pb.value])).toEqual([
      ['deadlift', 140.5],
      ['push_up', 25],
    ]);
    await expect(
      api.addPersonalBest(user.id, { exercise_name: 'squat', value: -1, unit: 'reps' }),
    ).rejects.toMatchObject({
      status: 400,
      detail: 'value: Value must be greater than 0',
    });
    await expect(
      api.addPersonalBest(user.id, { exercise_name: 'squat', value: 14, unit: 'stones' }),
    ).rejects.toMatchObject({
      status: 400,
      detail: 'unit: Unit must be one of kg, lb, reps, s, min, m, km',
    });
  });

  it('given an unknown endpoint, when called, then a JSON 404 with a detail', async () => {
    const response = await fetch(`${t.baseUrl}/api/nope`);
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ detail: 'No such endpoint: GET /api/nope' });
  });
});
