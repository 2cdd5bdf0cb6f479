import { readdir, readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '@spotter/coach/equipment';
import { MAX_VIDEO_SIDE } from '@spotter/coach/video';
import { mediaDirOf } from '../config.js';
import { makeSamples } from '../testing/media-samples.js';
import { makeOversizedJpeg, makeOversizedVideo } from '../testing/oversized-media.js';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

type Samples = Awaited<ReturnType<typeof makeSamples>>;

/** Sends one file to an upload route as the signed-in user. */
const uploader =
  (t: () => TestServer, user: () => { id: string; token: string }) =>
  async (route: string, path: string, type: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('user_id', user().id);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(await readFile(path))], { type }), path.split('/').pop());
    return fetch(`${t().baseUrl}/api${route}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user().token}` },
    });
  };

/** Nothing kept: no file in the store or incoming, and no row. */
const nothingKept = async (t: TestServer) => {
  expect((await readdir(mediaDirOf(t.config))).filter((entry) => !entry.startsWith('.'))).toEqual([]);
  expect(await readdir(`${mediaDirOf(t.config)}/.incoming`)).toEqual([]);
  expect(await t.server.context.db.selectFrom('media_files').select('name').execute()).toEqual([]);
  expect(await t.server.context.db.selectFrom('media').select('id').execute()).toEqual([]);
};

describe.each(backends())('media limits by content, on %s', (backend) => {
  let t: TestServer;
  let samples: Samples;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer(backend);
    samples = await makeSamples();
    user = await t.client.createUser(onboarding());
  });
  afterAll(async () => {
    await t?.stop();
    await rm(samples.dir, { recursive: true, force: true });
  });
  const upload = uploader(
    () => t,
    () => user,
  );

  it('given a small H.264 mp4 whose headers say 16000×16000, when uploaded, then 422 naming the limit, from the probe before any decoding, and nothing is kept', async () => {
    const video = await makeOversizedVideo(samples.dir, 16000, 16000);
    const response = await upload('/upload-exercise', video, 'video/mp4', { exercise_name: 'squat' });
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(422);
    expect(body.detail).toBe(
      `The video is 16000×16000 pixels; the limit is ${MAX_VIDEO_SIDE} pixels a side. Record it at 4K or lower.`,
    );
    await nothingKept(t);
  }, 60_000);

  it('given a JPEG whose header says 10000×10000 (100 MP), when scanned, then 422 naming the limit and nothing is kept', async () => {
    const plans = () => t.server.context.db.selectFrom('plans').select('id').execute();
    const before = await plans();
    const photo = await makeOversizedJpeg(samples.dir, 10000, 10000);
    const response = await upload('/equipment-scan', photo, 'image/jpeg');
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(422);
    expect(body.detail).toBe(
      `The photo is 10000×10000 pixels (100 MP); the limit is ${MAX_IMAGE_PIXELS / 1e6} MP. Send a smaller photo.`,
    );
    expect(await plans()).toEqual(before);
    await nothingKept(t);
  }, 60_000);
});

/**
 * The ceiling is the environment's (SPOTTER_FFMPEG_MEMORY_MB, read when ffmpeg starts, in the worker thread the
 * server's video pool starts on its first upload): set low before this server starts, the decode of an ordinary clip
 * runs out of memory and stops on its own.
 */
describe('ffmpeg under a memory ceiling', () => {
  let t: TestServer;
  let samples: Samples;
  let user: { id: string; token: string };
  const saved = process.env.SPOTTER_FFMPEG_MEMORY_MB;
  beforeAll(async () => {
    samples = await makeSamples();
    process.env.SPOTTER_FFMPEG_MEMORY_MB = '24';
    t = await startTestServer('pglite');
    user = await t.client.createUser(onboarding());
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.SPOTTER_FFMPEG_MEMORY_MB;
    else process.env.SPOTTER_FFMPEG_MEMORY_MB = saved;
    await t?.stop();
    await rm(samples.dir, { recursive: true, force: true });
  });
  const upload = uploader(
    () => t,
    () => user,
  );

  it.runIf(process.platform === 'linux')(
    'given a ceiling too low for the clip, when uploaded, then its ffmpeg runs out of memory and the upload answers 422 saying so, and nothing is kept',
    async () => {
      const response = await upload('/upload-exercise', samples.video, 'video/mp4', { exercise_name: 'squat' });
      const body = await json(response);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(body.detail).toBe(
        'This video needs more than the 24 MB of memory one video may use to decode. Record it at a lower resolution or frame rate.',
      );
      await nothingKept(t);
    },
    60_000,
  );
});
