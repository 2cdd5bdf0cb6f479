import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UserCreateSchema } from '@spotter/core/schemas';
import { mediaDirOf, NO_LIMITS, resolveServerConfig } from '../config.js';
import { createServer } from '../server.js';
import { insertUser } from '../store/users.js';
import { backends, onboarding, scratchPostgres } from '../testing/test-server.js';
import { openMediaStore, sweepOrphans } from './media-store.js';

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

describe.each(backends())('the start-up sweep on %s', (backend) => {
  let dir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dropDatabase?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('given a kill -9 left a file without a row and half-received uploads, when the server starts again, then they go where it alone writes the folder (PGlite) and stay an hour where instances may share it, and every recorded file stays', async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-sweep-'));
    const postgres = backend === 'postgres' ? await scratchPostgres() : null;
    dropDatabase = postgres?.drop;
    const config = resolveServerConfig({}, { dataDir: dir, databaseUrl: postgres?.url ?? null, limits: NO_LIMITS });
    // Given: one file kept with its row, then what a crash leaves: a file moved in before its row committed,
    // an upload still arriving and a reply's voice never moved in.
    const first = await createServer(config);
    const { db, media } = first.context;
    const { user } = await insertUser(db, UserCreateSchema.parse(onboarding()));
    const kept = media.newName('mp4');
    await writeFile(media.pathOf(kept), 'kept');
    await db.insertInto('media_files').values({ name: kept, user_id: user.id, content_type: 'video/mp4', size_bytes: 4 }).execute();
    const orphan = media.newName('mp4');
    await writeFile(media.pathOf(orphan), 'orphan');
    await writeFile(media.incomingPath(), 'partial upload');
    await writeFile(`${media.incomingPath()}.mp3`, 'voice');
    await writeFile(join(media.dir, 'notes.txt'), 'not ours');
    await first.close();

    // When
    const second = await createServer(config);
    await second.close();

    // Then: PGlite's data dir is this process's alone; with PostgreSQL another instance may share the folder and be
    // between moving a file in and committing its row, so fresh files stay until they are an hour old.
    const left = (await readdir(mediaDirOf(config))).filter((entry) => entry !== '.incoming').sort();
    const incoming = await readdir(join(mediaDirOf(config), '.incoming'));
    if (backend === 'pglite') {
      expect(left).toEqual([kept, 'notes.txt'].sort());
      expect(incoming).toEqual([]);
    } else {
      expect(left).toEqual([kept, orphan, 'notes.txt'].sort());
      expect(incoming).toHaveLength(2);
    }
  });
});

describe('the orphan sweep of a shared media folder', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('given files without a row, when they are younger than an hour, then they stay, and once older they go', async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-media-'));
    const store = await openMediaStore(dir, 'secret');
    const recorded = store.newName('mp4');
    const orphan = store.newName('mp3');
    await writeFile(store.pathOf(recorded), 'x');
    await writeFile(store.pathOf(orphan), 'x');
    const partial = store.incomingPath();
    await writeFile(partial, 'x');
    const lookup = async (names: string[]) => new Set(names.filter((name) => name === recorded));

    expect(await sweepOrphans(store, lookup, { exclusive: false })).toEqual({ media: [], incoming: [] });

    const inTwoHours = Date.now() + 2 * 3600_000;
    expect(await sweepOrphans(store, lookup, { exclusive: false, now: inTwoHours })).toEqual({ media: [orphan], incoming: [partial.split('/').pop()] });
    expect((await readdir(dir)).filter((entry) => entry !== '.incoming')).toEqual([recorded]);
    store.close();
  });
});
