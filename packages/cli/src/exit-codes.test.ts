import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { EXIT, InterruptedError } from './errors.js';
import { fakeFetch, inProcessCli, sampleUser, writeSignIn } from './testing/in-process.js';
import { repoRoot } from './testing/spotter-process.js';

/** The README's table of exit codes (the CLI section): the truth the CLI must keep. */
function readmeExitCodes(): Map<number, string> {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## The CLI'), readme.indexOf('\n## ', readme.indexOf('## The CLI') + 1));
  const table = section.slice(section.indexOf('| exit code |'));
  return new Map([...table.matchAll(/^\| (\d+) \| (.+) \|$/gm)].map((row) => [Number(row[1]), row[2]!]));
}

describe('exit codes: each row of the README table, produced for real', () => {
  const cli = inProcessCli();
  let foreign: Server;
  let foreignUrl: string;
  const signedIn = async (origin?: string) => {
    const { configDir } = await cli;
    await writeSignIn(configDir, { ...sampleUser(), token: 'spt_saved' }, origin);
  };
  beforeAll(async () => {
    // Some other web server: it answers every path with an HTML 404.
    foreign = createServer((_req, res) =>
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>'),
    );
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    foreign.close();
    await (await cli).cleanup();
  });

  it('Given the README, Then its table lists exactly the codes the CLI uses', () => {
    expect([...readmeExitCodes().keys()].sort((a, b) => a - b)).toEqual(Object.values(EXIT).sort((a, b) => a - b));
  });

  it('0: a command that worked', async () => {
    expect(readmeExitCodes().get(0)).toMatch(/ok/);
    const fetch = fakeFetch({ 'GET /api/exercises': { status: 200, body: [] } });
    expect((await (await cli).run(['exercises', '--json'], { fetch })).code).toBe(0);
  });

  it('1: the server refused what was asked (its detail is printed)', async () => {
    expect(readmeExitCodes().get(1)).toMatch(/failure/);
    const fetch = fakeFetch({
      'GET /api/exercises': { status: 500, body: { detail: 'The library is being rebuilt' } },
    });
    const result = await (await cli).run(['exercises'], { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Error: The library is being rebuilt\n');
  });

  it('2: a flag the command cannot take', async () => {
    expect(readmeExitCodes().get(2)).toMatch(/usage error/);
    expect((await (await cli).run(['exercises', '--limit', '0'], {})).code).toBe(2);
    expect((await (await cli).run(['exercises', '--no-such-flag'], {})).code).toBe(2);
  });

  it('3: nobody signed in, or the server refused the saved token (whoami included)', async () => {
    expect(readmeExitCodes().get(3)).toMatch(/not signed in/);
    const c = await cli;
    await c.run(['config', 'unset', 'currentUser'], {});
    expect((await c.run(['whoami'], {})).code).toBe(3);
    await signedIn();
    const refused = await c.run(['whoami'], {
      fetch: fakeFetch({ 'GET /api/users/u1': { status: 401, body: { detail: 'Sign in again' } } }),
    });
    expect(refused.code).toBe(3);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch('no longer accepts the sign-in saved for ada@example.com');
    const accepted = await c.run(['whoami'], {
      fetch: fakeFetch({ 'GET /api/users/u1': { status: 200, body: sampleUser() } }),
    });
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toMatch('Ada <ada@example.com>');
  });

  it('4: no server at the address, or one that is not Spotter (its health check says so)', async () => {
    expect(readmeExitCodes().get(4)).toMatch(/cannot be reached/);
    expect(readmeExitCodes().get(4)).toMatch(/not a Spotter server/);
    const c = await cli;
    const down = await c.run(['exercises'], { env: { SPOTTER_API_URL: 'http://127.0.0.1:9' } });
    expect(down.code).toBe(4);
    expect(down.stderr).toMatch('Cannot reach the Spotter server at http://127.0.0.1:9/api');
    const other = await c.run(['exercises'], { env: { SPOTTER_API_URL: foreignUrl } });
    expect(other.stderr).toBe(
      `Error: ${foreignUrl} is not a Spotter server (GET /api/health answered 404) — check --api-url, SPOTTER_API_URL or \`spotter config get apiUrl\`\n`,
    );
    expect(other.code).toBe(4);
    await signedIn('http://127.0.0.1:9');
    const offline = await c.run(['whoami'], { env: { SPOTTER_API_URL: 'http://127.0.0.1:9' } });
    expect(offline.code).toBe(4);
    expect(offline.stdout).toMatch('Ada <ada@example.com>');
    expect(offline.stderr).toMatch('Not checked: the Spotter server at http://127.0.0.1:9 cannot be reached');
  });

  it.each([
    [130, 'SIGINT' as const],
    [143, 'SIGTERM' as const],
  ])('%i: %s while a request was in flight (it is cancelled; nothing more is printed)', async (code, signal) => {
    expect(readmeExitCodes().get(code)).toMatch(signal === 'SIGINT' ? /Ctrl-C/ : /SIGTERM/);
    const controller = new AbortController();
    controller.abort(new InterruptedError(signal));
    const result = await (
      await cli
    ).run(['exercises'], { env: { SPOTTER_API_URL: foreignUrl }, signal: controller.signal });
    expect(result.code).toBe(code);
    expect(result.stderr).toBe('');
  });
});
