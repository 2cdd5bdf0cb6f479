import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';

/** The CLI's config file as the tests look into it. */
const storedConfig = async (dir: string) => {
  const file = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as {
    hosts: Record<string, { id: string; token: string } & Record<string, unknown>>;
  };
  const [currentUser] = Object.values(file.hosts);
  return { currentUser: currentUser! };
};

describe('account commands (the real binary against a real server)', () => {
  let cli: CliServer;
  beforeAll(async () => {
    cli = await startCliServer();
  });
  afterAll(() => cli?.stop());

  it('Given no current user, When whoami or dashboard runs, Then exit 3 says how to sign in', async () => {
    for (const args of [['whoami'], ['dashboard', '--json']]) {
      const result = await cli.spotter(args);
      expect(result.code).toBe(3);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        /You are not signed in — run `spotter login` to sign in, or `spotter onboard` to sign up/,
      );
    }
  });

  it('Given missing required flags and no terminal, When onboard runs, Then exit 2 names the flags with usage', async () => {
    const result = await cli.spotter(['onboard', '--first-name', 'Ada', '--email', 'ada@example.com']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('Missing required flags: --age, --height-cm, --weight-kg');
    expect(result.stderr).toMatch('Usage: spotter onboard [options]');
  });

  it("Given out-of-range values, When onboard runs, Then core's rules report each flag and nothing is created", async () => {
    const result = await cli.spotter([...signUpArgs('ada@example.com'), '--days-per-week', '9', '--age', '5']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      '--age: Age must be between 13 and 100; --days-per-week: Days per week must be between 1 and 7',
    );
    expect((await cli.spotter(['whoami'])).code).toBe(3);
  });

  it('Given every field, When onboard runs, Then the user is created, stored with its token, and whoami shows it', async () => {
    const args = [
      ...signUpArgs('ada@example.com'),
      '--sex',
      'female',
      '--goal',
      'weight_loss',
      '--equipment',
      'Barbell, pull-up bar',
      '--injuries',
      'left knee',
    ];
    const result = await cli.spotter(args);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch('Welcome to Spotter!');
    expect(result.stdout).toMatch(/^Signed in as Ada <ada@example.com> \(id [\w-]+\)/);

    const stored = await storedConfig(cli.configDir);
    expect(stored.currentUser).toMatchObject({
      first_name: 'Ada',
      primary_goal: 'weight_loss',
      equipment_list: ['barbell', 'pull-up bar'],
      injuries: 'left knee',
    });
    expect(stored.currentUser.token).toMatch(/^spt_/);

    const human = await cli.spotter(['whoami']);
    expect(human.stdout).toMatch(`Ada <ada@example.com>\nid: ${stored.currentUser.id}\nserver: ${cli.url}`);
    const json = JSON.parse((await cli.spotter(['whoami', '--json'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ id: stored.currentUser.id, email: 'ada@example.com', sex: 'female' });
    expect(json).not.toHaveProperty('token');
  });

  it('Given onboard with equipment, an injury and --experience, When the dashboard runs next, Then the plan sign-up built is there; profile set --experience changes it', async () => {
    const configDir = await cli.newConfigDir();
    const args = [
      ...signUpArgs('noor@example.com'),
      '--experience',
      'beginner',
      '--equipment',
      'dumbbells,bench',
      '--injuries',
      'lower back',
      '--json',
    ];
    const created = await cli.spotter(args, { configDir });
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      experience: 'beginner',
      equipment_list: ['dumbbells', 'bench'],
    });
    const dashboard = await cli.spotter(['dashboard'], { configDir });
    expect(dashboard.code).toBe(0);
    expect(dashboard.stdout).toMatch(/^Welcome, Ada!\n/);
    expect(dashboard.stdout).not.toContain('No plan yet');
    expect(dashboard.stdout).toMatch(/Ada's .*plan: 3 days a week/);
    const again = await cli.spotter(['dashboard', '--json'], { configDir });
    expect(JSON.parse(again.stdout)).toMatchObject({ greeting: { title: 'Welcome back, Ada!' } });
    const changed = await cli.spotter(['profile', 'set', '--experience', 'advanced', '--json'], { configDir });
    expect(changed.code).toBe(0);
    expect(JSON.parse(changed.stdout)).toMatchObject({ user: { experience: 'advanced' } });
    const refused = await cli.spotter(['profile', 'set', '--experience', 'expert'], { configDir });
    expect(refused.code).toBe(2);
  });

  it('Given onboard --json, When it succeeds, Then stdout is only the user as JSON', async () => {
    const configDir = await cli.newConfigDir();
    const result = await cli.spotter([...signUpArgs('grace@example.com'), '--json'], { configDir });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      first_name: 'Ada',
      email: 'grace@example.com',
      days_per_week: 3,
      timeline_weeks: 12,
    });
  });

  it('Given another machine, When users use gets a wrong token, Then exit 1 and nothing is stored; the right one switches', async () => {
    const { currentUser } = await storedConfig(cli.configDir);
    const configDir = await cli.newConfigDir();
    const wrong = await cli.spotter(['users', 'use', currentUser.id, '--token-stdin'], {
      configDir,
      stdin: 'spt_wrong\n',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(`Cannot switch to user ${currentUser.id}`);
    expect((await cli.spotter(['whoami'], { configDir })).code).toBe(3);

    const right = await cli.spotter(['users', 'use', currentUser.id, '--token-stdin'], {
      configDir,
      stdin: `${currentUser.token}\n`,
    });
    expect(right.code).toBe(0);
    expect(right.stderr).toMatch('Now signed in as Ada <ada@example.com>');
    expect((JSON.parse((await cli.spotter(['whoami', '--json'], { configDir })).stdout) as { id: string }).id).toBe(
      currentUser.id,
    );

    const logout = await cli.spotter(['logout'], { configDir });
    expect(logout.stderr).toMatch(
      "Signed out: ada@example.com is forgotten here and this machine's token no longer works.",
    );
    expect((await cli.spotter(['whoami'], { configDir })).code).toBe(3);
  });

  it('Given config commands, When run, Then apiUrl is validated, stored, read back, and unset', async () => {
    const configDir = await cli.newConfigDir();
    const env = { SPOTTER_API_URL: '' };
    expect((await cli.spotter(['config', 'path'], { configDir, env })).stdout.trim()).toBe(
      join(configDir, 'config.json'),
    );
    expect((await cli.spotter(['config', 'get', 'apiUrl'], { configDir, env })).stdout.trim()).toBe(
      'http://127.0.0.1:8787',
    );
    const bad = await cli.spotter(['config', 'set', 'apiUrl', 'localhost'], { configDir, env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch('apiUrl must be an http:// or https:// URL');
    expect((await cli.spotter(['config', 'set', 'apiUrl', `${cli.url}/`], { configDir, env })).code).toBe(0);
    expect(JSON.parse((await cli.spotter(['config', 'get', '--json'], { configDir, env })).stdout)).toEqual({
      apiUrl: cli.url,
      currentUser: null,
      signedInTo: [],
    });
    // The stored apiUrl is used when neither the flag nor the env var is given.
    const library = await cli.spotter(['exercises', '--limit', '1', '--json'], { configDir, env });
    expect(JSON.parse(library.stdout)).toHaveLength(1);
    await cli.spotter(['config', 'unset', 'apiUrl'], { configDir, env });
    expect((await cli.spotter(['config', 'get', 'apiUrl'], { configDir, env })).stdout.trim()).toBe(
      'http://127.0.0.1:8787',
    );
    const unknown = await cli.spotter(['config', 'set', 'colour', 'red'], { configDir, env });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch("Unknown config key 'colour'");
  });

  it('Given no server at the URL, When a command needs it, Then exit 4 with one line naming the URL and what to do', async () => {
    const result = await cli.spotter(['exercises', '--api-url', 'http://127.0.0.1:9'], {});
    expect(result.code).toBe(4);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      'Error: Cannot reach the Spotter server at http://127.0.0.1:9/api — start it with `spotter serve` or pass --api-url',
    );
  });

  it('Given a stored user the server no longer accepts, When dashboard runs, Then exit 3', async () => {
    const configDir = await cli.newConfigDir();
    const { currentUser } = await storedConfig(cli.configDir);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      join(configDir, 'config.json'),
      JSON.stringify({ hosts: { [new URL(cli.url).origin]: { ...currentUser, token: 'spt_revoked' } } }),
    );
    const result = await cli.spotter(['dashboard'], { configDir });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch('The server did not accept your saved sign-in');
  });

  it('Given a config file that fails validation, When read, Then the error names the file and the fix', async () => {
    const configDir = await cli.newConfigDir();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(configDir, 'config.json'), JSON.stringify({ currentUser: { id: 1 } }));
    const result = await cli.spotter(['whoami'], { configDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(`The config file ${join(configDir, 'config.json')} is invalid (currentUser:`);
    expect(result.stderr).toMatch('spotter config unset currentUser');
  });
});
