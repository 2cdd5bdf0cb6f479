import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../testing/fake-llm-server.js';
import { makeMedia } from '../testing/media.js';
import { recognizeWithVisionModel } from './vision-model.js';

const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
const sendJson = (res: ServerResponse, status: number, text: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(text);

let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let dir: string;
let imagePath: string;

beforeAll(async () => {
  fake = await startFakeLlm([]);
  dir = await mkdtemp(join(tmpdir(), 'spotter-vision-'));
  imagePath = join(dir, 'gym.png');
  // A real (tiny, grey) image made by the same ffmpeg the coach uses.
  await makeMedia('-f', 'lavfi', '-i', 'color=c=gray:s=64x48', '-frames:v', '1', imagePath);
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

describe('recognizeWithVisionModel', () => {
  it('Given a model that sees equipment, then our names come back and unknown ones are ignored', async () => {
    fake.reply = (_body, res) =>
      sendJson(
        res,
        200,
        completion(
          '```json\n{"equipment":[{"name":"Kettlebell","confidence":0.9},{"name":"bench","confidence":0.55},{"name":"spaceship","confidence":0.99}]}\n```',
        ),
      );
    const result = await recognizeWithVisionModel({
      imagePath,
      llm: { url: fake.url, model: 'llava', apiKey: 'sk-test' },
    });
    expect(result).toEqual({
      ok: true,
      items: [
        { name: 'kettlebells', confidence: 0.9 },
        { name: 'bench', confidence: 0.55 },
      ],
      ignored: ['spaceship'],
    });
    const request = fake.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('llava');
    const parts = request?.body.messages?.[0]?.content as { text?: string; image_url?: { url: string } }[];
    expect(parts[0]?.text).toContain('Use only these names');
    expect(parts[1]?.image_url?.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });

  it('Given a reply that is not the asked JSON, then it is a bad_response value', async () => {
    fake.reply = (_body, res) => sendJson(res, 200, completion('I can see a nice gym with a bench!'));
    const result = await recognizeWithVisionModel({
      imagePath,
      llm: { url: `${fake.url}/chat/completions`, model: 'm' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'bad_response' });
  });

  it('Given a body that is not JSON at all, then it is a bad_response value', async () => {
    fake.reply = (_body, res) => sendJson(res, 200, '{"choices": [');
    expect(await recognizeWithVisionModel({ imagePath, llm: { url: fake.url, model: 'm' } })).toMatchObject({
      ok: false,
      reason: 'bad_response',
    });
  });

  it('Given one 500 then success, then it retries once and succeeds', async () => {
    let calls = 0;
    fake.reply = (_body, res) => {
      calls += 1;
      if (calls === 1) sendJson(res, 500, '{"error":"overloaded"}');
      else sendJson(res, 200, completion('{"equipment":[]}'));
    };
    expect(await recognizeWithVisionModel({ imagePath, llm: { url: fake.url, model: 'm' } })).toEqual({
      ok: true,
      items: [],
      ignored: [],
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('Given 500s twice, then it gives up with an http_error value after one retry', async () => {
    fake.reply = (_body, res) => sendJson(res, 503, '{"error":"down"}');
    const result = await recognizeWithVisionModel({ imagePath, llm: { url: fake.url, model: 'm' } });
    expect(result).toMatchObject({ ok: false, reason: 'http_error' });
    expect(result.ok ? '' : result.detail).toContain('503');
    expect(fake.requests).toHaveLength(2);
  });

  it('Given a 401, then it does not retry', async () => {
    fake.reply = (_body, res) => sendJson(res, 401, '{"error":"bad key"}');
    expect(await recognizeWithVisionModel({ imagePath, llm: { url: fake.url, model: 'm' } })).toMatchObject({
      ok: false,
      reason: 'http_error',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('Given a model that never answers, then it times out as a value', async () => {
    fake.reply = () => undefined;
    const started = Date.now();
    const result = await recognizeWithVisionModel({ imagePath, llm: { url: fake.url, model: 'm' }, timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('Given a model that starts answering but never finishes, then it times out as a value', async () => {
    fake.reply = (_body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices": [');
    };
    expect(
      await recognizeWithVisionModel({ imagePath, llm: { url: fake.url, model: 'm' }, timeoutMs: 300 }),
    ).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('Given nothing listening, then it is unreachable', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    expect(
      await recognizeWithVisionModel({ imagePath, llm: { url: `http://127.0.0.1:${port}`, model: 'm' } }),
    ).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('Given a file that is not an image, then it says so without calling the model', async () => {
    const notImage = join(dir, 'notes.txt');
    await writeFile(notImage, 'not an image');
    expect(await recognizeWithVisionModel({ imagePath: notImage, llm: { url: fake.url, model: 'm' } })).toMatchObject({
      ok: false,
      reason: 'unreadable_image',
    });
    expect(fake.requests).toHaveLength(0);
  });
});
