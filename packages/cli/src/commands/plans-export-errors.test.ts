import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli } from '../testing/in-process.js';
import { isCalendarDate } from './plans-export.js';

describe("plans export: the user's mistakes said as such", () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());
  const server = () =>
    fakeFetch({
      'GET /api/users/u1/plans': {
        status: 200,
        body: [{ id: 'p1', plan_text: 'Day 1', created_at: '2026-02-01T00:00:00.000Z', details: null }],
      },
      'GET /api/users/u1/plans/p1.md': { status: 200, body: '# Plan' },
    });

  it('Given --start 2026-13-01, When plans export runs, Then exit 2 names the field once and nothing is asked of the server', async () => {
    const fetch = server();
    const result = await cli.run(['plans', 'export', '--format', 'ics', '--start', '2026-13-01'], { fetch });
    expect(result.code).toBe(2);
    expect(result.stderr.match(/--start/g)).toHaveLength(1);
    expect(result.stderr).toContain('--start must be a real date like 2026-12-07 (got "2026-13-01")');
    expect(fetch.requests).toEqual([]);
    expect([isCalendarDate('2026-02-29'), isCalendarDate('2028-02-29'), isCalendarDate('2026-12-07')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('Given -o in a folder that does not exist, When plans export runs, Then exit 1 says the folder does not exist (no "this is a bug")', async () => {
    const missing = join(cli.configDir, 'missing', 'dir');
    const result = await cli.run(['plans', 'export', '-o', join(missing, 'p.md')], { fetch: server() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The folder ${missing} does not exist`);
    expect(result.stderr).not.toContain('bug');
  });
});
