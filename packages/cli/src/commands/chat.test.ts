import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sseEvent, type FetchLike, type HttpRequestInit } from '@spotter/core/api';
import type { ChatReply } from '@spotter/core/schemas';
import { InterruptedError } from '../errors.js';
import { runCli } from '../index.js';
import { inProcessCli } from '../testing/in-process.js';

const TEXT = 'Keep your chest up and sit back as if into a chair. Three sets of eight.';
const reply: ChatReply = {
  response_script: TEXT,
  avatar_video_url: null,
  voice_url: '/api/media/voice.mp3',
  voice_generated: true,
  voice_status: 'spoken',
  enhanced: false,
  message: {
    id: 'm1',
    type: 'avatar',
    content: TEXT,
    avatar_video_url: null,
    voice_url: '/api/media/voice.mp3',
    voice_generated: true,
    enhanced: false,
    timestamp: '2026-03-09T09:00:00.000Z',
  },
};

/** The reply as the server answers a text-only request (`voice: false`). */
const textOnly: ChatReply = {
  ...reply,
  voice_url: null,
  voice_generated: false,
  voice_status: 'skipped',
  message: { ...reply.message, voice_url: null, voice_generated: false },
};

/**
 * The chat stream endpoint as a test drives it: each `send` is one SSE event on the open body; the fetch remembers
 * the request and aborts the body when its signal does, as a real connection would.
 */
function chatServer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const requests: { path: string; init: HttpRequestInit }[] = [];
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const fetch: FetchLike = (url, init) => {
    requests.push({ path: new URL(url).pathname, init });
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    (init.signal as AbortSignal | undefined)?.addEventListener('abort', () =>
      controller.error(Object.assign(new Error('aborted'), { name: 'AbortError' })),
    );
    opened();
    return Promise.resolve({ ok: true, status: 200, statusText: 'OK', text: () => Promise.resolve(''), body });
  };
  const send = (...[event, data]: Parameters<typeof sseEvent>) =>
    controller.enqueue(new TextEncoder().encode(sseEvent(event, data)));
  return { fetch, requests, open, send, close: () => controller.close() };
}

describe('spotter chat streams the reply (in process, a scripted stream)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn('spt_1');
  });
  afterAll(() => cli.cleanup());

  /** Lets the CLI take in what was sent. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('given a reply coming in pieces, when chat runs, then each complete word is printed before the reply ends, and the whole reads as the reply', async () => {
    const server = chatServer();
    let printed = '';
    const stdout = { isTTY: false, columns: 40, write: (text: string) => (printed += text) };
    const running = runCli(['chat', 'How', 'deep?'], {
      stdin: { isTTY: false },
      stdout,
      stderr: { write: () => true },
      fetch: server.fetch,
      env: { SPOTTER_CONFIG_DIR: cli.configDir, SPOTTER_API_URL: 'http://spotter.test', NO_COLOR: '1' },
    });
    await server.open;
    expect(server.requests[0]!.path).toBe('/api/avatar/enhanced-chat/stream');
    expect(server.requests[0]!.init.headers.authorization).toBe('Bearer spt_1');
    // Without --voice the terminal asks for text only: the reply ends when its text does, no voice waited for.
    expect(JSON.parse(server.requests[0]!.init.body as string)).toEqual({
      user_id: 'u1',
      message: 'How deep?',
      message_type: 'user',
      voice: false,
    });
    server.send('delta', { text: 'Keep your chest up and sit ba' });
    await settle();
    expect(printed).toBe('Keep your chest up and sit');
    server.send('delta', { text: TEXT.slice('Keep your chest up and sit ba'.length) });
    server.send('done', textOnly);
    server.close();
    expect(await running).toBe(0);
    expect(printed).toBe('Keep your chest up and sit back as if\ninto a chair. Three sets of eight.\n');
  });

  it('given --voice, when chat runs, then the voice is asked for and its link printed after the text', async () => {
    const server = chatServer();
    const running = cli.run(['chat', 'How deep?', '--voice'], { fetch: server.fetch });
    await server.open;
    expect(JSON.parse(server.requests[0]!.init.body as string)).not.toHaveProperty('voice');
    server.send('delta', { text: TEXT });
    server.send('done', reply);
    server.close();
    const result = await running;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('voice: http://spotter.test/api/media/voice.mp3');
  });

  it('given --json, when the reply has streamed, then only the final answer is printed, as JSON', async () => {
    const server = chatServer();
    const running = cli.run(['chat', 'How deep?', '--json', '--voice'], { fetch: server.fetch });
    await server.open;
    server.send('delta', { text: TEXT });
    server.send('done', reply);
    server.close();
    const result = await running;
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      reply: TEXT,
      avatar_video_url: null,
      voice_url: 'http://spotter.test/api/media/voice.mp3',
      voice_generated: true,
      voice_status: 'spoken',
      enhanced: false,
    });
  });

  it('given Ctrl-C mid-reply, when the stream is cut, then the request is cancelled, the open line ended, nothing else said, exit 130', async () => {
    const server = chatServer();
    const interrupt = new AbortController();
    const running = cli.run(['chat', 'How deep?'], { fetch: server.fetch, signal: interrupt.signal });
    await server.open;
    server.send('delta', { text: 'Keep your chest up and ' });
    await settle();
    interrupt.abort(new InterruptedError('SIGINT'));
    const result = await running;
    expect(result.code).toBe(130);
    expect((server.requests[0]!.init.signal as AbortSignal).aborted).toBe(true);
    expect(result.stdout).toBe('Keep your chest up and\n');
    expect(result.stderr).toBe('');
  });
});
