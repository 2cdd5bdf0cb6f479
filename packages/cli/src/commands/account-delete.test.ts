import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, sampleUser, scriptedPrompter, storedSignIn } from '../testing/in-process.js';

describe('spotter account delete and export (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  const stored = () => storedSignIn(cli.configDir);
  beforeAll(async () => {
    cli = await inProcessCli();
  });
  beforeEach(() => cli.signIn());
  afterAll(() => cli.cleanup());

  it('Given export, When run, Then stdout is the JSON document and stderr a summary', async () => {
    const document = {
      exported_at: '2026-03-01T00:00:00Z',
      user: { ...sampleUser(), has_password: false },
      sessions: [],
      plans: [],
      personal_bests: [],
      media: [],
      chat: [],
      contributions: [],
      workouts: [],
      sets: [],
      files: [],
    };
    const result = await cli.run(['export'], {
      fetch: fakeFetch({ 'GET /api/users/u1/export': { status: 200, body: document } }),
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ user: { id: 'u1', has_password: false }, plans: [] });
    expect(result.stderr).toMatch('Exported the account of ada@example.com: 0 plans');
  });

  it('Given a terminal, When delete is confirmed with the password, Then it is sent and the user forgotten', async () => {
    const fetch = fakeFetch({ 'DELETE /api/users/u1': { status: 204 } });
    const prompter = scriptedPrompter([true, 'password', 'correct horse battery']);
    const result = await cli.run(['account', 'delete'], { fetch, prompter, tty: true });
    expect(result.code).toBe(0);
    expect(prompter.asked[0]).toMatch('Delete the account of ada@example.com and everything stored about it');
    expect(fetch.requests[0]!.body).toEqual({ password: 'correct horse battery' });
    expect(result.stderr).toMatch('are deleted; this machine is signed out');
    await expect(stored()).resolves.toBeUndefined();
  });

  it('Given a terminal, When the question is answered no, Then nothing is sent, exit 1', async () => {
    const fetch = fakeFetch({});
    const result = await cli.run(['account', 'delete'], { fetch, prompter: scriptedPrompter([false]), tty: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch('Cancelled: nothing was deleted');
    expect(fetch.requests).toHaveLength(0);
    expect(await stored()).toMatchObject({ id: 'u1' });
  });

  it('Given no terminal, When delete runs without --yes, Then exit 2 names the flags', async () => {
    const result = await cli.run(['account', 'delete', '--password-stdin'], { fetch: fakeFetch({}), stdin: 'pw\n' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('No terminal to ask on: pass --password-stdin or --key KEY, and --yes');
  });

  it('Given --key - --yes and a wrong key, When delete runs, Then the refusal is said and the user stays signed in', async () => {
    const fetch = fakeFetch({
      'DELETE /api/users/u1': {
        status: 403,
        body: { detail: 'That sign-in key is not right: Deleting your account needs your current sign-in key' },
      },
    });
    const result = await cli.run(['account', 'delete', '--key', '-', '--yes'], { fetch, stdin: 'SPK-WRONG\n' });
    expect(result.code).toBe(1);
    expect(fetch.requests[0]!.body).toEqual({ sign_in_key: 'SPK-WRONG' });
    expect(result.stderr).toMatch('Nothing was deleted: That sign-in key is not right');
    expect(await stored()).toMatchObject({ id: 'u1' });
  });
});
