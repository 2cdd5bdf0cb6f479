import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { fakeFetch, inProcessCli } from '../testing/in-process.js';

describe('spotter plans and plans export (the real binary against a real server)', () => {
  let cli: CliServer;
  let dir: string;
  beforeAll(async () => {
    cli = await startCliServer();
    dir = await mkdtemp(join(tmpdir(), 'spotter-plans-export-'));
    const signUp = await cli.spotter([
      ...signUpArgs('planner@example.com'),
      '--goal',
      'strength',
      '--days-per-week',
      '3',
    ]);
    expect(signUp.code).toBe(0);
  });
  afterAll(async () => {
    await cli?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('Given a plan, When plans runs, Then days are listed as plain text from the view model; --json keeps the structured details', async () => {
    expect(
      (
        await cli.spotter([
          'profile',
          'set',
          '--injuries',
          'left knee pain on deep squats',
          '--equipment',
          'barbell,squat rack,bench',
        ])
      ).code,
    ).toBe(0);
    expect((await cli.spotter(['plans', 'new'])).code).toBe(0);
    const [human, json] = await Promise.all([cli.spotter(['plans']), cli.spotter(['plans', '--json'])]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Plan of \d{4}-\d{2}-\d{2}/);
    expect(human.stdout).toContain('Day 1: Full body A');
    expect(human.stdout).toMatch(/\n {2}Main: \S.* — 5 x 3-5, rest 3 min\n {4}load: Heavy/);
    expect(human.stdout).not.toContain('====');
    const [plan] = JSON.parse(json.stdout) as {
      details: { version: number; days: { exercises: { name: string }[] }[] };
    }[];
    expect(plan!.details.version).toBe(2);
    expect(
      plan!.details.days.flatMap((day) => day.exercises.map((e) => e.name)).filter((name) => /squat|lunge/i.test(name)),
    ).toEqual([]);
  }, 120_000);

  it('Given a plan, When exported as ics and md, Then stdout carries the files as the server made them, or --output writes them', async () => {
    const ics = await cli.spotter(['plans', 'export', '--format', 'ics', '--start', '2027-01-04']);
    expect(ics.code).toBe(0);
    expect(ics.stdout.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.stdout.match(/BEGIN:VEVENT/g)).toHaveLength(36);
    expect(ics.stdout).toContain('DTSTART;VALUE=DATE:20270104');
    const file = join(dir, 'plan.md');
    const md = await cli.spotter(['plans', 'export', '--format', 'md', '--output', file]);
    expect(md.code).toBe(0);
    expect(md.stdout).toBe('');
    expect(md.stderr).toContain(`Wrote the plan as Markdown to ${file}`);
    expect(await readFile(file, 'utf8')).toMatch(
      /^# Ada's strength plan: 3 days a week for 12 weeks\n[\s\S]*## Day 1: Full body A/,
    );
  }, 120_000);

  it('Given a bad format or date, When plans export runs, Then it is a usage error (exit 2) naming the choices', async () => {
    const format = await cli.spotter(['plans', 'export', '--format', 'pdf']);
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/--format must be one of: ics, md/);
    const start = await cli.spotter(['plans', 'export', '--format', 'ics', '--start', 'monday']);
    expect(start.code).toBe(2);
  }, 60_000);
});

describe('spotter plans export with no plan (in process, a fake server)', () => {
  // Sign-up builds the first plan, so an account without one is one whose plans are gone: the fake server says so.
  it('Given no plan yet, When plans export runs, Then it says how to get one and exits 1', async () => {
    const cli = await inProcessCli();
    try {
      await cli.signIn();
      const result = await cli.run(['plans', 'export', '--format', 'md'], {
        fetch: fakeFetch({ 'GET /api/users/u1/plans': { status: 200, body: [] } }),
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/No workout plan yet.*spotter plans new/);
    } finally {
      await cli.cleanup();
    }
  });
});
