import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spotter/core/constants';
import { fakeFetch, inProcessCli, sampleUser, scriptedPrompter, storedSignIn } from '../testing/in-process.js';
import { signUpArgs } from '../testing/sign-up.js';

const signedIn = { status: 201, body: { token: 'spt_new', user: sampleUser() } };

describe('spotter login and logout (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
  });
  afterAll(() => cli.cleanup());
  const stored = async () => ({ currentUser: await storedSignIn(cli.configDir) });
  beforeEach(async () => {
    await cli.run(['config', 'unset', 'currentUser'], { fetch: fakeFetch({}) });
  });

  it('Given --key, When login runs, Then the key and a device label are sent and the new token is stored', async () => {
    const fetch = fakeFetch({ 'POST /api/sessions': signedIn });
    const result = await cli.run(['login', '--key', ' SPK-AAAAA-BBBBB '], { fetch });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({ sign_in_key: 'SPK-AAAAA-BBBBB', device: 'spotter CLI on gym-laptop' });
    expect(fetch.requests[0]!.headers.authorization).toBeUndefined();
    expect(result.stdout).toMatch(
      'Signed in as Ada <ada@example.com> (id u1) on this device ("spotter CLI on gym-laptop")',
    );
    expect((await stored()).currentUser).toMatchObject({ id: 'u1', token: 'spt_new' });
  });

  it('Given --key -, When the key comes on stdin, Then its first line is sent; --json prints the user without the token', async () => {
    const fetch = fakeFetch({ 'POST /api/sessions': signedIn });
    const result = await cli.run(['login', '--key', '-', '--json'], { fetch, stdin: 'SPK-CCCCC\nignored\n' });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toMatchObject({ sign_in_key: 'SPK-CCCCC' });
    expect(JSON.parse(result.stdout)).toMatchObject({ id: 'u1', email: 'ada@example.com' });
    expect(result.stdout).not.toMatch('spt_new');
  });

  it('Given --email and --password-stdin, When the password is piped, Then its first line is sent with the email; without --email, exit 2', async () => {
    const fetch = fakeFetch({ 'POST /api/sessions': signedIn });
    const result = await cli.run(['login', '--email', 'ada@example.com', '--password-stdin'], {
      fetch,
      stdin: 'correct horse battery\nignored\n',
    });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery',
      device: 'spotter CLI on gym-laptop',
    });
    expect((await stored()).currentUser).toMatchObject({ id: 'u1', token: 'spt_new' });

    const noEmail = await cli.run(['login', '--password-stdin'], { fetch, stdin: 'pw\n' });
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toMatch('--password-stdin needs --email');
    const empty = await cli.run(['login', '--email', 'ada@example.com', '--password-stdin'], { fetch, stdin: '' });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch('No password on stdin');
    expect(fetch.requests).toHaveLength(1);
  });

  it('Given users use on a terminal, When run, Then the token is asked for unseen and checked with the server; --token in argv is refused', async () => {
    const fetch = fakeFetch({ 'GET /api/users/u1': { status: 200, body: sampleUser() } });
    const prompter = scriptedPrompter(['spt_switched']);
    const result = await cli.run(['users', 'use', 'u1'], { fetch, prompter, tty: true });
    expect(result.code).toBe(0);
    expect(prompter.asked).toEqual(["That user's token (spt_…)"]);
    expect(fetch.requests[0]!.headers.authorization).toBe('Bearer spt_switched');
    expect((await stored()).currentUser).toMatchObject({ id: 'u1', token: 'spt_switched' });

    const refused = await cli.run(['users', 'use', 'u1', '--token', 'spt_in_argv'], {
      fetch,
      prompter: scriptedPrompter([]),
      tty: true,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch('A token is never taken on the command line');
    expect(fetch.requests).toHaveLength(1);
  });

  it('Given a terminal, When login runs without flags, Then it asks for email and password and signs in with them', async () => {
    const fetch = fakeFetch({ 'POST /api/sessions': signedIn });
    const prompter = scriptedPrompter(['ada@example.com', 'correct horse battery']);
    const result = await cli.run(['login'], { fetch, prompter, tty: true });
    expect(result.code).toBe(0);
    expect(prompter.asked).toEqual(['Email', 'Password']);
    expect(fetch.requests[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery',
      device: 'spotter CLI on gym-laptop',
    });
  });

  it('Given no terminal and no --key, When login runs, Then exit 2 names the flag to pass and nothing is sent', async () => {
    const fetch = fakeFetch({});
    const result = await cli.run(['login', '--email', 'ada@example.com'], { fetch });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      'No terminal to ask on: pass --key KEY (or --key - to read it from stdin), or --email EMAIL --password-stdin',
    );
    expect(fetch.requests).toHaveLength(0);
  });

  it('Given wrong credentials, When login runs, Then exit 1 with the generic message and nothing stored', async () => {
    const fetch = fakeFetch({ 'POST /api/sessions': { status: 401, body: { detail: MESSAGES.signInFailed } } });
    const result = await cli.run(['login', '--key', 'SPK-WRONG'], { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(`Error: ${MESSAGES.signInFailed} — check them and try again`);
    expect((await stored()).currentUser).toBeUndefined();
  });

  it('Given too many tries, When login runs, Then exit 1 says to wait', async () => {
    const fetch = fakeFetch({
      'POST /api/sessions': { status: 429, body: { detail: 'Too many sign-in attempts from this address' } },
    });
    const result = await cli.run(['login', '--key', 'SPK-X'], { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch('Too many sign-in attempts from this address — too many tries: wait a few minutes');
  });

  it("Given a signed-in machine, When logout runs, Then this device's session is revoked and the user forgotten", async () => {
    await cli.run(['login', '--key', 'SPK-A'], { fetch: fakeFetch({ 'POST /api/sessions': signedIn }) });
    const fetch = fakeFetch({
      'GET /api/users/u1/sessions': {
        status: 200,
        body: [
          {
            id: 's1',
            device: 'Firefox on Linux',
            created_at: '2026-01-01T00:00:00Z',
            last_used_at: '2026-01-02T00:00:00Z',
            current: false,
          },
          {
            id: 's2',
            device: 'spotter CLI on gym-laptop',
            created_at: '2026-01-01T00:00:00Z',
            last_used_at: '2026-01-02T00:00:00Z',
            current: true,
          },
        ],
      },
      'DELETE /api/sessions/s2': { status: 204 },
    });
    const result = await cli.run(['logout'], { fetch });
    expect(result.code).toBe(0);
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/users/u1/sessions',
      'DELETE /api/sessions/s2',
    ]);
    expect(fetch.requests[1]!.headers.authorization).toBe('Bearer spt_new');
    expect(result.stderr).toMatch("this machine's token no longer works");
    expect((await stored()).currentUser).toBeUndefined();
  });

  it('Given a server that cannot be reached, When logout runs, Then the user is still forgotten here and it says the token may work', async () => {
    await cli.run(['login', '--key', 'SPK-A'], { fetch: fakeFetch({ 'POST /api/sessions': signedIn }) });
    const down = Object.assign(async () => Promise.reject(new Error('ECONNREFUSED')), { requests: [] });
    const result = await cli.run(['logout'], { fetch: down });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch('Signed out here only');
    expect((await stored()).currentUser).toBeUndefined();
  });

  it('Given an email that already has an account, When onboard runs, Then exit 1 says to sign in instead', async () => {
    const fetch = fakeFetch({ 'POST /api/users': { status: 409, body: { detail: `email: ${MESSAGES.emailTaken}` } } });
    const result = await cli.run(signUpArgs('ada@example.com'), { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(`Error: ${MESSAGES.emailTaken} — \`spotter login\``);
    expect((await stored()).currentUser).toBeUndefined();
  });
});
