import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamChat } from '@spotter/core/api';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

type Mode = 'stream' | 'fail' | 'hang';

/** An OpenAI-compatible model on loopback that streams its tokens, fails, or sends one token and waits. */
function fakeModel() {
  const state = {
    mode: 'stream' as Mode,
    release: () => {},
    closed: 0,
    requests: [] as { messages: { role: string; content: string }[] }[],
  };
  const token = (res: ServerResponse, content: string) =>
    res.write(`data: ${JSON.stringify({ model: 'fake-coach', choices: [{ delta: { content } }] })}\n\n`);
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      state.requests.push(JSON.parse(raw) as { messages: { role: string; content: string }[] });
      res.on('close', () => (state.closed += 1));
      if (state.mode === 'fail') {
        res.writeHead(500).end('{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      token(res, 'Rest ');
      if (state.mode === 'hang') return;
      // The rest only once the test has seen the first token come through the server: proof that it streams.
      state.release = () => {
        for (const word of ['2-5 minutes ', 'between ', 'heavy sets.']) token(res, word);
        res.end('data: [DONE]\n\n');
      };
    });
  });
  return { server, state };
}

describe('POST /api/avatar/enhanced-chat/stream', () => {
  const model = fakeModel();
  let t: TestServer;
  let user: { id: string; token: string };
  const transport = () => ({ apiRoot: `${t.baseUrl}/api`, fetch, token: () => user.token });

  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const { port } = model.server.address() as { port: number };
    t = await startTestServer('pglite', {
      llm: { url: `http://127.0.0.1:${port}/v1`, model: 'fake-coach', apiKey: null },
    });
    user = await t.client.createUser(onboarding({ first_name: 'Ines' }));
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
    model.server.close();
  });

  it("given a model, when a message is sent, then its tokens arrive as they are made, then done carries the spec's reply", async () => {
    model.state.mode = 'stream';
    const deltas: string[] = [];
    const reply = await streamChat(transport(), {
      userId: user.id,
      message: 'How long should I rest between sets?',
      onDelta: (text) => {
        deltas.push(text);
        if (deltas.length === 1) model.state.release();
      },
    });
    expect(deltas).toEqual(['Rest ', '2-5 minutes ', 'between ', 'heavy sets.']);
    expect(reply.response_script).toBe('Rest 2-5 minutes between heavy sets.');
    expect(reply.message).toMatchObject({ type: 'avatar', content: reply.response_script });
    expect(['spoken', 'busy', 'unavailable']).toContain(reply.voice_status);
    expect(JSON.stringify(model.state.requests.at(-1))).toContain('Ines');
    const history = await t.clientFor(user.token).listChat(user.id);
    expect(history.slice(-2).map((m) => m.content)).toEqual([
      'How long should I rest between sets?',
      reply.response_script,
    ]);
  }, 120_000);

  it('given voice: false, when a message is sent, then done comes with the text only (no voice made) and the turn is kept', async () => {
    model.state.mode = 'stream';
    const reply = await streamChat(transport(), {
      userId: user.id,
      message: 'Text only, please',
      voice: false,
      onDelta: () => model.state.release(),
    });
    expect(reply).toMatchObject({
      voice_status: 'skipped',
      voice_url: null,
      voice_generated: false,
      avatar_video_url: null,
    });
    const history = await t.clientFor(user.token).listChat(user.id);
    expect(history.slice(-2).map((m) => m.content)).toEqual(['Text only, please', reply.response_script]);
  }, 120_000);

  it('given a follow-up, when sent, then the model is given the earlier turns', async () => {
    model.state.mode = 'stream';
    await streamChat(transport(), {
      userId: user.id,
      message: 'and for deadlifts?',
      onDelta: () => model.state.release(),
    });
    const messages = model.state.requests.at(-1)?.messages ?? [];
    expect(messages.map((m) => m.content)).toContain('How long should I rest between sets?');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'and for deadlifts?' });
  }, 120_000);

  it('given a failing model, when sent, then the built-in coach streams its answer and done says the same', async () => {
    model.state.mode = 'fail';
    const deltas: string[] = [];
    const reply = await streamChat(transport(), {
      userId: user.id,
      message: 'What should I eat before training?',
      onDelta: (d) => deltas.push(d),
    });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(reply.response_script);
    expect(reply.response_script).toMatch(/2-3 hours/);
  }, 120_000);

  it('given a client that leaves mid-reply, when it aborts, then the model is stopped and nothing is kept', async () => {
    model.state.mode = 'hang';
    const before = (await t.clientFor(user.token).listChat(user.id)).length;
    const closedBefore = model.state.closed;
    const controller = new AbortController();
    const pending = streamChat(transport(), {
      userId: user.id,
      message: 'tempo for squats?',
      signal: controller.signal,
      onDelta: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => model.state.closed, { timeout: 10_000 }).toBeGreaterThan(closedBefore);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.clientFor(user.token).listChat(user.id)).toHaveLength(before);
  }, 120_000);

  it('given no token or a blank message, when sent, then the usual JSON errors come back', async () => {
    await expect(
      streamChat({ ...transport(), token: () => null }, { userId: user.id, message: 'hi' }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(streamChat(transport(), { userId: user.id, message: '   ' })).rejects.toMatchObject({
      status: 400,
      detail: 'message: Message cannot be blank',
    });
  }, 60_000);
});
