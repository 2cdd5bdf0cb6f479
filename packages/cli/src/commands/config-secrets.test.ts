import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, sampleUser, writeSignIn } from '../testing/in-process.js';

const TOKEN = 'spt_k3J9sQ2vXw8LmN4pR7tY1uZ6aB5cD0eF';

/** `config get`'s JSON, as far as these tests read it. */
interface ShownConfig {
  currentUser: { token: string };
}

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('the config file keeps the token private', () => {
  const cli = inProcessCli();
  const dirs: string[] = [];
  afterAll(async () => {
    await (await cli).cleanup();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('Given a new config folder, When a sign-in is stored, Then the folder is 0700 and the file 0600', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'spotter-secrets-'));
    dirs.push(parent);
    const configDir = join(parent, 'spotter');
    const fetch = fakeFetch({ 'GET /api/users/u1': { status: 200, body: sampleUser() } });
    const result = await (
      await cli
    ).run(['users', 'use', 'u1', '--token-stdin'], {
      fetch,
      stdin: `${TOKEN}\n`,
      env: { SPOTTER_CONFIG_DIR: configDir },
    });
    expect(result.code).toBe(0);
    expect(await mode(configDir)).toBe(0o700);
    expect(await mode(join(configDir, 'config.json'))).toBe(0o600);
  });

  it('Given a file and folder an older version left readable (0644, 0755), When the CLI opens them, Then they are tightened', async () => {
    const configDir = await mkdtemp(join(tmpdir(), 'spotter-secrets-old-'));
    dirs.push(configDir);
    await writeFile(
      join(configDir, 'config.json'),
      JSON.stringify({ currentUser: { ...sampleUser(), token: TOKEN } }),
      { mode: 0o644 },
    );
    await chmod(configDir, 0o755);
    expect((await (await cli).run(['config', 'path'], { env: { SPOTTER_CONFIG_DIR: configDir } })).code).toBe(0);
    expect(await mode(configDir)).toBe(0o700);
    expect(await mode(join(configDir, 'config.json'))).toBe(0o600);
  });

  it('Given a stored token, When config get runs, Then the token is masked everywhere unless --show-token', async () => {
    const c = await cli;
    await writeSignIn(c.configDir, { ...sampleUser(), token: TOKEN });
    const masked = await c.run(['config', 'get', 'token'], {});
    expect(masked.stdout).toBe('spt_…D0eF\n');
    const whole = await c.run(['config', 'get'], {});
    expect(whole.stdout).not.toContain(TOKEN);
    expect((JSON.parse(whole.stdout) as ShownConfig).currentUser.token).toBe('spt_…D0eF');
    expect(
      (JSON.parse((await c.run(['config', 'get', 'currentUser'], {})).stdout) as ShownConfig['currentUser']).token,
    ).toBe('spt_…D0eF');
    expect((await c.run(['config', 'get', 'token', '--show-token'], {})).stdout).toBe(`${TOKEN}\n`);
    expect(
      (JSON.parse((await c.run(['config', 'get', '--json', '--show-token'], {})).stdout) as ShownConfig).currentUser
        .token,
    ).toBe(TOKEN);
  });
});
