import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli } from '../testing/in-process.js';

const device = (id: string, name: string, current = false) => ({
  id,
  device: name,
  created_at: '2026-01-01T08:00:00Z',
  last_used_at: '2026-01-02T09:30:00Z',
  current,
});
const DEVICES = [
  device('82974c91-5f43-4a52-9d7f-1c2b3a4d5e6f', 'spotter CLI on gym-laptop (ada)', true),
  device('82a11111-0000-4000-8000-000000000000', 'Firefox on Linux'),
  device('3f2c0000-0000-4000-8000-000000000000', 'Chrome on Android'),
];

describe('devices: named usefully, revoked by a unique prefix, listed to fit', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());
  const server = () =>
    fakeFetch({
      'GET /api/users/u1/sessions': { status: 200, body: DEVICES },
      'DELETE /api/sessions/3f2c0000-0000-4000-8000-000000000000': { status: 204 },
      'DELETE /api/sessions/82974c91-5f43-4a52-9d7f-1c2b3a4d5e6f': { status: 204 },
    });

  it('Given a unique prefix of an id, When revoke runs, Then that device is signed out', async () => {
    const fetch = server();
    const result = await cli.run(['account', 'revoke', '3f2c'], { fetch });
    expect(result.code).toBe(0);
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'DELETE /api/sessions/3f2c0000-0000-4000-8000-000000000000',
    );
  });

  it('Given a unique prefix and a name, When rename runs, Then that device gets the name; a blank name is a usage error sent nowhere', async () => {
    const fetch = fakeFetch({
      'GET /api/users/u1/sessions': { status: 200, body: DEVICES },
      'PATCH /api/users/u1/sessions/3f2c0000-0000-4000-8000-000000000000': (request) => ({
        status: 200,
        body: { ...DEVICES[2]!, device: (request.body as { device: string }).device },
      }),
    });
    const result = await cli.run(['account', 'rename', '3f2c', "Ada's", 'phone'], { fetch });
    expect(result.code).toBe(0);
    expect(fetch.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { device: "Ada's phone" } });
    expect(result.stderr).toContain('Device 3f2c0000 is now named "Ada\'s phone".');

    const sent = fetch.requests.length;
    for (const blank of ['   ', '\u200b']) {
      const refused = await cli.run(['account', 'rename', '3f2c', blank], { fetch });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/Name the device|needs a visible character/);
    }
    const shared = await cli.run(['account', 'rename', '82', 'x'], { fetch });
    expect(shared.code).toBe(1);
    expect(fetch.requests.slice(sent).filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('Given a prefix two devices share, When revoke runs, Then exit 1 asks for more of the id and nothing is revoked', async () => {
    const fetch = server();
    const result = await cli.run(['account', 'revoke', '82'], { fetch });
    expect(result.code).toBe(1);
    expect(fetch.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    const shared = await cli.run(['account', 'revoke', '8297'], { fetch });
    expect(shared.code).toBe(0); // 8297… is one device: this one
    expect(fetch.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/sessions/82974c91-5f43-4a52-9d7f-1c2b3a4d5e6f',
    ]);
  });

  it('Given a login on a machine, When it signs in, Then the device is named after the host and the user', async () => {
    const fetch = fakeFetch({
      'POST /api/sessions': { status: 201, body: { token: 'spt_n', user: { ...DEVICES[0], id: 'u1' } } },
    });
    await cli.run(['login', '--key', 'SPK-A'], { fetch, env: { USER: 'ada' } });
    expect((fetch.requests[0]!.body as { device: string }).device).toBe('spotter CLI on gym-laptop (ada)');
  });

  it('Given an 80-column terminal, When devices runs, Then each row fits with the short id, the whole name and when it was used', async () => {
    await cli.signIn();
    const result = await cli.run(['account', 'devices'], { fetch: server(), tty: true, columns: 80 });
    const lines = result.stdout.trimEnd().split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(result.stdout).toMatch(/82974c91\* .*│ spotter CLI on gym-laptop \(ada\) │ 2026-01-02 09:30 │ 2026-01-01 │/);
    expect(result.stderr).toContain('* this device');
    // Piped: whole ids and every column, as --json has them.
    const piped = await cli.run(['account', 'devices'], { fetch: server() });
    expect(piped.stdout).toContain(
      '82974c91-5f43-4a52-9d7f-1c2b3a4d5e6f\tspotter CLI on gym-laptop (ada)\t2026-01-02 09:30\t2026-01-01 08:00\tthis device',
    );
  });
});
