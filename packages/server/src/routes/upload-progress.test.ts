import { readFile, rm } from 'node:fs/promises';
import {
  ANALYSIS_STAGES,
  UploadExerciseResultSchema,
  type AnalysisProgress,
  type JobAccepted,
  type JobStatus,
} from '@spotter/core/schemas';
import { ApiError } from '@spotter/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, haveFixtures } from '../testing/fixtures.js';
import { makeClip, makeSamples } from '../testing/media-samples.js';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Every event of a streamed answer, in order, with its JSON data (the server writes one `event:` and one `data:` line
 * each; a block of comment lines, as the one opening the stream, is no event).
 */
async function eventsOf(response: Response): Promise<{ event: string; data: unknown }[]> {
  const blocks = (await response.text())
    .split('\n\n')
    .filter((block) => block && !block.split('\n').every((line) => line.startsWith(':')));
  return blocks.map((block) => {
    const field = (name: string) =>
      block
        .split('\n')
        .find((line) => line.startsWith(`${name}: `))
        ?.slice(name.length + 2) ?? '';
    return { event: field('event'), data: JSON.parse(field('data')) as unknown };
  });
}

/** The stages come in the analysis's order and the share never goes back. */
function expectOrderly(progress: AnalysisProgress[]) {
  const order = progress.map((p) => ANALYSIS_STAGES.indexOf(p.stage));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  const shares = progress.map((p) => p.share_done);
  expect(shares).toEqual([...shares].sort((a, b) => a - b));
  for (const share of shares) {
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  }
}

/** The processed video has a still: a JPEG under a media URL of our naming, signed like the video's. */
async function expectPoster(baseUrl: string, media: { poster_url?: string | null; processed_url: string | null }) {
  expect(media.processed_url).not.toBeNull();
  expect(media.poster_url).toMatch(/^\/api\/media\/[0-9a-f-]+\.jpg\?exp=\d+&sig=/);
  const poster = await fetch(`${baseUrl}${media.poster_url}`);
  expect(poster.status).toBe(200);
  expect(poster.headers.get('content-type')).toBe('image/jpeg');
  expect([...new Uint8Array(await poster.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
}

const videoForm = async (path: string, exercise: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await readFile(path))], { type: 'video/mp4' }), 'set.mp4');
  form.append('exercise_name', exercise);
  return form;
};

describe("an upload sent with ?progress=1 (inline analysis), and its processed video's poster frame", () => {
  let t: TestServer;
  let samples: Awaited<ReturnType<typeof makeSamples>>;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer('pglite', { maxVideoSeconds: 30 });
    samples = await makeSamples();
    user = await t.client.createUser(onboarding());
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await rm(samples.dir, { recursive: true, force: true });
  });
  const post = async (form: FormData, query = '?progress=1') =>
    fetch(`${t.baseUrl}/api/upload-exercise${query}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
    });

  it('given a video, when uploaded with ?progress=1, then progress events come in stage order and the last event is the answer, stored', async () => {
    const response = await post(await videoForm(samples.video, 'squat'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await eventsOf(response);
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    expect(events.slice(0, -1).every((e) => e.event === 'progress')).toBe(true);
    const progress = events.slice(0, -1).map((e) => e.data as AnalysisProgress);
    expect(progress.map((p) => p.stage)).toEqual(expect.arrayContaining(['decoding', 'pose', 'counting', 'rendering']));
    expectOrderly(progress);
    const answer = UploadExerciseResultSchema.parse(last.data);
    const [stored] = await t.clientFor(user.token).listMedia(user.id);
    expect(stored?.id).toBe(answer.media.id);
    await expectPoster(t.baseUrl, answer.media);
  }, 120_000);

  it('given a video too long to analyse, when uploaded with ?progress=1, then the stream ends with the error the plain call answers and nothing is stored', async () => {
    const before = (await t.clientFor(user.token).listMedia(user.id)).length;
    const long = await makeClip(samples.dir, 35);
    const plain = await post(await videoForm(long, 'squat'), '');
    const streamed = await post(await videoForm(long, 'squat'));
    expect(streamed.status).toBe(200);
    const events = await eventsOf(streamed);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { status: plain.status, detail: ((await plain.json()) as { detail: string }).detail },
    });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(await t.clientFor(user.token).listMedia(user.id)).toHaveLength(before);
  }, 120_000);

  it("given core's client, when it uploads with progress, then it hears the stages and resolves with the answer; a refusal before the stream is an ApiError", async () => {
    const heard: AnalysisProgress[] = [];
    const api = t.clientFor(user.token);
    const file = {
      data: new Blob([new Uint8Array(await readFile(samples.video))], { type: 'video/mp4' }),
      name: 'set.mp4',
    };
    const answer = await api.uploadExerciseWithProgress({
      user_id: user.id,
      exercise_name: 'push_up',
      file,
      onProgress: (p) => heard.push(p),
    });
    expect(answer.media.exercise_name).toBe('push_up');
    expect(heard.length).toBeGreaterThan(1);
    expectOrderly(heard);
    const stranger = t.clientFor('spt_not-a-token');
    await expect(
      stranger.uploadExerciseWithProgress({
        user_id: user.id,
        exercise_name: 'squat',
        file,
        onProgress: () => undefined,
      }),
    ).rejects.toMatchObject({ status: 401 });
    const long = await makeClip(samples.dir, 36);
    const error = await api
      .uploadExerciseWithProgress({
        user_id: user.id,
        exercise_name: 'squat',
        file: { data: new Blob([new Uint8Array(await readFile(long))]), name: 'long.mp4' },
        onProgress: () => undefined,
      })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeGreaterThanOrEqual(400);
  }, 120_000);

  it('given ?async=1 and ?progress=1 together, when uploaded, then 400 says which to send', async () => {
    const response = await post(await videoForm(samples.video, 'squat'), '?async=1&progress=1');
    expect(response.status).toBe(400);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('Skipping the queued upload progress tests: set DATABASE_URL=postgres://… to run them');

describe.skipIf(!onPostgres || !haveFixtures)('upload progress on the PostgreSQL job queue', () => {
  let t: TestServer;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer('postgres', {
      queue: 'postgres',
      jobs: { timeoutSeconds: 120, attempts: 2, checkSeconds: 1, heartbeatSeconds: 10 },
      maxVideoSeconds: 30,
    });
    user = await t.client.createUser(onboarding());
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });
  const post = async (query: string) =>
    fetch(`${t.baseUrl}/api/upload-exercise${query}`, {
      method: 'POST',
      body: await videoForm(fixture('video/squat__jintaoxu.mp4'), 'squat'),
      headers: { authorization: `Bearer ${user.token}` },
    });

  it('given a queued upload waited for with ?progress=1, when its worker reports, then the stages arrive in order and the answer comes last', async () => {
    const events = await eventsOf(await post('?progress=1'));
    expect(events.at(-1)?.event).toBe('done');
    const progress = events.slice(0, -1).map((e) => e.data as AnalysisProgress);
    expect(progress.length).toBeGreaterThan(0);
    expectOrderly(progress);
    const answer = UploadExerciseResultSchema.parse(events.at(-1)!.data);
    expect(answer.analysis).toMatchObject({ status: 'ok', reps: 1 });
    await expectPoster(t.baseUrl, answer.media);
  }, 240_000);

  it('given ?async=1, when the job runs, then GET /api/jobs/{id} reports its stage and share done, and neither once it is done', async () => {
    const accepted = (await (await post('?async=1')).json()) as JobAccepted;
    const api = t.clientFor(user.token);
    const seen: JobStatus[] = [];
    let job = await api.getJob(accepted.job_id);
    while (job.status === 'queued' || job.status === 'running') {
      seen.push(job);
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await api.getJob(accepted.job_id);
    }
    expect(job).toMatchObject({ status: 'done', stage: null, share_done: null });
    const reported = seen.filter((s) => s.stage !== null).map((s) => ({ stage: s.stage!, share_done: s.share_done! }));
    expect(reported.length).toBeGreaterThan(0);
    expectOrderly(reported);
    expect(seen.filter((s) => s.status === 'queued').every((s) => s.stage === null)).toBe(true);
  }, 240_000);
});
