import { openAsBlob } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spotter/core/constants';
import { mediaDirOf, NO_LIMITS } from '../config.js';
import { makeSamples } from '../testing/media-samples.js';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

const PASSWORD = 'correct horse battery';

describe.each(backends())('accounts you can get back into, on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t?.stop());

  const db = () => t.server.context.db;
  const signUp = (overrides: Record<string, unknown> = {}) => t.client.createUser(onboarding(overrides));

  it('given a sign-up, when it answers, then it carries a sign-in key shown once; only hashes of the key and token are stored', async () => {
    const user = await signUp({ device: 'Firefox on Linux' });
    expect(user.sign_in_key).toMatch(/^SPK(-[0-9A-Z]{5}){6}$/);
    const row = await db().selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const sessions = await db().selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.device).toBe('Firefox on Linux');
    const stored = JSON.stringify([row, sessions]);
    expect(stored).not.toContain(user.sign_in_key);
    expect(stored).not.toContain(user.token);
    expect(JSON.stringify(await t.clientFor(user.token).getUser(user.id))).not.toMatch(/sign_in_key|password|hash/);
  });

  it('given a taken email in any case, when signing up again, then 409 says to sign in and no second account is made', async () => {
    const first = await signUp();
    const before = await db().selectFrom('users').select('id').execute();
    const again = await fetch(`${t.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(onboarding({ email: `  ${first.email.toUpperCase()} ` })),
    });
    expect(again.status).toBe(409);
    expect((await json(again)).detail).toBe(`email: ${MESSAGES.emailTaken}`);
    expect(await db().selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('given a password, when set, then it is hashed with scrypt, a short one is refused and changing it needs the current one', async () => {
    const user = await signUp();
    const api = t.clientFor(user.token);
    await expect(
      api.setPassword(user.id, { password: 'short', current_sign_in_key: user.sign_in_key }),
    ).rejects.toMatchObject({ status: 400, detail: expect.stringContaining('at least 10') as unknown });
    await api.setPassword(user.id, { password: PASSWORD, current_sign_in_key: user.sign_in_key });
    const row = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    await expect(api.setPassword(user.id, { password: 'another long one' })).rejects.toMatchObject({
      status: 403,
      detail: expect.stringContaining('current_password') as unknown,
    });
    await expect(
      api.setPassword(user.id, { password: 'another long one', current_password: 'wrong password' }),
    ).rejects.toMatchObject({ status: 403 });
    await api.setPassword(user.id, { password: 'another long one', current_password: PASSWORD });
    await expect(t.client.signIn({ email: user.email, password: 'another long one' })).resolves.toMatchObject({
      user: { id: user.id },
    });
  });

  it('given email and password or the sign-in key, when signing in, then each gives a new working token; every failure is the same 401', async () => {
    const user = await signUp();
    await t.clientFor(user.token).setPassword(user.id, { password: PASSWORD, current_sign_in_key: user.sign_in_key });

    const byPassword = await t.client.signIn({
      email: user.email.toUpperCase(),
      password: PASSWORD,
      device: 'Chrome on macOS',
    });
    expect(byPassword.token).not.toBe(user.token);
    expect(await t.clientFor(byPassword.token).getUser(user.id)).toMatchObject({ id: user.id });
    // A key typed by hand: lower case, no dashes, spaces.
    const typed = user.sign_in_key.toLowerCase().replace(/-/g, ' ');
    const byKey = await t.client.signIn({ sign_in_key: typed });
    expect(byKey.user.id).toBe(user.id);

    const failures = [
      { email: user.email, password: 'wrong password' },
      { email: 'nobody-here@example.com', password: PASSWORD },
      { sign_in_key: 'SPK-00000-00000-00000-00000-00000-00000' },
    ];
    for (const attempt of failures) {
      await expect(t.client.signIn(attempt)).rejects.toMatchObject({ status: 401, detail: MESSAGES.signInFailed });
    }
    const noPassword = await signUp();
    await expect(t.client.signIn({ email: noPassword.email, password: PASSWORD })).rejects.toMatchObject({
      status: 401,
      detail: MESSAGES.signInFailed,
    });
  });

  it('given a new sign-in key, when made, then the old key stops working at once; with a password set it must be confirmed', async () => {
    const user = await signUp();
    const api = t.clientFor(user.token);
    const { sign_in_key: second } = await api.newSignInKey(user.id, { current_sign_in_key: user.sign_in_key });
    await expect(t.client.signIn({ sign_in_key: user.sign_in_key })).rejects.toMatchObject({ status: 401 });
    await expect(t.client.signIn({ sign_in_key: second })).resolves.toMatchObject({ user: { id: user.id } });
    await api.setPassword(user.id, { password: PASSWORD, current_sign_in_key: second });
    await expect(api.newSignInKey(user.id, {})).rejects.toMatchObject({ status: 403 });
    await expect(api.newSignInKey(user.id, { current_password: 'nope nope nope' })).rejects.toMatchObject({
      status: 403,
    });
    const { sign_in_key: third } = await api.newSignInKey(user.id, { current_password: PASSWORD });
    await expect(t.client.signIn({ sign_in_key: second })).rejects.toMatchObject({ status: 401 });
    await expect(t.client.signIn({ sign_in_key: third })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('given two devices, when one is renamed, then the list shows the new name; a blank name, a stranger and an unknown id are refused', async () => {
    const user = await signUp({ device: 'Laptop browser' });
    const phone = await t.client.signIn({ sign_in_key: user.sign_in_key, device: 'Phone browser' });
    const laptopApi = t.clientFor(user.token);
    const phoneSession = (await laptopApi.listSessions(user.id)).find((d) => d.device === 'Phone browser')!;

    const renamed = await laptopApi.renameSession(user.id, phoneSession.id, { device: "  Ada's phone  " });
    expect(renamed).toMatchObject({ id: phoneSession.id, device: "Ada's phone", current: false });
    expect((await laptopApi.listSessions(user.id)).map((d) => d.device)).toEqual(["Ada's phone", 'Laptop browser']);
    // Renaming keeps the device signed in: its token still works.
    await expect(t.clientFor(phone.token).getUser(user.id)).resolves.toMatchObject({ id: user.id });

    for (const blank of ['   ', '\u200b\u200b', '']) {
      await expect(laptopApi.renameSession(user.id, phoneSession.id, { device: blank })).rejects.toMatchObject({
        status: 400,
      });
    }
    await expect(laptopApi.renameSession(user.id, 'no-such-session', { device: 'x' })).rejects.toMatchObject({
      status: 404,
    });
    const stranger = await signUp();
    await expect(
      t.clientFor(stranger.token).renameSession(stranger.id, phoneSession.id, { device: 'mine now' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      t.clientFor(stranger.token).renameSession(user.id, phoneSession.id, { device: 'mine now' }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await laptopApi.listSessions(user.id)).map((d) => d.device)).toEqual(["Ada's phone", 'Laptop browser']);
  });

  it('given two devices, when listed and one is revoked, then its token gets 401 at once on every call; sign out everywhere ends all', async () => {
    const user = await signUp({ device: 'Laptop browser' });
    const phone = await t.client.signIn({ sign_in_key: user.sign_in_key, device: 'Phone browser' });
    const laptopApi = t.clientFor(user.token);
    const phoneApi = t.clientFor(phone.token);

    const devices = await laptopApi.listSessions(user.id);
    expect(devices.map((d) => [d.device, d.current])).toEqual([
      ['Phone browser', false],
      ['Laptop browser', true],
    ]);
    expect(devices[0]).toMatchObject({
      created_at: expect.any(String) as unknown,
      last_used_at: expect.any(String) as unknown,
    });

    await laptopApi.revokeSession(devices[0]!.id);
    for (const call of [
      () => phoneApi.getUser(user.id),
      () => phoneApi.listPlans(user.id),
      () => phoneApi.listExercises(),
    ]) {
      await expect(call()).rejects.toMatchObject({
        status: 401,
        detail: expect.stringContaining('sign in again') as unknown,
      });
    }
    await expect(laptopApi.revokeSession(devices[0]!.id)).rejects.toMatchObject({ status: 404 });
    const stranger = await signUp();
    await expect(t.clientFor(stranger.token).revokeSession(devices[1]!.id)).rejects.toMatchObject({ status: 404 });
    await expect(laptopApi.getUser(user.id)).resolves.toMatchObject({ id: user.id });

    const again = await t.client.signIn({ sign_in_key: user.sign_in_key });
    await t.clientFor(again.token).revokeSessions(user.id, { current_sign_in_key: user.sign_in_key });
    await expect(laptopApi.getUser(user.id)).rejects.toMatchObject({ status: 401 });
    await expect(t.clientFor(again.token).getUser(user.id)).rejects.toMatchObject({ status: 401 });
  });

  it('given profile changes, when patched, then they are validated by core and a new plan can be built from the new profile', async () => {
    const user = await signUp({ primary_goal: 'strength', equipment_list: ['barbell', 'squat rack', 'bench'] });
    const api = t.clientFor(user.token);
    const changed = await api.updateUser(user.id, {
      primary_goal: 'muscle',
      days_per_week: 4,
      injuries: 'left knee',
      equipment_list: ['Dumbbells', 'bench'],
    });
    expect(changed).toMatchObject({
      primary_goal: 'muscle',
      days_per_week: 4,
      injuries: 'left knee',
      equipment_list: ['dumbbells', 'bench'],
      first_name: 'Ada',
    });

    await expect(api.updateUser(user.id, { days_per_week: 9 })).rejects.toMatchObject({
      status: 400,
      detail: expect.stringContaining('days_per_week') as unknown,
    });
    await expect(api.updateUser(user.id, {})).rejects.toMatchObject({ status: 400 });
    expect((await api.getUser(user.id)).days_per_week).toBe(4);
    const cleared = await api.updateUser(user.id, { injuries: '' });
    expect(cleared.injuries).toBeNull();
    await api.updateUser(user.id, { injuries: 'left knee' });

    const plan = await api.createPlan(user.id);
    expect((await api.listPlans(user.id))[0]!.id).toBe(plan.id);
    const details = plan.details as {
      goal: string;
      days: { exercises: { equipment: string[] }[] }[];
      injuries: { areas: string[] };
      source: { equipment: string[] };
    };
    expect(details.source.equipment).toEqual(['dumbbells', 'bench']);
    expect(details.goal).toBe('muscle');
    expect(details.days).toHaveLength(4);
    expect(details.injuries.areas).toContain('knee');
    const used = details.days.flatMap((day) => day.exercises.flatMap((e) => e.equipment));
    expect(used).not.toContain('barbell');

    const other = await signUp();
    await expect(t.clientFor(other.token).updateUser(user.id, { primary_goal: 'general' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('given an email change, when sent, then it needs the password (or the key without one) and a taken email is 409', async () => {
    const user = await signUp();
    const api = t.clientFor(user.token);
    const fresh = `moved.${Date.now()}@example.com`;
    await expect(api.updateUser(user.id, { email: fresh })).rejects.toMatchObject({
      status: 403,
      detail: expect.stringContaining('sign-in key') as unknown,
    });
    await expect(api.updateUser(user.id, { email: fresh, sign_in_key: 'SPK-WRONG' })).rejects.toMatchObject({
      status: 403,
    });
    expect((await api.updateUser(user.id, { email: fresh, sign_in_key: user.sign_in_key })).email).toBe(fresh);

    await api.setPassword(user.id, { password: PASSWORD, current_sign_in_key: user.sign_in_key });
    const taken = (await signUp()).email;
    await expect(api.updateUser(user.id, { email: taken, current_password: PASSWORD })).rejects.toMatchObject({
      status: 409,
    });
    await expect(api.updateUser(user.id, { email: `x${fresh}` })).rejects.toMatchObject({
      status: 403,
      detail: expect.stringContaining('current_password') as unknown,
    });
    expect((await api.updateUser(user.id, { email: `x${fresh}`, current_password: PASSWORD })).email).toBe(`x${fresh}`);
  });

  describe('export and delete', () => {
    let samples: Awaited<ReturnType<typeof makeSamples>>;
    beforeAll(async () => {
      samples = await makeSamples();
    });
    afterAll(() => rm(samples.dir, { recursive: true, force: true }));

    const tablesHolding = async (userId: string) => {
      const found: string[] = [];
      for (const table of [
        'users',
        'sessions',
        'plans',
        'personal_bests',
        'media',
        'media_files',
        'chat_messages',
      ] as const) {
        const column = table === 'users' ? 'id' : 'user_id';
        const rows = await db().selectFrom(table).select(column).where(column, '=', userId).execute();
        if (rows.length) found.push(table);
      }
      const contributions = await db()
        .selectFrom('exercises')
        .select('id')
        .where('contributor_id', '=', userId)
        .execute();
      if (contributions.length) found.push('exercises');
      return found;
    };

    it('given a user with records and files, when exported then deleted, then the export holds it all and nothing of theirs remains', async () => {
      const user = await signUp();
      const api = t.clientFor(user.token);
      await api.setPassword(user.id, { password: PASSWORD, current_sign_in_key: user.sign_in_key });
      await api.addPersonalBest(user.id, { exercise_name: 'squat', value: 10, unit: 'reps' });
      await api.createPlan(user.id);
      await api.contributeExercise({ user_id: user.id, name: `Ada's Curl ${backend}`, primary_cues: 'Curl slowly.' });
      await api.uploadExercise({
        user_id: user.id,
        exercise_name: 'squat',
        file: { data: await openAsBlob(samples.video), name: 'clip.mp4' },
      });
      const before = await readdir(mediaDirOf(t.config));

      const exported = await api.exportUser(user.id);
      expect(exported.user).toMatchObject({ id: user.id, has_password: true });
      expect(exported.sessions).toEqual([expect.objectContaining({ current: true })]);
      expect(exported.plans).toHaveLength(2); // the plan sign-up built, and this one
      expect(exported.personal_bests).toEqual([expect.objectContaining({ exercise_name: 'squat', value: 10 })]);
      expect(exported.media).toHaveLength(1);
      expect(exported.contributions).toEqual([expect.objectContaining({ review_status: 'pending' })]);
      expect(exported.files.length).toBeGreaterThan(0);
      const file = await fetch(`${t.baseUrl}${exported.files[0]!.url}`);
      expect(file.status).toBe(200);
      expect(JSON.stringify(exported)).not.toMatch(/scrypt|_hash/);
      expect(await tablesHolding(user.id)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'plans', 'media', 'media_files', 'exercises']),
      );

      await expect(api.deleteUser(user.id, { password: 'wrong password' })).rejects.toMatchObject({ status: 403 });
      await expect(api.deleteUser(user.id, { sign_in_key: 'SPK-nope' })).rejects.toMatchObject({ status: 403 });
      expect(await tablesHolding(user.id)).toContain('users');

      await api.deleteUser(user.id, { password: PASSWORD });
      expect(await tablesHolding(user.id)).toEqual([]);
      const after = await readdir(mediaDirOf(t.config));
      const names = exported.files.map((f) => f.url.split('/').pop()!.split('?')[0]!);
      for (const name of names) {
        expect(before).toContain(name);
        expect(after).not.toContain(name);
      }
      await expect(api.getUser(user.id)).rejects.toMatchObject({ status: 401 });
      await expect(t.client.signIn({ email: user.email, password: PASSWORD })).rejects.toMatchObject({ status: 401 });
    }, 60_000);

    it('given an account without a password, when deleted with its sign-in key, then it goes; without any proof it is refused', async () => {
      const user = await signUp();
      const api = t.clientFor(user.token);
      const response = await fetch(`${t.baseUrl}/api/users/${user.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.status).toBe(400);
      await api.deleteUser(user.id, { sign_in_key: user.sign_in_key });
      expect(await tablesHolding(user.id)).toEqual([]);
    });
  });
});

describe('request budgets against guessing and flooding', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      limits: {
        signInsPerAddress: 6,
        signInsPerAccount: 3,
        signUpsPerHour: 5,
        contributionsPerHour: 0,
        failedTokensPerAddress: 0,
        chatsPerHour: 1,
        uploadsPerHour: 1,
      },
    });
  });
  afterAll(() => t?.stop());

  it('given repeated wrong passwords, when the account budget is spent, then even the right password gets 429 with Retry-After', async () => {
    const user = await t.client.createUser(onboarding());
    await t.clientFor(user.token).setPassword(user.id, { password: PASSWORD, current_sign_in_key: user.sign_in_key });
    // A success does not count against the account.
    await t.client.signIn({ email: user.email, password: PASSWORD });
    for (let i = 0; i < 3; i++) {
      await expect(t.client.signIn({ email: user.email, password: 'wrong password' })).rejects.toMatchObject({
        status: 401,
      });
    }
    const refused = await fetch(`${t.baseUrl}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(refused)).detail).toMatch(
      /^Too many failed sign-ins for this account: try again in \d+ minutes$/,
    );
    // The address budget is counted on every attempt: two more, and any account is refused from here.
    await expect(t.client.signIn({ sign_in_key: user.sign_in_key })).resolves.toMatchObject({ user: { id: user.id } });
    await expect(t.client.signIn({ sign_in_key: user.sign_in_key })).rejects.toMatchObject({
      status: 429,
      detail: expect.stringContaining('this address') as unknown,
    });
  });

  it('given an account that used its hourly chat and upload budgets, when it sends more, then 429 before the body is read', async () => {
    const user = await t.client.createUser(onboarding());
    const post = (path: string, body: string | FormData, headers: Record<string, string> = {}) =>
      fetch(`${t.baseUrl}/api${path}`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${user.token}`, ...headers },
      });
    const upload = new FormData();
    upload.append('exercise_name', 'squat');
    upload.append('file', new Blob(['not a video at all']), 'x.mp4');
    expect((await post('/upload-exercise', upload)).status).toBe(415);
    const again = await post('/upload-exercise', upload);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    const blank = JSON.stringify({ message: ' ' });
    expect((await post('/avatar/enhanced-chat', blank, { 'content-type': 'application/json' })).status).toBe(400);
    expect((await post('/avatar/enhanced-chat', blank, { 'content-type': 'application/json' })).status).toBe(429);
  });

  it('given many sign-ups from one address, when the hourly budget is spent, then 429 and no account is made', async () => {
    // Its own server: the budget above is shared with the other tests' sign-ups, so this test would depend on them.
    const own = await startTestServer('pglite', { limits: { ...NO_LIMITS, signUpsPerHour: 3 } });
    try {
      for (let i = 0; i < 3; i++) await own.client.createUser(onboarding());
      await expect(own.client.createUser(onboarding())).rejects.toMatchObject({
        status: 429,
        detail: expect.stringContaining('sign-ups') as unknown,
      });
      expect((await own.server.context.db.selectFrom('users').select('id').execute()).length).toBe(3);
    } finally {
      await own.stop();
    }
  });
});

describe('token guessing', () => {
  it('given an address that sent too many tokens that are not valid (a stale client behind a gym’s Wi-Fi), when others call from it, then bad tokens get 429 and every valid token still works', async () => {
    const t = await startTestServer('pglite', { limits: { ...NO_LIMITS, failedTokensPerAddress: 3 } });
    try {
      const user = await t.client.createUser(onboarding());
      const member = await t.client.createUser(onboarding());
      for (let i = 0; i < 3; i++)
        await expect(t.clientFor(`spt_guess${i}`).getUser(user.id)).rejects.toMatchObject({ status: 401 });
      await expect(t.clientFor('spt_guess4').getUser(user.id)).rejects.toMatchObject({
        status: 429,
        detail: expect.stringContaining('not valid') as unknown,
      });
      await expect(t.clientFor('spt_guess5').getUser(user.id)).rejects.toMatchObject({ status: 429 });
      await expect(t.clientFor(user.token).getUser(user.id)).resolves.toMatchObject({ id: user.id });
      await expect(t.clientFor(member.token).getUser(member.id)).resolves.toMatchObject({ id: member.id });
    } finally {
      await t.stop();
    }
  });
});

describe('behind a reverse proxy', () => {
  const signUpFrom = (t: TestServer, client: string) =>
    fetch(`${t.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(onboarding()),
    });

  it('given a trusted proxy, when two clients sign up through it, then each has a budget of its own; an untrusted proxy is not believed', async () => {
    const limits = { ...NO_LIMITS, signUpsPerHour: 1 };
    const trusted = await startTestServer('pglite', { limits, trustProxy: '127.0.0.1' });
    try {
      expect((await signUpFrom(trusted, '203.0.113.5')).status).toBe(201);
      expect((await signUpFrom(trusted, '198.51.100.7')).status).toBe(201);
      expect((await signUpFrom(trusted, '203.0.113.5')).status).toBe(429);
    } finally {
      await trusted.stop();
    }
    const untrusted = await startTestServer('pglite', { limits });
    try {
      expect((await signUpFrom(untrusted, '203.0.113.5')).status).toBe(201);
      // The header is anyone's to write: without trusting the proxy, both come from the one connecting address.
      expect((await signUpFrom(untrusted, '198.51.100.7')).status).toBe(429);
    } finally {
      await untrusted.stop();
    }
  });
});
