import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMediaStore } from './media-store.js';

describe('the media store', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('given uploads left incoming by a crash, when the store opens, then only the abandoned ones are swept', async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-media-'));
    await openMediaStore(dir, 'secret');
    await writeFile(join(dir, '.incoming', 'old'), 'x');
    await writeFile(join(dir, '.incoming', 'fresh'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(join(dir, '.incoming', 'old'), twoHoursAgo, twoHoursAgo);
    await openMediaStore(dir, 'secret');
    expect(await readdir(join(dir, '.incoming'))).toEqual(['fresh']);
  });

  it('given names, when checked, then only our UUID names with an extension are media', async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-media-'));
    const store = await openMediaStore(dir, 'secret');
    const name = store.newName('MP4');
    expect(name).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    expect(store.isValidName(name)).toBe(true);
    for (const bad of ['../etc/passwd', 'a.mp4', `${name}/x`, name.replace('.mp4', '')]) expect(store.isValidName(bad)).toBe(false);
    expect(() => store.pathOf('../secret')).toThrow(/Not a media name/);
  });
});
