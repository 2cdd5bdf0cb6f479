import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, sampleUser, storedSignIn, TEST_ORIGIN, writeSignIn } from '../testing/in-process.js';

/**
 * A sign-in belongs to the server that issued its token (gh's hosts file): pointed at another host, the CLI is
 * "not signed in there" and sends no token. The other host is a real HTTP server on another port that keeps the
 * headers of every request it gets.
 */
describe('sign-ins are kept per server', () => {
  const cli = inProcessCli();
  let other: Server;
  let otherUrl: string;
  const received: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    other = createServer((req, res) => {
      received.push(req.headers);
      // It looks like a Spotter server to a health check, so nothing stops the CLI before it would send a token.
      if (req.url === '/api/health')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: 'ok', version: '9.9.9', database: 'pglite', ffmpeg: null }));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(req.url?.startsWith('/api/exercises') ? '[]' : JSON.stringify(sampleUser()));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    other.close();
    await (await cli).cleanup();
  });
  beforeEach(async () => {
    received.length = 0;
    await writeSignIn((await cli).configDir, { ...sampleUser(), token: 'spt_issued_by_spotter_test' });
  });

  it('Given a sign-in for one server, When commands run against another with --api-url or SPOTTER_API_URL, Then that server never receives an Authorization header', async () => {
    const c = await cli;
    const env = { SPOTTER_API_URL: otherUrl };
    const runs = [
      await c.run(['exercises', '--json'], { env }),
      await c.run(['exercises', '--search', 'squat'], { env }),
      await c.run(['--api-url', otherUrl, 'exercises'], {}),
      await c.run(['dashboard'], { env }),
      await c.run(['profile'], { env }),
      await c.run(['whoami'], { env }),
      await c.run(['logout'], { env }),
    ];
    expect(runs.slice(0, 3).map((run) => run.code)).toEqual([0, 0, 0]);
    expect(received.length).toBeGreaterThan(2); // the public reads did reach it
    expect(received.filter((headers) => headers.authorization !== undefined)).toEqual([]);
    // Signed-in commands say so instead, naming where this machine is signed in and how to sign in here.
    for (const run of runs.slice(3, 6)) {
      expect(run.code).toBe(3);
      expect(run.stderr).toContain(`You are not signed in to ${otherUrl} (signed in to ${TEST_ORIGIN})`);
      expect(run.stderr).toContain(`spotter login --api-url ${otherUrl}`);
    }
    // Logging out there forgets nothing of the other server.
    expect(await storedSignIn(c.configDir)).toMatchObject({ token: 'spt_issued_by_spotter_test' });
  });

  it('Given a sign-in on each of two servers, When whoami runs, Then it lists both, marks the one in use, and each server gets only its own token', async () => {
    const c = await cli;
    const login = await c.run(['login', '--key', 'SPK-B'], {
      env: { SPOTTER_API_URL: otherUrl },
      fetch: fakeFetch({
        'POST /api/sessions': {
          status: 201,
          body: {
            token: 'spt_issued_by_other',
            user: sampleUser({ id: 'u2', first_name: 'Bea', email: 'bea@example.com' }),
          },
        },
      }),
    });
    expect(login.code).toBe(0);
    expect(await storedSignIn(c.configDir, otherUrl)).toMatchObject({ id: 'u2', token: 'spt_issued_by_other' });
    expect(await storedSignIn(c.configDir)).toMatchObject({ id: 'u1', token: 'spt_issued_by_spotter_test' });

    const whoami = await c.run(['whoami'], { env: { SPOTTER_API_URL: otherUrl } });
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toContain(
      `signed in to:\n  ${TEST_ORIGIN}  Ada <ada@example.com>\n* ${otherUrl}  Bea <bea@example.com>`,
    );
    const tokens = received.map((headers) => headers.authorization).filter(Boolean);
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set(['Bearer spt_issued_by_other']));
  });

  it('Given the single sign-in an older version saved, When the CLI opens the config, Then it moves to the server the config named and no other server gets its token', async () => {
    const c = await cli;
    const file = join(c.configDir, 'config.json');
    await writeFile(
      file,
      JSON.stringify({ apiUrl: 'http://old.example:8787/api', currentUser: { ...sampleUser(), token: 'spt_old' } }),
    );
    const elsewhere = await c.run(['exercises', '--json'], { env: { SPOTTER_API_URL: otherUrl } });
    expect(elsewhere.code).toBe(0);
    expect(received.filter((headers) => headers.authorization !== undefined)).toEqual([]);
    expect((await c.run(['whoami'], { env: { SPOTTER_API_URL: otherUrl } })).code).toBe(3);
    const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(config.currentUser).toBeUndefined();
    expect(config.hosts).toEqual({
      'http://old.example:8787': expect.objectContaining({ token: 'spt_old' }) as unknown,
    });
  });

  it('Given an older single sign-in and no saved server, When a public read goes to another server on the lean path, Then no token is sent', async () => {
    const c = await cli;
    await writeFile(
      join(c.configDir, 'config.json'),
      JSON.stringify({ currentUser: { ...sampleUser(), token: 'spt_old' } }),
    );
    expect((await c.run(['exercises', '--json'], { env: { SPOTTER_API_URL: otherUrl } })).code).toBe(0);
    expect(received.length).toBeGreaterThan(0);
    expect(received.filter((headers) => headers.authorization !== undefined)).toEqual([]);
  });
});
