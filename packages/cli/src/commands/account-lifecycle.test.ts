import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spotter/core/constants';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { inProcessCli } from '../testing/in-process.js';

type Machine = Awaited<ReturnType<typeof inProcessCli>>;

/**
 * One account's life against a real server, the CLI run in this process (account.test.ts runs the real
 * binary; spawning it for every step would cost seconds each): sign up, sign in from a second machine with
 * the key, change the profile with a new plan, see and revoke devices, review a contribution, export,
 * delete. One flow, so each step builds on the last.
 */
describe('an account from sign-up to deletion (the CLI against a real server)', () => {
  let server: CliServer;
  let desk: Machine;
  let laptop: Machine;
  let signInKey: string;
  /** config.json, with the sign-in kept for the test server as `currentUser`. */
  const config = async (dir: string) => {
    const file = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as {
      hosts?: Record<string, { id: string; token: string }>;
    };
    return { ...file, currentUser: file.hosts?.[new URL(server.url).origin] };
  };
  beforeAll(async () => {
    server = await startCliServer({ adminToken: 'admin-secret' });
    [desk, laptop] = await Promise.all([inProcessCli(), inProcessCli()]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), desk?.cleanup(), laptop?.cleanup()]);
  });
  /** `spotter …` on a machine (the desk unless given), against the test server. */
  const cli = {
    spotter: (args: string[], options: { machine?: Machine; stdin?: string; env?: Record<string, string> } = {}) =>
      (options.machine ?? desk).run(args, {
        stdin: options.stdin,
        env: { SPOTTER_API_URL: server.url, ...options.env },
      }),
  };

  it('Given sign-up, When it succeeds, Then the sign-in key is shown once and is not kept in the config', async () => {
    const result = await cli.spotter(signUpArgs('ada@example.com'));
    expect(result.code).toBe(0);
    signInKey = /Sign-in key: (\S+)/.exec(result.stdout)?.[1] ?? '';
    expect(signInKey).toMatch(/^SPK-/);
    expect(result.stderr).toMatch('the way back into your account from any device');
    expect(JSON.stringify(await config(desk.configDir))).not.toContain(signInKey);
  });

  it('Given a second machine, When login reads the key from stdin, Then it gets its own token and both devices are listed', async () => {
    const login = await cli.spotter(['login', '--key', '-'], { machine: laptop, stdin: `${signInKey}\n` });
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/Signed in as Ada <ada@example.com> .* on this device \("spotter CLI on .+"\)/);
    const [here, there] = [await config(desk.configDir), await config(laptop.configDir)];
    expect(there.currentUser?.id).toBe(here.currentUser?.id);
    expect(there.currentUser?.token).not.toBe(here.currentUser?.token);

    const devices = JSON.parse((await cli.spotter(['account', 'devices', '--json'])).stdout) as { current: boolean }[];
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
  });

  it('Given a wrong key, When login runs, Then exit 1 with the one generic message', async () => {
    const stranger = await inProcessCli();
    const result = await cli.spotter(['login', '--key', 'SPK-00000-00000'], { machine: stranger });
    await stranger.cleanup();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(MESSAGES.signInFailed);
  });

  it('Given new goal, days and injuries, When profile set --new-plan runs, Then the profile changes and a plan is built from it', async () => {
    const result = await cli.spotter([
      'profile',
      'set',
      '--goal',
      'muscle',
      '--days-per-week',
      '4',
      '--injuries',
      'left knee',
      '--new-plan',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const { user, plan } = JSON.parse(result.stdout) as { user: unknown; plan: { plan_text: string } };
    expect(user).toMatchObject({ primary_goal: 'muscle', days_per_week: 4, injuries: 'left knee' });
    expect(plan.plan_text).toBeTruthy();
    expect((await cli.spotter(['profile'], { machine: laptop })).stdout).toMatch(/Primary goal\s+Muscle/);
  });

  it('Given the laptop revoked from the desk, When the laptop calls the server, Then its token is refused (exit 3)', async () => {
    const devices = JSON.parse((await cli.spotter(['account', 'devices', '--json'])).stdout) as {
      id: string;
      current: boolean;
    }[];
    const laptopDevice = devices.find((d) => !d.current)!;
    expect((await cli.spotter(['account', 'revoke', laptopDevice.id])).code).toBe(0);
    const refused = await cli.spotter(['profile'], { machine: laptop });
    expect(refused.code).toBe(3);
  });

  it('Given a contribution, When the admin finds it in the queue and approves it, Then it is approved; a wrong admin token is refused', async () => {
    expect(
      (
        await cli.spotter([
          'exercises',
          'add',
          '--name',
          'Tempo Box Squat',
          '--cues',
          'Three seconds down, sit, drive up',
        ])
      ).code,
    ).toBe(0);
    const env = { SPOTTER_ADMIN_TOKEN: 'admin-secret' };
    const queue = JSON.parse((await cli.spotter(['admin', 'contributions', '--json'], { env })).stdout) as {
      id: string;
      name: string;
    }[];
    const mine = queue.find((c) => c.name === 'Tempo Box Squat');
    expect(mine).toBeDefined();
    const approved = await cli.spotter(['admin', 'approve', mine!.id, '--json'], { env });
    expect(JSON.parse(approved.stdout)).toMatchObject({ id: mine!.id, review_status: 'approved' });
    const wrong = await cli.spotter(['admin', 'contributions'], { env: { SPOTTER_ADMIN_TOKEN: 'nope' } });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch('The server did not accept the admin token');
  });

  it('Given export and then delete with the key, When run, Then the export holds the plan, and afterwards the key no longer signs in', async () => {
    const exported = await cli.spotter(['export']);
    expect(exported.code).toBe(0);
    const document = JSON.parse(exported.stdout) as { user: { email: string }; plans: unknown[] } & Record<
      string,
      unknown
    >;
    expect(document.user.email).toBe('ada@example.com');
    expect(document.plans).toHaveLength(2); // the one made at sign-up and the one profile set --new-plan built

    const deleted = await cli.spotter(['account', 'delete', '--key', '-', '--yes'], { stdin: signInKey });
    expect(deleted.code).toBe(0);
    expect((await config(desk.configDir)).currentUser).toBeUndefined();
    const again = await cli.spotter(['login', '--key', signInKey], { machine: laptop });
    expect(again.code).toBe(1);
  });
});
