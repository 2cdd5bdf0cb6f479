import { readFile, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, makeSamples } from '../testing/media-samples.js';
import { onboarding, startTestServer } from '../testing/test-server.js';

const uploadForm = async (path: string) => {
  const form = new FormData();
  form.set('exercise_name', 'squat');
  form.set('file', new Blob([await readFile(path)], { type: 'video/mp4' }), 'set.mp4');
  return form;
};

describe('heavy work is bounded: a busy coach says so at once instead of holding requests', () => {
  let samples: Awaited<ReturnType<typeof makeSamples>>;
  beforeAll(async () => {
    samples = await makeSamples();
  });
  afterAll(() => rm(samples.dir, { recursive: true, force: true }));

  it('given a voice that cannot be ready in time, when the user chats, then the reply comes as text, marked busy, with no voice file', async () => {
    const t = await startTestServer('pglite', { voice: { threads: 1, deadlineMs: 1 } });
    try {
      const user = await t.client.createUser(onboarding());
      const reply = await t.clientFor(user.token).chat({ user_id: user.id, message: 'How do I do a goblet squat?' });
      expect(reply.response_script).toMatch(/goblet squat/i);
      expect(reply).toMatchObject({
        voice_status: 'busy',
        voice_generated: false,
        voice_url: null,
        avatar_video_url: null,
      });
      expect(reply.message).toMatchObject({ voice_url: null, voice_generated: false });
    } finally {
      await t.stop();
    }
  }, 60_000);

  it('given every analysis worker taken and no queue, when another set is uploaded, then 503 with Retry-After and nothing stored, and the first set is analysed', async () => {
    const t = await startTestServer('pglite', { analysisWorkers: 1, analysisQueue: 0 });
    try {
      const user = await t.client.createUser(onboarding());
      const clip = await makeClip(samples.dir, 12);
      const upload = async (path: string) =>
        fetch(`${t.baseUrl}/api/upload-exercise`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}` },
          body: await uploadForm(path),
        });
      const first = upload(clip);
      const deadline = Date.now() + 30_000;
      while (!t.server.context.coach.video.full() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await upload(samples.video);
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await second.json()).toEqual({
        detail: 'The coach is analysing other videos right now. Try again in a minute.',
      });
      expect((await first).status).toBe(200);
      expect(await t.clientFor(user.token).listMedia(user.id)).toHaveLength(1);
    } finally {
      await t.stop();
    }
  }, 120_000);

  it('given an event loop that falls behind, when a request comes in, then 503 with Retry-After until it catches up', async () => {
    const t = await startTestServer('pglite', {
      pressure: { maxEventLoopDelayMs: 300, sampleIntervalMs: 100, maxInFlight: 0 },
    });
    let hog: NodeJS.Timeout | undefined;
    try {
      // A CPU-heavy step done in the server's own thread, again and again: the loop lags by its length each time.
      hog = setInterval(() => {
        const until = Date.now() + 600;
        while (Date.now() < until) {
          // busy
        }
      }, 1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const shed = await t.server.app.inject({ method: 'GET', url: '/api/exercises' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ detail: 'The server is overloaded right now. Please try again in a few seconds.' });
      clearInterval(hog);
      // Recovered once the loop keeps up again (polled: on a loaded machine the lag takes a while to settle).
      let status = 503;
      for (const until = Date.now() + 20_000; status === 503 && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await t.server.app.inject({ method: 'GET', url: '/api/exercises' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      clearInterval(hog);
      await t.stop();
    }
  }, 60_000);

  it('given as many requests in flight as allowed, when another comes, then 503 with Retry-After at once, the probes still answer, and the place comes back when one ends', async () => {
    const t = await startTestServer('pglite', {
      pressure: { maxEventLoopDelayMs: 0, sampleIntervalMs: 500, maxInFlight: 1 },
    });
    const user = await t.client.createUser(onboarding());
    expect((await fetch(`${t.baseUrl}/api/exercises`)).status).toBe(200); // the library is in memory from here on
    // A call held in the handler: the embedded database is one session, so a transaction left open here makes the
    // call's token look-up wait. (A body still arriving holds no place: slow-clients.test.ts.)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const transaction = t.server.context.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      opened();
      await held;
    });
    try {
      await open;
      const waiting = fetch(`${t.baseUrl}/api/users/${user.id}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      let refused: Response | undefined;
      for (const until = Date.now() + 10_000; Date.now() < until;) {
        refused = await fetch(`${t.baseUrl}/api/exercises`);
        if (refused.status === 503) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers.get('retry-after')).toBe('1');
      expect(await refused?.json()).toEqual({ detail: 'The server is busy right now. Please try again in a moment.' });
      // Every place taken: readiness says so at once, for a load balancer to send traffic elsewhere.
      expect((await fetch(`${t.baseUrl}/api/ready`)).status).toBe(503);

      release(); // the held call ends: its place is given back
      expect((await waiting).status).toBe(200);
      let status = 503;
      for (const until = Date.now() + 10_000; status === 503 && Date.now() < until;) {
        status = (await fetch(`${t.baseUrl}/api/exercises`)).status;
        if (status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(200);
      expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      release();
      await transaction;
      await t.stop();
    }
  }, 60_000);
});
