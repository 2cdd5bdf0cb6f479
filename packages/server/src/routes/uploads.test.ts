import { readdir, readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../config.js';
import { makeSamples } from '../testing/media-samples.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** Upload checks happen before any analysis: by token, by content, by size; nothing partial stays behind. */
describe('uploads are checked by token, content and size', () => {
  let t: TestServer;
  let samples: Awaited<ReturnType<typeof makeSamples>>;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer('pglite', { maxVideoBytes: 64 * 1024, maxImageBytes: 64 * 1024 });
    samples = await makeSamples();
    user = await t.client.createUser(onboarding());
  });
  afterAll(async () => {
    await t?.stop();
    await rm(samples.dir, { recursive: true, force: true });
  });

  const send = (
    path: string,
    parts: Record<string, string | { bytes: Uint8Array; name: string; type: string }>,
    token: string | null = user.token,
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(parts)) {
      if (typeof value === 'string') form.append(key, value);
      else form.append(key, new Blob([value.bytes], { type: value.type }), value.name);
    }
    return fetch(`${t.baseUrl}/api${path}`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
  const file = async (path: string, name: string, type: string) => ({
    bytes: new Uint8Array(await readFile(path)),
    name,
    type,
  });
  const nothingStored = async () => {
    expect((await readdir(mediaDirOf(t.config))).filter((f) => !f.startsWith('.'))).toEqual([]);
    expect(await readdir(`${mediaDirOf(t.config)}/.incoming`)).toEqual([]);
    expect(await t.server.context.db.selectFrom('media_files').select('name').execute()).toEqual([]);
    expect(await t.server.context.db.selectFrom('media').select('id').execute()).toEqual([]);
  };
  const expectError = async (response: Response, status: number, detail: RegExp) => {
    expect(response.status).toBe(status);
    expect((await json(response)).detail).toMatch(detail);
  };

  it('given no token, when uploading, then 401', async () => {
    await expectError(
      await send(
        '/upload-exercise',
        { file: await file(samples.video, 'a.mp4', 'video/mp4'), exercise_name: 'squat' },
        null,
      ),
      401,
      /token/,
    );
    await nothingStored();
  });

  it('given an image named and typed as a video, when uploading, then 415 by its content', async () => {
    const fake = await file(samples.image, 'squat.mp4', 'video/mp4');
    await expectError(
      await send('/upload-exercise', { file: fake, user_id: user.id, exercise_name: 'squat', focus: 'form' }),
      415,
      /That file is a JPEG photo, not a video\. Accepted: MP4, MOV/,
    );
    await nothingStored();
  });

  it('given text bytes, when uploading, then 415; given an empty file, then 400', async () => {
    const text = { bytes: new TextEncoder().encode('hello, not a video at all'), name: 'x.mp4', type: 'video/mp4' };
    await expectError(
      await send('/upload-exercise', { file: text, exercise_name: 'squat' }),
      415,
      /not a format we recognise/,
    );
    const empty = { bytes: new Uint8Array(0), name: 'x.mp4', type: 'video/mp4' };
    await expectError(await send('/upload-exercise', { file: empty, exercise_name: 'squat' }), 400, /empty/);
    await nothingStored();
  });

  it('given a video over the size limit, when uploading, then 413', async () => {
    const big = new Uint8Array(200 * 1024);
    big.set(new Uint8Array(await readFile(samples.video)));
    await expectError(
      await send('/upload-exercise', {
        file: { bytes: big, name: 'big.mp4', type: 'video/mp4' },
        exercise_name: 'squat',
      }),
      413,
      /larger than/,
    );
    await nothingStored();
  });

  it('given missing or bad fields, when uploading, then 400 naming them and the video is discarded', async () => {
    const video = await file(samples.video, 'clip.mp4', 'video/mp4');
    await expectError(await send('/upload-exercise', { file: video }), 400, /^exercise_name: /);
    await expectError(
      await send('/upload-exercise', { file: video, exercise_name: 'curl' }),
      400,
      /Exercise must be one of: squat, .*lunge or auto/,
    );
    await expectError(await send('/upload-exercise', { exercise_name: 'squat' }), 400, /^file: attach the video/);
    await expectError(
      await send('/upload-exercise', { file: video, exercise_name: 'squat', focus: 'fun' }),
      400,
      /focus/,
    );
    await nothingStored();
  });

  it("given another user's id, when uploading, then 403 and the video is discarded", async () => {
    const other = await t.client.createUser(onboarding({ email: 'o@example.com' }));
    await expectError(
      await send('/upload-exercise', {
        file: await file(samples.video, 'c.mp4', 'video/mp4'),
        user_id: other.id,
        exercise_name: 'squat',
      }),
      403,
      /another user/,
    );
    await nothingStored();
  });

  it('given JSON instead of multipart, when uploading, then 415 says how to send it', async () => {
    const response = await fetch(`${t.baseUrl}/api/upload-exercise`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ exercise_name: 'squat' }),
    });
    await expectError(response, 415, /multipart\/form-data/);
  });

  it('given a video sent to the equipment scan, when scanning, then 415 by content', async () => {
    await expectError(
      await send('/equipment-scan', { file: await file(samples.video, 'photo.jpg', 'image/jpeg') }),
      415,
      /That file is an? [A-Za-z0-9() ]+ video, not an image/,
    );
    await expectError(await send('/equipment-scan', {}), 400, /^file: attach the image/);
    await nothingStored();
  });
});
