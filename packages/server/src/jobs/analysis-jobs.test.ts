import { copyFile, readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { JobAccepted, UploadExerciseResult } from '@spotter/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, haveFixtures } from '../testing/fixtures.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';
import { runAnalysisJob } from './analysis-jobs.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('Skipping the job queue tests: set DATABASE_URL=postgres://… to run them');

/** A 4.7 s clip of one bodyweight squat: the coach counts it and it is a personal best. */
const SQUATS = 'video/squat__jintaoxu.mp4';

describe.skipIf(!onPostgres || !haveFixtures)('uploads analysed as jobs on the PostgreSQL queue', () => {
  let t: TestServer;
  let user: { id: string; token: string };
  let other: { id: string; token: string };
  let clip: Uint8Array;
  beforeAll(async () => {
    t = await startTestServer('postgres', {
      queue: 'postgres',
      jobs: { timeoutSeconds: 120, attempts: 2, checkSeconds: 1, heartbeatSeconds: 10 },
      maxVideoSeconds: 30,
    });
    user = await t.client.createUser(onboarding({ coach_tone: 'direct' }));
    other = await t.client.createUser(onboarding());
    clip = new Uint8Array(await readFile(fixture(SQUATS)));
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const upload = (query = '', as = user) => {
    const form = new FormData();
    form.append('file', new Blob([clip], { type: 'video/mp4' }), 'set.mp4');
    form.append('exercise_name', 'squat');
    return fetch(`${t.baseUrl}/api/upload-exercise${query}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${as.token}` },
    });
  };
  const getJob = (url: string, as: { token: string } | null = user) =>
    fetch(`${t.baseUrl}${url}`, { headers: as ? { authorization: `Bearer ${as.token}` } : {} });
  const db = () => t.server.context.db;
  const countOf = async (table: 'media' | 'media_files', userId: string) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('given the queue, when a clip is uploaded and waited for, then the answer is the one an inline analysis gives', async () => {
    const response = await upload();
    const body = (await json(response)) as UploadExerciseResult;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.analysis).toMatchObject({ exercise: 'squat', status: 'ok', reps: 1 });
    expect(body.is_new_pr).toBe(true);
    expect(body.personal_best).toMatchObject({ exercise_name: 'squat', value: 1, unit: 'reps' });
    expect(body.avatar_video_url).toMatch(/^\/api\/media\/[0-9a-f-]+\.mp4\?exp=\d+&sig=/);
    expect((await fetch(`${t.baseUrl}${body.avatar_video_url}`)).status).toBe(200);
    const [latest] = await t.clientFor(user.token).listMedia(user.id);
    expect(latest).toMatchObject({ id: body.media.id, notes: body.feedback });
    expect(await countOf('media', user.id)).toBe(1);
  }, 240_000);

  it('given the queue, when /api/ready is asked, then the queue is among what it checks', async () => {
    const response = await fetch(`${t.baseUrl}/api/ready`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', media: 'ok', queue: 'ok' },
    });
  });

  it('given ?async=1, when uploaded, then 202 with a job whose status only its owner sees, done with the same answer', async () => {
    const response = await upload('?async=1', other);
    const accepted = (await json(response)) as JobAccepted;
    expect(response.status, JSON.stringify(accepted)).toBe(202);
    expect(accepted.status_url).toBe(`/api/jobs/${accepted.job_id}`);

    expect((await getJob(accepted.status_url, user)).status).toBe(404);
    expect((await getJob(accepted.status_url, null)).status).toBe(401);
    expect((await getJob('/api/jobs/no-such-job', other)).status).toBe(404);

    const api = t.clientFor(other.token);
    let job = await api.getJob(accepted.job_id);
    expect(['queued', 'running', 'done']).toContain(job.status);
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = await api.getJob(accepted.job_id);
    }
    expect(job).toMatchObject({ status: 'done', reason: null, attempts: 1 });
    expect(job.result?.analysis).toMatchObject({ status: 'ok', reps: 1 });
    const [latest] = await api.listMedia(other.id);
    expect(job.result?.media.id).toBe(latest!.id);
    expect(job.result?.personal_best).toMatchObject({ value: 1, unit: 'reps' });
  }, 240_000);

  /** A job put straight into the database (the queue's own worker never hears of it), for a worker to run by hand. */
  async function storedJob(owner: { id: string }) {
    const { media } = t.server.context;
    const scratch = media.incomingPath();
    await copyFile(fixture(SQUATS), scratch);
    const name = media.newName('mp4');
    await media.put(scratch, name, 'video/mp4');
    const id = randomUUID();
    await db()
      .insertInto('media_files')
      .values({ name, user_id: owner.id, content_type: 'video/mp4', size_bytes: clip.byteLength })
      .execute();
    await db()
      .insertInto('analysis_jobs')
      .values({
        id,
        user_id: owner.id,
        status: 'queued',
        upload_file: name,
        upload_type: 'video/mp4',
        exercise_choice: 'squat',
        load_kg: 60,
      })
      .execute();
    return { id, name };
  }

  it('given one job run by two workers at once (one thought lost came back), when both finish, then one media item and one best are written', async () => {
    const lifter = await t.client.createUser(onboarding());
    const { id } = await storedJob(lifter);
    const { db: kdb, media, config, coach } = t.server.context;
    const deps = { db: kdb, media, config, video: coach.video };
    await Promise.all([
      runAnalysisJob(deps, { id, retryCount: 0, retryLimit: 1 }),
      runAnalysisJob(deps, { id, retryCount: 1, retryLimit: 1 }),
    ]);

    expect(await countOf('media', lifter.id)).toBe(1);
    // One set at a load: its best in reps and its estimated one-rep max, each once.
    const bests = await t.clientFor(lifter.token).listPersonalBests(lifter.id);
    expect(bests.map((best) => best.unit).sort()).toEqual([...new Set(bests.map((best) => best.unit))].sort());
    expect(bests.find((best) => best.unit === 'reps')).toMatchObject({ value: 1, load_kg: 60 });
    // The upload, one processed video and its poster frame: the other attempt's render and poster were removed again.
    expect(await countOf('media_files', lifter.id)).toBe(3);
    const job = await t.clientFor(lifter.token).getJob(id);
    expect(job).toMatchObject({ status: 'done', reason: null });
    expect(job.result?.media.load_kg).toBe(60);

    // Run again later (the queue retried a job that had in fact finished): nothing more is written.
    await runAnalysisJob(deps, { id, retryCount: 1, retryLimit: 1 });
    expect(await countOf('media', lifter.id)).toBe(1);
  }, 240_000);

  it('given a clip the coach refuses (too long), when its job runs, then it fails at once with the reason and keeps nothing', async () => {
    const lifter = await t.client.createUser(onboarding());
    const { id, name } = await storedJob(lifter);
    const { db: kdb, media, config, coach } = t.server.context;
    await runAnalysisJob(
      { db: kdb, media, config: { ...config, maxVideoSeconds: 2 }, video: coach.video },
      { id, retryCount: 0, retryLimit: 1 },
    );

    const job = await t.clientFor(lifter.token).getJob(id);
    expect(job.status).toBe('failed');
    expect(job.reason).toMatch(/long/i);
    expect(job.result).toBeNull();
    expect(await countOf('media', lifter.id)).toBe(0);
    expect(await countOf('media_files', lifter.id)).toBe(0);
    expect(await media.size(name)).toBeNull();
  }, 120_000);
});

describe('uploads on a server that analyses inline (the default)', () => {
  it('given a server that analyses inline, when ?async=1 is asked for, then 400 says why, before the video is sent', async () => {
    const inline = await startTestServer('pglite');
    try {
      const someone = await inline.client.createUser(onboarding());
      const response = await fetch(`${inline.baseUrl}/api/upload-exercise?async=1`, {
        method: 'POST',
        body: new FormData(),
        headers: { authorization: `Bearer ${someone.token}` },
      });
      expect(response.status).toBe(400);
      expect((await json(response)).detail).toMatch(/SPOTTER_QUEUE=inline/);
      expect(
        (await fetch(`${inline.baseUrl}/api/jobs/anything`, { headers: { authorization: `Bearer ${someone.token}` } }))
          .status,
      ).toBe(404);
    } finally {
      await inline.stop();
    }
  });
});
