import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContributionFile, toContribution } from './read-entries.js';

describe('readContributionFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-entries-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('Given a CSV with friendly column names and list cells, When read, Then entries are numbered with their lines and lists split', async () => {
    const path = join(dir, 'a.csv');
    await writeFile(
      path,
      '\ufeffName,Cues,Equipment,Muscles,Difficulty\n\nGoblet Squat,"Chest up, sit down",dumbbells;kettlebells,"quads, glutes",beginner\n',
    );
    const entries = await readContributionFile(path);
    expect(entries).toEqual([
      {
        entry: 1,
        line: 3,
        input: {
          name: 'Goblet Squat',
          primary_cues: 'Chest up, sit down',
          equipment_tags: ['dumbbells', 'kettlebells'],
          muscle_groups: ['quads', 'glutes'],
          difficulty_level: 'beginner',
        },
      },
    ]);
  });

  it('Given JSON as an array or under "exercises", When read, Then both work; other shapes are errors', async () => {
    await writeFile(join(dir, 'a.json'), JSON.stringify([{ name: 'Row', primary_cues: 'Pull' }]));
    await writeFile(join(dir, 'b.json'), JSON.stringify({ exercises: [{ name: 'Row', primary_cues: 'Pull' }] }));
    await writeFile(join(dir, 'c.json'), JSON.stringify({ name: 'Row' }));
    await writeFile(join(dir, 'd.json'), '[{');
    expect(await readContributionFile(join(dir, 'a.json'))).toEqual(await readContributionFile(join(dir, 'b.json')));
    await expect(readContributionFile(join(dir, 'c.json'))).rejects.toThrow('must hold a JSON array of exercises');
    await expect(readContributionFile(join(dir, 'd.json'))).rejects.toThrow('is not valid JSON');
  });

  it('Given a CSV row with the wrong number of cells, When read, Then the file is reported as invalid CSV', async () => {
    await writeFile(join(dir, 'bad.csv'), 'name,primary_cues\nRow,Pull,extra\n');
    await expect(readContributionFile(join(dir, 'bad.csv'))).rejects.toThrow('is not valid CSV');
  });
});

describe('toContribution', () => {
  it('Given unknown fields and blanks, When converted, Then unknown fields are a problem and blanks are left out', () => {
    expect(toContribution({ name: 'Row', primary_cues: '', colour: 'red' })).toEqual({
      input: { name: 'Row' },
      problem: "unknown field 'colour'",
    });
  });
  it('Given something other than an object, When converted, Then it is a problem', () => {
    expect(toContribution(['Row']).problem).toMatch('must be an object');
  });
});
