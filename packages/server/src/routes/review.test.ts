import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@spotter/core/api';
import { coachContext, planExercises } from '../coach/coach-context.js';
import { findUser } from '../store/users.js';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

const ADMIN_TOKEN = 'admin-token-for-tests-only';

describe.each(backends())('a library you can trust: contributions are reviewed, on %s', (backend) => {
  let t: TestServer;
  let admin: ApiClient;
  let contributor: { id: string; token: string; api: ApiClient };
  beforeAll(async () => {
    t = await startTestServer(backend, { adminToken: ADMIN_TOKEN, trustedAfter: 2 });
    admin = createApiClient({ baseUrl: t.baseUrl, fetch, token: () => ADMIN_TOKEN });
    const user = await t.client.createUser(onboarding({ first_name: 'Grace' }));
    contributor = { id: user.id, token: user.token, api: t.clientFor(user.token) };
  });
  afterAll(() => t?.stop());

  const contribute = (name: string, cues = 'Brace, then move slowly.') =>
    contributor.api.contributeExercise({
      user_id: contributor.id,
      name,
      primary_cues: cues,
      equipment_tags: ['dumbbells'],
    });
  const coachSees = async (userId: string, name: string) => {
    const user = (await findUser(t.server.context.db, userId))!;
    return (await coachContext(t.server.context, user)).exercises.some((e) => e.name === name);
  };

  it('given a new contribution, when others, the coach and the plan generator look, then it is not there until approved', async () => {
    const { exercise, message } = await contribute('Zercher Split Squat', 'Cradle the bar in your elbows.');
    expect(message).toBe('Exercise submitted for review!');
    const stranger = await t.client.createUser(onboarding());
    expect(await t.client.listExercises({ search: 'zercher split' })).toEqual([]);
    expect(await t.clientFor(stranger.token).listExercises({ search: 'zercher split' })).toEqual([]);
    expect(await coachSees(stranger.id, 'Zercher Split Squat')).toBe(false);
    expect((await planExercises(t.server.context)).map((e) => e.name)).not.toContain('Zercher Split Squat');

    const queue = await admin.listContributions();
    expect(queue).toEqual([
      expect.objectContaining({
        id: exercise.id,
        review_status: 'pending',
        contributor: { id: contributor.id, first_name: 'Grace', approved_contributions: 0 },
      }),
    ]);

    const approved = await admin.approveContribution(exercise.id);
    expect(approved).toMatchObject({ review_status: 'approved', reviewed_at: expect.any(String) as unknown });
    expect(await t.client.listExercises({ search: 'zercher split' })).toEqual([
      expect.objectContaining({ created_by: 'Grace', review_status: 'approved' }),
    ]);
    expect(await coachSees(stranger.id, 'Zercher Split Squat')).toBe(true);
    expect(await admin.listContributions()).toEqual([]);
  });

  it('given a rejection with a reason, when the contributor looks, then they see why; nobody else sees it', async () => {
    const { exercise } = await contribute('Frog Stance Upright Row');
    // Looked at while pending (the server holds what the contributor read), then decided by someone else.
    expect(await contributor.api.listExercises({ search: 'frog stance' })).toEqual([
      expect.objectContaining({ review_status: 'pending' }),
    ]);
    await expect(admin.rejectContribution(exercise.id, { reason: '  ' })).rejects.toMatchObject({
      status: 400,
      detail: expect.stringContaining('reason') as unknown,
    });
    const rejected = await admin.rejectContribution(exercise.id, {
      reason: 'Hard on the shoulders; not something we recommend',
    });
    expect(rejected).toMatchObject({
      review_status: 'rejected',
      review_reason: 'Hard on the shoulders; not something we recommend',
    });
    expect(await contributor.api.listExercises({ search: 'frog stance' })).toEqual([
      expect.objectContaining({
        review_status: 'rejected',
        review_reason: expect.stringContaining('shoulders') as unknown,
      }),
    ]);
    expect(await t.client.listExercises({ search: 'frog stance' })).toEqual([]);
    expect(await admin.listContributions({ status: 'rejected' })).toEqual([
      expect.objectContaining({ id: exercise.id }),
    ]);
  });

  it('given a contributor with enough approved contributions, when they contribute again, then it is approved at once', async () => {
    const { exercise } = await contribute('Pendlay Row From Deficit');
    await admin.approveContribution(exercise.id);
    // Two approved now (trustedAfter: 2 on this server).
    const next = await contribute('Tall Kneeling Landmine Press');
    expect(next.message).toBe('Exercise added to the library!');
    expect(next.exercise.review_status).toBe('approved');
    expect(await t.client.listExercises({ search: 'tall kneeling landmine' })).toHaveLength(1);
  });

  it('given a name that matches an existing exercise apart from case and punctuation, when contributed, then 409 names it', async () => {
    for (const name of ['goblet-squat!', 'GOBLET  SQUAT', 'Zercher split-squat']) {
      await expect(contribute(name)).rejects.toMatchObject({
        status: 409,
        detail: expect.stringMatching(
          /^name: '(Goblet Squat|Zercher Split Squat)' is already in the library/,
        ) as unknown,
      });
    }
    await contribute('Kettlebell Halo Walk');
    await expect(contribute('kettlebell halo-walk')).rejects.toMatchObject({ status: 409 });
  });

  it('given the admin API, when called with a wrong or no token, then 401; ids that are not contributions are 404', async () => {
    const anonymous = await fetch(`${t.baseUrl}/api/admin/contributions`);
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(`${t.baseUrl}/api/admin/contributions`, {
      headers: { authorization: `Bearer ${contributor.token}` },
    });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).detail).toBe('That admin token is not valid');
    await expect(admin.approveContribution('spotter-back-squat')).rejects.toMatchObject({ status: 404 });
    await expect(admin.listContributions({ status: 'maybe' as 'pending' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('a server without an admin token', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { adminToken: null });
  });
  afterAll(() => t?.stop());

  it('given any admin call, when made with any token, then 404 as if there were no admin API', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/contributions'],
      ['POST', '/api/admin/contributions/x/approve'],
      ['POST', '/api/admin/contributions/x/reject'],
    ] as const) {
      const response = await fetch(`${t.baseUrl}${path}`, { method, headers: { authorization: 'Bearer guess' } });
      expect(response.status, path).toBe(404);
    }
  });
});
