import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { ndjson } from '../testing/spotter-process.js';

const CSV = `name,category,equipment_tags,primary_cues,difficulty_level,muscle_groups
Tempo Goblet Squat,strength,dumbbells,"Three seconds down, then stand tall.",beginner,"quadriceps; glutes"
,strength,,Missing a name,,
Band Pull-Apart,flexibility,resistance bands,Squeeze the shoulder blades.,expert,
Offset Suitcase March,strength,"kettlebells,dumbbells",Walk tall without leaning.,intermediate,core
`;

const JSON_ENTRIES = [
  {
    name: 'Copenhagen Plank',
    category: 'strength',
    primary_cues: 'Top leg on the bench, hips high.',
    muscle_groups: ['adductors', 'core'],
  },
  { name: 'Nameless cues only' },
  'not an exercise',
  { name: 'Wall Sit', primary_cues: 'Thighs parallel.', musles: ['quads'] },
];

describe('spotter exercises add (the real binary against a real server)', () => {
  let cli: CliServer;
  let dir: string;
  const names = async () =>
    (JSON.parse((await cli.spotter(['exercises', '--json'])).stdout) as { name: string }[]).map((e) => e.name);
  beforeAll(async () => {
    [cli, dir] = await Promise.all([startCliServer(), mkdtemp(join(tmpdir(), 'spotter-contribute-'))]);
    await writeFile(join(dir, 'exercises.csv'), CSV);
    await writeFile(join(dir, 'exercises.json'), JSON.stringify(JSON_ENTRIES));
  });
  afterAll(async () => {
    await cli?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('Given nobody signed in, When adding, Then exit 3', async () => {
    const result = await cli.spotter(['exercises', 'add', '--from-file', join(dir, 'exercises.csv')]);
    expect(result.code).toBe(3);
  });

  it('Given a CSV with invalid rows, When added, Then every error is reported with its entry and line, nothing is sent, exit 1', async () => {
    expect((await cli.spotter(signUpArgs('coach@example.com'))).code).toBe(0);
    const result = await cli.spotter(['exercises', 'add', '--from-file', join(dir, 'exercises.csv')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch('✗ entry 2 (line 3): name: Name is required');
    expect(result.stderr).toMatch(
      '✗ entry 3 (line 4): difficulty_level: Difficulty must be one of: beginner, intermediate, advanced',
    );
    expect(result.stderr).toMatch(
      'Nothing was sent: 2 of 4 entries are invalid — fix them, or pass --skip-invalid to send the 2 valid ones.',
    );
    expect(await names()).not.toContain('Tempo Goblet Squat');
  });

  it('Given the same CSV with --skip-invalid --json, When added, Then the valid rows are sent, NDJSON covers every entry, and exit 1 says some were skipped', async () => {
    const result = await cli.spotter([
      'exercises',
      'add',
      '-f',
      join(dir, 'exercises.csv'),
      '--skip-invalid',
      '--json',
    ]);
    expect(result.code).toBe(1);
    const lines = ndjson(result.stdout).sort((a, b) => Number(a.entry) - Number(b.entry));
    expect(lines.map((l) => [l.entry, l.ok, l.sent])).toEqual([
      [1, true, true],
      [2, false, false],
      [3, false, false],
      [4, true, true],
    ]);
    expect(Object.keys(lines[0]!)).toEqual(['entry', 'name', 'ok', 'sent', 'id', 'error']);
    expect(result.stderr).toMatch('2 submitted for review, 2 skipped as invalid.');
    // Community contributions are stored for review; the library lists them as community entries when visible.
    const exercises = JSON.parse(
      (await cli.spotter(['exercises', '--search', 'offset suitcase march', '--json'])).stdout,
    ) as { name: string; equipment_tags: string[] }[];
    if (exercises.length) expect(exercises[0]!.equipment_tags).toEqual(['kettlebells', 'dumbbells']);
  });

  it('Given a JSON file with invalid and malformed entries, When added, Then each problem is named by entry number', async () => {
    const result = await cli.spotter(['exercises', 'add', '--from-file', join(dir, 'exercises.json'), '--json']);
    expect(result.code).toBe(1);
    const lines = ndjson(result.stdout);
    expect(lines.map((l) => l.entry)).toEqual([2, 3, 4]);
    expect(lines[0]!.error).toBe('primary_cues: Primary cues are required');
    expect(lines[1]!.error).toMatch('must be an object');
    expect(lines[2]!.error).toMatch("unknown field 'musles'");
  });

  it('Given flags for one exercise, When added, Then it is submitted; missing or invalid flags are usage errors', async () => {
    const ok = await cli.spotter([
      'exercises',
      'add',
      '--name',
      'Tempo Push-Up',
      '--cues',
      'Three seconds down.',
      '--equipment',
      'bodyweight',
      '--difficulty',
      'beginner',
    ]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/✓ Tempo Push-Up submitted for review \(id [\w-]+\)/);
    expect(ok.stderr).toMatch('Exercise submitted for review!');
    const missing = await cli.spotter(['exercises', 'add', '--name', 'No cues']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch('Missing required flag: --cues (or pass --from-file)');
    const both = await cli.spotter(['exercises', 'add', '--name', 'X', '--cues', 'Y', '--from-file', 'a.csv']);
    expect(both.code).toBe(2);
  });

  it('Given a file of another format or a missing file, When added, Then it says so', async () => {
    await writeFile(join(dir, 'exercises.txt'), 'hello');
    const [txt, missing] = await Promise.all([
      cli.spotter(['exercises', 'add', '-f', join(dir, 'exercises.txt')]),
      cli.spotter(['exercises', 'add', '-f', join(dir, 'nope.csv')]),
    ]);
    expect(txt.code).toBe(2);
    expect(txt.stderr).toMatch('use a .json or .csv file');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(`No such file: ${join(dir, 'nope.csv')}`);
  });
});
