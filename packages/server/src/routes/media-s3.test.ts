import { readdir, readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../config.js';
import { fixture, haveFixtures } from '../testing/fixtures.js';
import { startLocalS3, type LocalS3 } from '../testing/s3-server.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe('media on an S3-compatible bucket through the API', () => {
  let s3: LocalS3;
  let s3Running = true;
  let t: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startTestServer('pglite', { media: s3.settings('api-test'), maxVideoSeconds: 30 });
  });
  afterAll(async () => {
    await t?.stop();
    if (s3Running) await s3?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });

  it.skipIf(!haveFixtures)(
    'given a real clip uploaded, when its processed video is fetched whole and in ranges, then the bytes come from the bucket, only for their owner, and nothing stays on this machine',
    async () => {
      const user = await t.client.createUser(onboarding());
      const stranger = await t.client.createUser(onboarding());
      const form = new FormData();
      form.append(
        'file',
        new Blob([await readFile(fixture('video/squat__jintaoxu.mp4'))], { type: 'video/mp4' }),
        'set.mp4',
      );
      form.append('user_id', user.id);
      form.append('exercise_name', 'squat');
      const response = await fetch(`${t.baseUrl}/api/upload-exercise`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${user.token}` },
      });
      const body = await json(response);
      expect(response.status, JSON.stringify(body)).toBe(200);
      const url = body.avatar_video_url as string;
      expect(url).toMatch(/^\/api\/media\/[0-9a-f-]+\.mp4\?exp=\d+&sig=/);

      const whole = Buffer.from(await (await get(url)).arrayBuffer());
      expect(whole.byteLength).toBeGreaterThan(10_000);
      const head = await get(url, { range: 'bytes=0-99' });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-range')).toBe(`bytes 0-99/${whole.byteLength}`);
      expect(Buffer.from(await head.arrayBuffer())).toEqual(whole.subarray(0, 100));
      const tail = await get(url, { range: 'bytes=-10' });
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(-10));
      const past = await get(url, { range: `bytes=${whole.byteLength}-` });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${whole.byteLength}`);

      const bare = url.split('?')[0]!;
      expect((await get(bare, { authorization: `Bearer ${user.token}` })).status).toBe(200);
      expect((await get(bare, { authorization: `Bearer ${stranger.token}` })).status).toBe(403);
      expect((await get(bare)).status).toBe(401);

      const inBucket: string[] = [];
      for await (const { name } of t.server.context.media.list()) inBucket.push(name);
      // The upload, its processed video and the video's poster frame.
      expect(inBucket).toHaveLength(3);
      expect(inBucket).toContain(bare.split('/').pop());
      expect((await readdir(mediaDirOf(t.config))).filter((entry) => entry !== '.incoming')).toEqual([]);
      expect(await readdir(`${mediaDirOf(t.config)}/.incoming`)).toEqual([]);
    },
    240_000,
  );

  it('given the bucket, when health and readiness are asked, then health says S3 and ready checks it; with the S3 server gone, ready and media reads answer 503 with Retry-After', async () => {
    expect(await t.client.health()).toMatchObject({ status: 'ok', media: 's3' });
    expect(await t.client.ready()).toEqual({ status: 'ready', checks: { database: 'ok', media: 'ok' } });
    const { media, db } = t.server.context;
    const owner = await t.client.createUser(onboarding());
    const name = media.newName('mp3');
    const scratch = media.incomingPath();
    await writeFile(scratch, 'a voice');
    await media.put(scratch, name, 'audio/mpeg');
    await db
      .insertInto('media_files')
      .values({ name, user_id: owner.id, content_type: 'audio/mpeg', size_bytes: 7 })
      .execute();
    expect(await (await get(media.signedUrl(name))).text()).toBe('a voice');

    await s3.stop();
    s3Running = false;
    const response = await get('/api/ready');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await json(response)).detail).toBe('Not ready: the media store cannot be reached');
    const read = await get(media.signedUrl(name));
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(read.headers.get('cache-control')).toBeNull();
  });
});
