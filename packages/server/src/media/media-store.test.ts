import { access, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserCreateSchema } from '@spotter/core/schemas';
import { mediaDirOf, NO_LIMITS, resolveServerConfig } from '../config.js';
import { createServer } from '../server.js';
import { insertUser } from '../store/users.js';
import { backends, onboarding, scratchPostgres } from '../testing/test-server.js';
import { startLocalS3, type LocalS3 } from '../testing/s3-server.js';
import { openLocalMediaStore } from './local-store.js';
import { MediaMissingError, sweepOrphans, type MediaStore } from './media-store.js';
import { openS3MediaStore } from './s3-store.js';

describe('the local media store', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('given uploads left incoming by a crash, when the store opens, then only the abandoned ones are swept', async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-media-'));
    (await openLocalMediaStore(dir, 'secret')).close();
    await writeFile(join(dir, '.incoming', 'old'), 'x');
    await writeFile(join(dir, '.incoming', 'fresh'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(join(dir, '.incoming', 'old'), twoHoursAgo, twoHoursAgo);
    (await openLocalMediaStore(dir, 'secret')).close();
    expect(await readdir(join(dir, '.incoming'))).toEqual(['fresh']);
  });
});

describe('the S3 media store', () => {
  it('given a bucket that does not exist, when the store opens, then it says so plainly', async () => {
    const s3 = await startLocalS3();
    const dir = await mkdtemp(join(tmpdir(), 'spotter-media-'));
    try {
      await expect(openS3MediaStore({ ...s3.settings(), bucket: 'no-such-bucket' }, dir, 'secret')).rejects.toThrow(
        /media bucket s3:\/\/no-such-bucket\/ at http:\/\/127\.0\.0\.1:\d+ cannot be used: it does not exist/,
      );
    } finally {
      await s3.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

type Kind = 'local' | 's3';

/** The same behaviour from both stores: each test gets a store of its own (a folder, or a prefix of the one bucket). */
describe.each<Kind>(['local', 's3'])('the %s media store', (kind) => {
  let s3: LocalS3 | null = null;
  let dir: string;
  let store: MediaStore;
  let stores = 0;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startLocalS3();
  });
  afterAll(() => s3?.stop());
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-media-'));
    store = s3
      ? await openS3MediaStore(s3.settings(`test-${++stores}`), join(dir, '.incoming'), 'secret')
      : await openLocalMediaStore(dir, 'secret');
  });
  afterEach(async () => {
    store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const putText = async (text: string, extension = 'mp4') => {
    const name = store.newName(extension);
    const incoming = store.incomingPath();
    await writeFile(incoming, text);
    await store.put(incoming, name, 'video/mp4');
    return name;
  };
  const text = async (stream: NodeJS.ReadableStream | null) => (stream ? (await buffer(stream)).toString() : null);

  it('given names, when checked, then only our UUID names with an extension are media', () => {
    const name = store.newName('MP4');
    expect(name).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    expect(store.isValidName(name)).toBe(true);
    for (const bad of ['../etc/passwd', 'a.mp4', `${name}/x`, name.replace('.mp4', '')])
      expect(store.isValidName(bad)).toBe(false);
  });

  it('given a file put in, when read whole, in a range or as a local copy, then the bytes are the same; the incoming file is gone; removed, it is not stored', async () => {
    const incoming = store.incomingPath();
    await writeFile(incoming, 'hello media store');
    const name = store.newName('mp4');
    await store.put(incoming, name, 'video/mp4');
    await expect(access(incoming)).rejects.toThrow();

    expect(await store.size(name)).toBe(17);
    expect(await text(await store.read(name))).toBe('hello media store');
    expect(await text(await store.read(name, { start: 6, end: 10 }))).toBe('media');
    const copy = await store.localCopy(name);
    expect(await readFile(copy.path, 'utf8')).toBe('hello media store');
    await copy.release();
    expect(await store.size(name)).toBe(17);

    await store.remove(name, null, undefined, '../not-ours');
    expect(await store.size(name)).toBeNull();
    expect(await store.read(name)).toBeNull();
    await expect(store.localCopy(name)).rejects.toBeInstanceOf(MediaMissingError);
    await store.check();
  });

  it('given files without a row, when younger than an hour, then the sweep leaves them, and once older they go with abandoned incoming files; recorded files stay', async () => {
    const recorded = await putText('kept');
    const orphan = await putText('orphan', 'mp3');
    const partial = store.incomingPath();
    await writeFile(partial, 'x');
    const names: string[] = [];
    for await (const { name } of store.list()) names.push(name);
    expect(names.sort()).toEqual([recorded, orphan].sort());
    const lookup = (asked: string[]) => Promise.resolve(new Set(asked.filter((name) => name === recorded)));

    expect(await sweepOrphans(store, lookup, { exclusive: false })).toEqual({ media: [], incoming: [] });

    const inTwoHours = Date.now() + 2 * 3600_000;
    expect(await sweepOrphans(store, lookup, { exclusive: false, now: inTwoHours })).toEqual({
      media: [orphan],
      incoming: [basename(partial)],
    });
    expect(await store.size(recorded)).toBe(4);
    expect(await store.size(orphan)).toBeNull();
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
    const put = async (content: string) => {
      const name = media.newName('mp4');
      const incoming = media.incomingPath();
      await writeFile(incoming, content);
      await media.put(incoming, name, 'video/mp4');
      return name;
    };
    const kept = await put('kept');
    await db
      .insertInto('media_files')
      .values({ name: kept, user_id: user.id, content_type: 'video/mp4', size_bytes: 4 })
      .execute();
    const orphan = await put('orphan');
    await writeFile(media.incomingPath(), 'partial upload');
    await writeFile(`${media.incomingPath()}.mp3`, 'voice');
    await writeFile(join(mediaDirOf(config), 'notes.txt'), 'not ours');
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
