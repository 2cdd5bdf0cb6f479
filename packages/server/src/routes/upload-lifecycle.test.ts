import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { readdir, readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../config.js';
import { waitFor } from '../testing/spotter-binary.js';
import { makeClip, makeSamples } from '../testing/media-samples.js';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** Polls an async condition until it holds or the time is up (then the assertions that follow say what is wrong). */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A multipart body holding one video part, split so a test can send only its beginning. */
async function multipartVideo(path: string) {
  const boundary = 'spotter-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="exercise_name"\r\n\r\nsquat\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="set.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, await readFile(path), tail]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('an upload that stalls or is cancelled leaves nothing behind', () => {
  let t: TestServer;
  let samples: Awaited<ReturnType<typeof makeSamples>>;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer('pglite', { bodyTimeoutMs: 700 });
    samples = await makeSamples();
    user = await t.client.createUser(onboarding());
  });
  afterAll(async () => {
    await t?.stop();
    await rm(samples.dir, { recursive: true, force: true });
  });

  const incoming = () => readdir(`${mediaDirOf(t.config)}/.incoming`);
  const storedFiles = async () => (await readdir(mediaDirOf(t.config))).filter((name) => !name.startsWith('.'));
  const rowsOf = async () => ({
    media: (await t.server.context.db.selectFrom('media').select('id').where('user_id', '=', user.id).execute()).length,
    bests: (
      await t.server.context.db.selectFrom('personal_bests').select('id').where('user_id', '=', user.id).execute()
    ).length,
  });

  it('given a client that sends half an upload and goes silent, when the body timeout passes, then the connection is dropped and the partial file removed', async () => {
    const { body, contentType } = await multipartVideo(samples.video);
    const { port } = new URL(t.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/upload-exercise HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${user.token}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, Math.floor(body.length / 2)));
    await waitFor(() => closed, 10_000, 'the server to drop the stalled connection');
    await eventually(async () => (await incoming()).length === 0, 5_000);
    expect(await incoming()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('given a client that cancels while its set is being analysed, when the analysis ends, then nothing is stored: no media, no file, no best', async () => {
    const clip = await makeClip(samples.dir, 20);
    const { body, contentType } = await multipartVideo(clip);
    const before = await rowsOf();
    const req = httpRequest(`${t.baseUrl}/api/upload-exercise`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType, 'content-length': body.length },
    });
    req.on('error', () => undefined);
    req.end(body);
    // The body is in once the incoming file is complete; then the analysis runs, and the client gives up.
    await eventually(async () => (await incoming()).length > 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    req.destroy();
    await eventually(async () => (await incoming()).length === 0, 30_000);
    expect(await incoming()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(await rowsOf()).toEqual(before);
  }, 60_000);

  it('given an upload whose analysis outlasts the idle timeout, when the body is in, then the answer still arrives (the timeout guards arrival only)', async () => {
    const clip = await makeClip(samples.dir, 8);
    const { body, contentType } = await multipartVideo(clip);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${t.baseUrl}/api/upload-exercise`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType, 'content-length': body.length },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.end(body);
    });
    // An 8 s clip's analysis takes seconds of silence, well past the 700 ms idle timeout (a longer one only made the
    // test slow enough to time out on a loaded machine).
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ analysis: { duration_sec: 8 } });
  }, 120_000);
});

describe('a request whose answer takes longer than the body timeout', () => {
  it('given a body that is in, when the answer takes longer than the idle timeout, then it still arrives (the timeout guards arrival only)', async () => {
    const t = await startTestServer('pglite', { bodyTimeoutMs: 300 });
    try {
      const user = await t.client.createUser(onboarding());
      // A cold voice thread (started from TypeScript sources) takes well over 300 ms before the reply is sent.
      const reply = await t.clientFor(user.token).chat({ user_id: user.id, message: 'How do I do a goblet squat?' });
      expect(reply.voice_status).toBe('spoken');
      expect(reply.response_script).toMatch(/goblet/i);
    } finally {
      await t.stop();
    }
  }, 120_000);
});
