import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, scriptedPrompter } from '../testing/in-process.js';

describe('spotter password and account key (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());

  it('Given --password-stdin, When the new password is too short, Then exit 2 with core\'s rule and nothing is sent', async () => {
    const fetch = fakeFetch({});
    const result = await cli.run(['password', '--password-stdin'], { fetch, stdin: 'short\n' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('Password must be at least 10 characters');
    expect(fetch.requests).toHaveLength(0);
  });

  it('Given --password-stdin with two lines, When run, Then the new and the current password are sent', async () => {
    const fetch = fakeFetch({ 'PUT /api/users/u1/password': { status: 204 } });
    const result = await cli.run(['password', '--password-stdin'], { fetch, stdin: 'a much longer one\nthe old one\n' });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({ password: 'a much longer one', current_password: 'the old one' });
    expect(result.stderr).toMatch('Password set');
  });

  it('Given a terminal and a password already set, When password runs, Then it asks twice, then for the current one when the server needs it', async () => {
    const fetch = fakeFetch({
      'PUT /api/users/u1/password': ({ body }) =>
        (body as { current_password?: string }).current_password
          ? { status: 204 }
          : { status: 400, body: { detail: 'current_password: changing your password needs the current one' } },
    });
    const prompter = scriptedPrompter(['a much longer one', 'a much longer one', 'the old one']);
    const result = await cli.run(['password'], { fetch, prompter, tty: true });
    expect(result.code).toBe(0);
    expect(prompter.asked).toEqual(['New password', 'The same again', 'Your current password']);
    expect(fetch.requests.at(-1)!.body).toEqual({ password: 'a much longer one', current_password: 'the old one' });
  });

  it('Given account key --json, When run, Then the new key is printed once', async () => {
    const fetch = fakeFetch({ 'POST /api/users/u1/sign-in-key': { status: 201, body: { sign_in_key: 'SPK-NEW' } } });
    const result = await cli.run(['account', 'key', '--json'], { fetch });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ sign_in_key: 'SPK-NEW' });
  });

  it('Given a password set and no terminal, When account key runs without it, Then exit 1 says to pass --password-stdin', async () => {
    const fetch = fakeFetch({ 'POST /api/users/u1/sign-in-key': { status: 400, body: { detail: 'A new sign-in key needs your password to confirm it is you' } } });
    const result = await cli.run(['account', 'key'], { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch('A new sign-in key needs your password to confirm it is you — pass --password-stdin');
  });
});
