import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe('the coach chat through the server, with no model configured', () => {
  let t: TestServer;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer();
    user = await t.client.createUser(onboarding({ first_name: 'Noor', injuries: 'left knee' }));
  });
  afterAll(() => t?.stop());

  it('given a how-to question, when asked, then the built-in coach answers from the library and speaks it', async () => {
    const api = t.clientFor(user.token);
    const reply = await api.chat({ user_id: user.id, message: 'How do I do a goblet squat?' });
    expect(reply.response_script).toMatch(/goblet squat/i);
    expect(reply.voice_generated).toBe(true);
    expect(reply.voice_url).toMatch(/^\/api\/media\/[0-9a-f-]+\.mp3\?/);
    const audio = await fetch(`${t.baseUrl}${reply.voice_url}`);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(reply.message).toMatchObject({ type: 'avatar', content: reply.response_script });
  }, 60_000);

  it('given a logged personal best, when asked about progress, then the answer uses it and is marked enhanced', async () => {
    const api = t.clientFor(user.token);
    await api.addPersonalBest(user.id, { exercise_name: 'push_up', value: 27, unit: 'reps' });
    const reply = await api.chat({ user_id: user.id, message: 'What are my personal bests?' });
    expect(reply.response_script).toMatch(/27/);
    expect(reply.enhanced).toBe(true);
  }, 60_000);

  it('given a conversation, when the history is read, then both sides are there in order', async () => {
    const history = await t.clientFor(user.token).listChat(user.id);
    expect(history.map((m) => m.type)).toEqual(['user', 'avatar', 'user', 'avatar']);
    expect(history[0]!.content).toBe('How do I do a goblet squat?');
  });

  it('given a blank message, when sent, then 400 and nothing is stored', async () => {
    const api = t.clientFor(user.token);
    await expect(api.chat({ user_id: user.id, message: '   ' })).rejects.toMatchObject({
      status: 400,
      detail: 'message: Message cannot be blank',
    });
    expect(await api.listChat(user.id)).toHaveLength(4);
  });
});

/** A small OpenAI-compatible server on loopback: answers with a fixed reply, or fails on demand. */
function fakeModel(behaviour: { fail: boolean }) {
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push(JSON.parse(raw));
      if (behaviour.fail) {
        res.writeHead(500).end('{"error":"boom"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const word of ['Model ', 'says: ', 'squeeze ', 'your glutes.']) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  return { server, requests };
}

describe('the coach chat with an OpenAI-compatible model configured', () => {
  const behaviour = { fail: false };
  const model = fakeModel(behaviour);
  let t: TestServer;
  let user: { id: string; token: string };
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const { port } = model.server.address() as { port: number };
    t = await startTestServer('pglite', {
      llm: { url: `http://127.0.0.1:${port}/v1`, model: 'fake-coach', apiKey: 'sk-test' },
    });
    user = await t.client.createUser(onboarding({ first_name: 'Ines' }));
  });
  afterAll(async () => {
    await t?.stop();
    model.server.close();
  });

  it('given a working model, when asked, then its reply comes back, grounded in the user', async () => {
    const reply = await t.clientFor(user.token).chat({ user_id: user.id, message: 'Any tips for my hip thrust?' });
    expect(reply.response_script).toBe('Model says: squeeze your glutes.');
    expect(reply.enhanced).toBe(true);
    expect(JSON.stringify(model.requests.at(-1))).toContain('Ines');
  }, 60_000);

  it('given a failing model, when asked, then the built-in coach answers instead', async () => {
    behaviour.fail = true;
    const reply = await t.clientFor(user.token).chat({ user_id: user.id, message: 'How do I do a goblet squat?' });
    expect(reply.response_script).toMatch(/goblet squat/i);
    expect(reply.response_script).not.toMatch(/Model says/);
  }, 60_000);
});
