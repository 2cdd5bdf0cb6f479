import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, scriptedPrompter } from '../testing/in-process.js';

describe('spotter password and account key (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());

  it("Given --password-stdin, When the new password is too short, Then exit 2 with core's rule and nothing is sent", async () => {
    const fetch = fakeFetch({});
    const result = await cli.run(['password', '--password-stdin'], { fetch, stdin: 'short\n' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('Password must be at least 10 characters');
    expect(fetch.requests).toHaveLength(0);
  });

  it('Given --password-stdin with two lines, When run, Then the new and the current password are sent, and the other devices signed out are said', async () => {
    const fetch = fakeFetch({ 'PUT /api/users/u1/password': { status: 200, body: { signed_out_devices: 2 } } });
    const result = await cli.run(['password', '--password-stdin'], {
      fetch,
      stdin: 'a much longer one\nthe old one\n',
    });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({ password: 'a much longer one', current_password: 'the old one' });
    expect(result.stderr).toMatch('Password set');
    expect(result.stderr).toMatch('2 other devices were signed out.');
  });

  it('Given --password-stdin with only the new password, When run, Then exit 2 asks for the current password or key on the second line and nothing is sent', async () => {
    const fetch = fakeFetch({});
    const result = await cli.run(['password', '--password-stdin'], { fetch, stdin: 'a much longer one\n' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('second line of stdin');
    expect(fetch.requests).toHaveLength(0);
  });

  it('Given a terminal, When password runs, Then it asks twice, then for the current password or the key, and a key is sent as current_sign_in_key', async () => {
    const fetch = fakeFetch({ 'PUT /api/users/u1/password': { status: 200, body: { signed_out_devices: 0 } } });
    const prompter = scriptedPrompter(['a much longer one', 'a much longer one', 'SPK-AAAAA-BBBBB']);
    const result = await cli.run(['password'], { fetch, prompter, tty: true });
    expect(result.code).toBe(0);
    expect(prompter.asked).toEqual([
      'New password',
      'The same again',
      'Your current password, or your sign-in key (SPK-…) if you have no password',
    ]);
    expect(fetch.requests.at(-1)!.body).toEqual({
      password: 'a much longer one',
      current_sign_in_key: 'SPK-AAAAA-BBBBB',
    });
    expect(result.stderr).toMatch('No other device was signed in.');
  });

  it('Given a refused proof, When password runs, Then exit 1 with the server’s words', async () => {
    const fetch = fakeFetch({
      'PUT /api/users/u1/password': {
        status: 403,
        body: { detail: 'That password is not right: Changing your password needs your current password' },
      },
    });
    const result = await cli.run(['password', '--password-stdin'], { fetch, stdin: 'a much longer one\nwrong\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch('The password was not changed: That password is not right');
  });

  it('Given account key --json with the password on stdin, When run, Then the new key and the devices signed out are printed once', async () => {
    const fetch = fakeFetch({
      'POST /api/users/u1/sign-in-key': { status: 201, body: { sign_in_key: 'SPK-NEW', signed_out_devices: 1 } },
    });
    const result = await cli.run(['account', 'key', '--json', '--password-stdin'], { fetch, stdin: 'the password\n' });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({ current_password: 'the password' });
    expect(JSON.parse(result.stdout)).toEqual({ sign_in_key: 'SPK-NEW', signed_out_devices: 1 });
  });

  it('Given no terminal, When account key runs without a proof, Then exit 1 says to pass --password-stdin and nothing is sent', async () => {
    const fetch = fakeFetch({});
    const result = await cli.run(['account', 'key'], { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      'A new sign-in key needs your password or your current sign-in key — pass --password-stdin',
    );
    expect(fetch.requests).toHaveLength(0);
  });
});
