import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli } from '../testing/in-process.js';

const PROSE = [
  "Ada's strength plan: 3 days a week for 12 weeks, built around your left knee as your physiotherapist recommends",
  '',
  'Day 1 (Monday): lower body',
  '  Goblet squat to a box: 3 x 8-10 with a three-second lowering, stopping above the depth your physiotherapist allows',
].join('\n');
const plan = { id: 'p1', plan_text: PROSE, created_at: '2026-02-01T00:00:00.000Z', details: null };
const words = new Set(PROSE.split(/\s+/).filter(Boolean));

describe('plan prose fits the terminal', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());

  it('Given an 80-column terminal, When plans runs, Then no line is wider than 80, no word is split, and an exercise keeps its indent', async () => {
    const result = await cli.run(['plans'], {
      fetch: fakeFetch({ 'GET /api/users/u1/plans': { status: 200, body: [plan] } }),
      tty: true,
      columns: 80,
    });
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n').slice(1); // after the "Plan of …" title
    expect(lines.length).toBeGreaterThan(PROSE.split('\n').length); // it did wrap
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(80);
      for (const token of line.trim().split(/\s+/).filter(Boolean))
        expect(words, `'${token}' in '${line}'`).toContain(token);
    }
    const goblet = lines.findIndex((line) => line.startsWith('  Goblet squat'));
    expect(lines[goblet + 1]).toMatch(/^ {2}\S/);
  });

  it('Given a pipe, When plans runs, Then the prose is printed as stored (scripts wrap it themselves)', async () => {
    const result = await cli.run(['plans'], {
      fetch: fakeFetch({ 'GET /api/users/u1/plans': { status: 200, body: [plan] } }),
    });
    expect(result.stdout).toContain(PROSE.split('\n')[0]);
  });
});
