import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';

/** The importer's test data, written for its tests from the layouts the apps export. */
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../server/src/imports/fixtures/${name}`, import.meta.url));

describe('spotter import and spotter export --format csv (the real binary against a real server)', () => {
  let cli: CliServer;
  let dir: string;
  beforeAll(async () => {
    cli = await startCliServer();
    dir = await mkdtemp(join(tmpdir(), 'spotter-import-'));
    expect((await cli.spotter(signUpArgs('importer@example.com'))).code).toBe(0);
  });
  afterAll(async () => {
    await cli?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('Given a Strong export, When imported with --dry-run, Then the preview is printed and nothing is stored; then imported once', async () => {
    const dry = await cli.spotter(['import', fixture('strong-current.csv'), '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Strong export, 2024-01-05 to 2024-01-09 (strong, current)');
    expect(dry.stdout).toContain('Would add 10 sets in 3 workouts');
    expect(dry.stdout).toMatch(/new exercises? of your own: .*Running/);
    expect(dry.stdout).toContain(
      '"Romanian Deadlift" could be Barbell Romanian Deadlift or Dumbbell Romanian Deadlift',
    );
    expect(dry.stdout).toContain('line 5: a rest timer, not a set');
    expect(dry.stdout).toContain('Nothing stored');

    const real = await cli.spotter(['import', fixture('strong-current.csv'), '--json']);
    expect(real.code).toBe(0);
    expect(JSON.parse(real.stdout)).toMatchObject({
      format: 'strong',
      dry_run: false,
      sets: 10,
      workouts: 3,
      duplicates: 0,
    });
    const again = await cli.spotter(['import', fixture('strong-current.csv'), '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ sets: 0, duplicates: 10 });
  }, 120_000);

  it('Given a file whose loads fit kg and lb, When imported without --units, Then exit 1 asking for --units; with it, it imports', async () => {
    const refused = await cli.spotter(['import', fixture('strong-german.csv')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--units kg or --units lb/);
    const imported = await cli.spotter(['import', fixture('strong-german.csv'), '--units', 'kg']);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Added 3 sets in 1 workout');
  }, 120_000);

  it('Given a file that is no export, or a bad flag, When imported, Then exit 1 with the line, or a usage error', async () => {
    const path = join(dir, 'people.csv');
    await writeFile(path, 'Name,Age\nAda,34\n');
    const bad = await cli.spotter(['import', path, '--dry-run']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/line 1: this does not look like an export of Strong, Hevy or FitNotes/);
    const missing = await cli.spotter(['import', join(dir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Cannot read/);
    expect((await cli.spotter(['import', path, '--units', 'stone'])).code).toBe(2);
  }, 120_000);

  it("Given imported sets, When exported with --format csv, Then Strong's header and the sets in kg", async () => {
    const out = await cli.spotter(['export', '--format', 'csv']);
    expect(out.code).toBe(0);
    const lines = out.stdout.split('\n');
    expect(lines[0]).toBe(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    );
    expect(out.stdout).toContain('2024-01-07 07:05:00,Legs,38m,Back Squat,1,105,5,0,0,,,');
    const file = join(dir, 'sets.csv');
    const written = await cli.spotter(['export', '--format', 'csv', '-o', file]);
    expect(written.code).toBe(0);
    expect(written.stderr).toContain(`to ${file}`);
    expect(await readFile(file, 'utf8')).toBe(out.stdout);
  }, 120_000);
});
