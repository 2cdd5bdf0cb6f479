import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../config.js';
import { fixture, haveFixtures } from '../testing/fixtures.js';
import { makeClip, makeSamples } from '../testing/media-samples.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** The parts of an upload's answer these tests look into by name. */
type Uploaded = Record<string, unknown> & {
  analysis: { limitation: string | null; reps: number };
  avatar_video_url: string;
  feedback: string;
  media: { exercise_name: string };
};
const uploaded = async (response: Response) => (await json(response)) as Uploaded;

describe('video form feedback through the server', () => {
  let t: TestServer;
  let samples: Awaited<ReturnType<typeof makeSamples>>;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer('pglite', { maxVideoSeconds: 30 });
    samples = await makeSamples();
    user = await t.client.createUser(onboarding({ coach_tone: 'direct' }));
  });
  afterAll(async () => {
    await t?.stop();
    await rm(samples.dir, { recursive: true, force: true });
  });

  const upload = async (bytes: Uint8Array, exercise: string, name = 'set.mp4', as = user) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'video/mp4' }), name);
    form.append('user_id', as.id);
    form.append('exercise_name', exercise);
    form.append('focus', 'form');
    return fetch(`${t.baseUrl}/api/upload-exercise`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${as.token}` },
    });
  };
  // A 4.7 s clip of one bodyweight squat: the recognition tests need a squat, not a long one.
  const squatClip = async () => new Uint8Array(await readFile(fixture('video/squat__jintaoxu.mp4')));
  const newLifter = (email: string) => t.client.createUser(onboarding({ email, coach_tone: 'direct' }));
  const storedFiles = async () => (await readdir(mediaDirOf(t.config))).filter((f) => !f.startsWith('.'));

  it.skipIf(!haveFixtures)(
    'given a real squat clip, when uploaded, then reps, feedback, the processed video and a personal best come back',
    async () => {
      const response = await upload(new Uint8Array(await readFile(fixture('video/squat_side_3reps.mp4'))), 'squat');
      const body = await uploaded(response);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.analysis).toMatchObject({
        exercise: 'squat',
        status: 'ok',
        reps: 3,
        person_detected: true,
        limitation: null,
      });
      expect(body.feedback).toMatch(/\b3 squats\b/);
      expect(body.is_new_pr).toBe(true);
      expect(body.personal_best).toMatchObject({ exercise_name: 'squat', value: 3, unit: 'reps' });
      expect(body.avatar_video_url).toMatch(/^\/api\/media\/[0-9a-f-]+\.mp4\?exp=\d+&sig=/);

      const video = await fetch(`${t.baseUrl}${body.avatar_video_url}`);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

      const api = t.clientFor(user.token);
      const [latest] = await api.listMedia(user.id);
      expect(latest).toMatchObject({ exercise_name: 'squat', notes: body.feedback });
      expect(await api.listPersonalBests(user.id)).toHaveLength(1);
      // The upload, the processed video and its poster frame.
      expect(await storedFiles()).toHaveLength(3);
    },
    240_000,
  );

  it('given a video with no person in it, when uploaded, then the coach says so, counts nothing and claims no best', async () => {
    const response = await upload(new Uint8Array(await readFile(samples.video)), 'push_up');
    const body = await uploaded(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.analysis).toMatchObject({ status: 'not_visible', reps: 0, person_detected: false, faults: [] });
    expect(body.analysis.limitation).toMatch(/see/i);
    expect(body.feedback).toContain(body.analysis.limitation);
    expect(body.is_new_pr).toBe(false);
    expect(body.personal_best).toBeNull();
    expect(body.media.exercise_name).toBe('push_up');
  }, 120_000);

  it("given a video with no person in it, when uploaded with 'auto', then nothing is recognised, counted or filed under a lift", async () => {
    const lifter = await newLifter('nobody@example.com');
    const response = await upload(new Uint8Array(await readFile(samples.video)), 'auto', 'set.mp4', lifter);
    const body = await uploaded(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.analysis).toMatchObject({ status: 'not_visible', detected_exercise: null, reps: 0 });
    expect(body).toMatchObject({ is_new_pr: false, personal_best: null, media: { exercise_name: null } });
    expect(await t.clientFor(lifter.token).listPersonalBests(lifter.id)).toEqual([]);
  }, 120_000);

  it.skipIf(!haveFixtures)(
    "given a real squat clip, when uploaded with 'auto', then the coach recognises the squat, counts it and files the best under it",
    async () => {
      const lifter = await newLifter('auto@example.com');
      const response = await upload(await squatClip(), 'auto', 'set.mp4', lifter);
      const body = await uploaded(response);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.analysis).toMatchObject({ exercise: 'squat', detected_exercise: 'squat', status: 'ok', reps: 1 });
      expect(body).toMatchObject({
        is_new_pr: true,
        personal_best: { exercise_name: 'squat', value: 1 },
        media: { exercise_name: 'squat' },
      });

      // The same set again only equals the best: not a new one (the short clip, not the 14 s one, keeps npm test quick).
      const again = await json(await upload(await squatClip(), 'squat', 'set.mp4', lifter));
      expect(again).toMatchObject({ is_new_pr: false, analysis: { reps: 1 } });
    },
    240_000,
  );

  it.skipIf(!haveFixtures)(
    'given a real squat clip, when uploaded as a bench press, then the coach says it looks like a squat, counts nothing and claims no best',
    async () => {
      const lifter = await newLifter('mismatch@example.com');
      const response = await upload(await squatClip(), 'bench_press', 'set.mp4', lifter);
      const body = await uploaded(response);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.analysis).toMatchObject({
        exercise: 'bench_press',
        status: 'exercise_mismatch',
        detected_exercise: 'squat',
        reps: 0,
      });
      expect(body.analysis.limitation).toMatch(/squat/i);
      expect(body.feedback).toContain(body.analysis.limitation);
      expect(body).toMatchObject({ is_new_pr: false, personal_best: null, media: { exercise_name: 'bench_press' } });
      expect(await t.clientFor(lifter.token).listPersonalBests(lifter.id)).toEqual([]);
    },
    240_000,
  );

  it('given a video longer than the limit, when uploaded, then 422 says the limit and nothing is kept', async () => {
    const before = await storedFiles();
    const long = await makeClip(samples.dir, 40);
    const response = await upload(new Uint8Array(await readFile(long)), 'squat');
    expect(response.status).toBe(422);
    expect((await json(response)).detail).toMatch(/30/);
    expect(await storedFiles()).toEqual(before);
  }, 120_000);

  it.skipIf(!haveFixtures)(
    'given a long analysis running, when other calls come in, then they are answered meanwhile',
    async () => {
      const analysis = upload(new Uint8Array(await readFile(fixture('video/pull_up_front_4reps.mp4'))), 'pull_up');
      let finished = false;
      void analysis.then(() => (finished = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const answeredDuring: boolean[] = [];
      for (let i = 0; i < 5; i += 1) {
        await t.client.health();
        await t.client.listExercises({ category: 'olympic' });
        answeredDuring.push(!finished);
      }
      const response = await analysis;
      expect(response.status).toBe(200);
      expect((await uploaded(response)).analysis.reps).toBe(4);
      expect(answeredDuring.every(Boolean)).toBe(true);
    },
    240_000,
  );

  it('given a corrupt video, when uploaded, then 422 with a plain reason and nothing is kept', async () => {
    const before = await storedFiles();
    const good = new Uint8Array(await readFile(samples.video));
    const corrupt = new Uint8Array(good.length);
    corrupt.set(good.subarray(0, 64));
    await writeFile(join(samples.dir, 'corrupt.mp4'), corrupt);
    const response = await upload(corrupt, 'squat');
    expect(response.status).toBe(422);
    expect((await json(response)).detail).toMatch(/video/i);
    expect(await storedFiles()).toEqual(before);
  }, 120_000);
});
