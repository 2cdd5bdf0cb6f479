import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePath, resolveUserPath } from './complete-path.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-complete-'));
  await mkdir(join(dir, 'clips'));
  await writeFile(join(dir, 'clips', 'squat-1.mp4'), '');
  await writeFile(join(dir, 'clips', 'squat-2.mp4'), '');
  await writeFile(join(dir, 'clips', 'row.mov'), '');
  await writeFile(join(dir, 'clips', '.hidden.mp4'), '');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('tab completion of file paths', () => {
  it('Given one match, When completed, Then the name is filled in (folders get a slash)', async () => {
    expect(await completePath('cl', dir)).toEqual({ value: 'clips/', candidates: [] });
    expect(await completePath(`${dir}/clips/ro`)).toEqual({ value: `${dir}/clips/row.mov`, candidates: [] });
  });

  it('Given several matches, When completed, Then the common part is filled in and the names listed, hidden files left out', async () => {
    expect(await completePath('clips/s', dir)).toEqual({
      value: 'clips/squat-',
      candidates: ['squat-1.mp4', 'squat-2.mp4'],
    });
    expect((await completePath('clips/', dir)).candidates).toEqual(['row.mov', 'squat-1.mp4', 'squat-2.mp4']);
  });

  it('Given no match or a missing folder, When completed, Then the input stays', async () => {
    expect(await completePath('clips/zz', dir)).toEqual({ value: 'clips/zz', candidates: [] });
    expect(await completePath('/no/such/dir/x', dir)).toEqual({ value: '/no/such/dir/x', candidates: [] });
  });

  it('Given ~, quotes and escaped spaces, When resolved, Then the path is absolute and clean', () => {
    expect(resolveUserPath('~/clips/a.mp4', '/cwd', '/home/ada')).toBe('/home/ada/clips/a.mp4');
    expect(resolveUserPath("'/tmp/my clip.mp4'", '/cwd', '/home/ada')).toBe('/tmp/my clip.mp4');
    expect(resolveUserPath('/tmp/my\\ clip.mp4', '/cwd', '/home/ada')).toBe('/tmp/my clip.mp4');
    expect(resolveUserPath('clips/a.mp4', '/cwd', '/home/ada')).toBe('/cwd/clips/a.mp4');
  });
});
