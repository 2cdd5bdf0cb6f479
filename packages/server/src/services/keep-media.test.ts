import { access, copyFile, readdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserCreateSchema } from '@spotter/core/schemas';
import { MediaStoreUnavailableError, type MediaStore } from '../media/media-store.js';
import { startLocalS3, type LocalS3 } from '../testing/s3-server.js';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';
import { insertUser } from '../store/users.js';
import { keepMedia } from './keep-media.js';

/**
 * The bucket goes away between two puts of one call: the first file is still being sent, the second never arrives.
 * The store is the real S3 one; only its second put is made to fail as an unreachable bucket's does, while the first
 * lands later (the cleanup must not run before a put still on its way has landed).
 */
function secondPutFails(store: MediaStore): { store: MediaStore; puts: Promise<void>[] } {
  const puts: Promise<void>[] = [];
  let calls = 0;
  const put = async (localPath: string, name: string, contentType: string) => {
    if (++calls === 2)
      throw new MediaStoreUnavailableError(`store ${name}`, { cause: new Error('connect ECONNREFUSED') });
    // The bytes are read at once and are still being sent when the other put fails.
    const sending = `${localPath}.sending`;
    await copyFile(localPath, sending);
    await rm(localPath);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return store.put(sending, name, contentType);
  };
  return {
    store: { ...store, put: (...args) => puts[puts.push(put(...args)) - 1]! },
    puts,
  };
}

describe('keeping media when the store fails part-way', () => {
  let s3: LocalS3;
  let t: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startTestServer('pglite', { media: s3.settings('keep-media') });
  });
  afterAll(async () => {
    await t?.stop();
    await s3?.stop();
  });

  it("given two files and a second put that fails, when kept, then the failure is the store's, the first file is removed from the bucket, both incoming files are gone and nothing is written", async () => {
    const { context } = t.server;
    const { user } = await insertUser(context.db, UserCreateSchema.parse(onboarding()));
    const files = await Promise.all(
      ['voice', 'avatar'].map(async (content, i) => {
        const incomingPath = context.media.incomingPath();
        await writeFile(incomingPath, content);
        return { incomingPath, extension: i ? 'mp4' : 'mp3', contentType: i ? 'video/mp4' : 'audio/mpeg' };
      }),
    );
    let wrote = false;
    const failing = secondPutFails(context.media);
    const kept = keepMedia({ ...context, media: failing.store }, user.id, files, () => {
      wrote = true;
      return Promise.resolve();
    });

    await expect(kept).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    expect(wrote).toBe(false);
    // Whatever was still on its way has landed (or failed) by now: the bucket is read after every put settled.
    await Promise.allSettled(failing.puts);
    const stored: string[] = [];
    for await (const { name } of context.media.list()) stored.push(name);
    expect(stored).toEqual([]);
    for (const file of files) await expect(access(file.incomingPath)).rejects.toThrow();
    expect(await readdir(context.media.incomingDir)).toEqual([]);
    expect(await context.db.selectFrom('media_files').select('name').execute()).toEqual([]);
  });
});
