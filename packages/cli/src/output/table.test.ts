import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { inProcessCli } from '../testing/in-process.js';
import { fitColumns, wrap } from './table.js';

describe('fitColumns', () => {
  it('Given columns that fit, When fitted, Then each keeps its natural width', () => {
    expect(fitColumns([10, 20, 30], 80)).toEqual([10, 20, 30]);
  });

  it('Given too wide a table, When fitted, Then narrow columns stay whole, the wide ones share the rest and the sum fits', () => {
    const widths = fitColumns([8, 12, 60, 70], 80);
    expect(widths.slice(0, 2)).toEqual([8, 12]);
    expect(widths.reduce((a, b) => a + b, 0) + 5).toBeLessThanOrEqual(80);
    expect(Math.abs(widths[2]! - widths[3]!)).toBeLessThanOrEqual(1);
  });

  it('Given a name column, When the table is too wide, Then the name keeps its width (up to its share) and the others give way first', () => {
    const widths = fitColumns([30, 14, 50, 40], 80, [], [0]);
    expect(widths[0]).toBe(30);
    expect(widths.reduce((a, b) => a + b, 0) + 5).toBeLessThanOrEqual(80);
    expect(fitColumns([30, 14, 50, 40], 80)[0]).toBeLessThan(30); // without it, the name was cut like the rest
    expect(fitColumns([90, 20], 80, [], [0])[0]).toBe(Math.floor(77 * 0.45));
  });

  it('Given a column to keep (a link), When fitted, Then it is never cut and the others give way', () => {
    const widths = fitColumns([20, 40, 50], 80, [2]);
    expect(widths[2]).toBe(50);
    expect(widths[0]! + widths[1]!).toBeLessThanOrEqual(80 - 4 - 50);
  });
});

describe('wrap', () => {
  it('Given prose with a long URL, When wrapped to 40 columns, Then lines fit and the URL stays whole on its line', () => {
    const url =
      'http://127.0.0.1:8787/api/media/0b9c1f7e-5f43-4a52-9d7f-1c2b3a4d5e6f.mp4?expires=1795571575&signature=abcdef0123456789';
    const text = wrap(`Your processed video is ready at ${url} so take a look at the skeleton.`, 40, '  ');
    const lines = text.split('\n');
    expect(lines).toContain(`  ${url}`);
    for (const line of lines.filter((l) => !l.includes(url))) expect(stringWidth(line)).toBeLessThanOrEqual(40);
  });
});

describe('tables on a terminal, fitted to its width (the real server library)', () => {
  let server: CliServer;
  const cli = inProcessCli();
  beforeAll(async () => {
    server = await startCliServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await (await cli).cleanup();
  });
  const exercises = async (columns: number, extra: string[] = []) => {
    const result = await (
      await cli
    ).run(['exercises', '--search', 'squat', ...extra], { tty: true, columns, env: { SPOTTER_API_URL: server.url } });
    expect(result.code).toBe(0);
    return result.stdout.trimEnd().split('\n');
  };

  it.each([80, 200])(
    'Given a %i-column terminal, When exercises runs, Then no line is wider and cut cells end in …',
    async (columns) => {
      const lines = await exercises(columns);
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(columns);
      if (columns === 80) expect(lines.some((line) => line.includes('…'))).toBe(true);
    },
  );

  it('Given 200 columns, Then more of each row shows than at 80; and --wide shows every cell whole', async () => {
    const [narrow, broad, wide] = await Promise.all([exercises(80), exercises(200), exercises(80, ['--wide'])]);
    expect(stringWidth(broad[0]!)).toBeGreaterThan(stringWidth(narrow[0]!));
    expect(wide.some((line) => line.includes('…'))).toBe(false);
    expect(Math.max(...wide.map((line) => stringWidth(line)))).toBeGreaterThan(80);
    const json = JSON.parse(
      (await (await cli).run(['exercises', '--search', 'squat', '--json'], { env: { SPOTTER_API_URL: server.url } }))
        .stdout,
    ) as { muscle_groups: string[] }[];
    const rows = wide.filter((line) => line.startsWith('│') && !line.includes('Name'));
    expect(rows).toHaveLength(json.length);
  });
});
