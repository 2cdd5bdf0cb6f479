import { describe, expect, it } from 'vitest';
import { sseEvent, streamChat } from './chat-stream.js';
import type { FetchLike } from './client.js';

const reply = {
  response_script: 'Rest 2-3 minutes.',
  avatar_video_url: null,
  voice_url: null,
  voice_generated: false,
  voice_status: 'busy',
  enhanced: true,
  message: {
    id: 'm1',
    type: 'avatar',
    content: 'Rest 2-3 minutes.',
    avatar_video_url: null,
    voice_url: null,
    voice_generated: false,
    enhanced: true,
    timestamp: '2026-03-09T09:00:00.000Z',
  },
} as const;

/** A fetch answering with these bytes, cut into pieces at awkward places, as a streamed body. */
function streamingFetch(body: string, pieceLength = 7, status = 200): FetchLike {
  const bytes = new TextEncoder().encode(body);
  return () =>
    Promise.resolve({
      ok: status < 400,
      status,
      statusText: String(status),
      text: () => Promise.resolve(body),
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += pieceLength) controller.enqueue(bytes.slice(i, i + pieceLength));
          controller.close();
        },
      }),
    });
}

const transport = (fetch: FetchLike) => ({ apiRoot: 'http://spotter.test/api', fetch, token: () => 'spt_x' });

describe('streamChat', () => {
  it('Given delta events then done, When read in pieces, Then each delta is passed on in order and done is the reply', async () => {
    const deltas: string[] = [];
    const body =
      sseEvent('delta', { text: 'Rest ' }) + sseEvent('delta', { text: '2-3 minutes.' }) + sseEvent('done', reply);
    const result = await streamChat(transport(streamingFetch(body)), {
      userId: 'u1',
      message: 'rest?',
      onDelta: (d) => deltas.push(d),
    });
    expect(deltas).toEqual(['Rest ', '2-3 minutes.']);
    expect(result).toEqual(reply);
  });

  it('Given a fetch without streamed bodies, When read, Then the whole reply still arrives', async () => {
    const deltas: string[] = [];
    const fetch: FetchLike = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        statusText: 'OK',
        text: () => Promise.resolve(sseEvent('delta', { text: 'Hi' }) + sseEvent('done', reply)),
      });
    expect(await streamChat(transport(fetch), { userId: 'u1', message: 'hi', onDelta: (d) => deltas.push(d) })).toEqual(
      reply,
    );
    expect(deltas).toEqual(['Hi']);
  });

  it('Given an error event or a stream cut off before done, When read, Then an ApiError says so', async () => {
    const failed =
      sseEvent('delta', { text: 'Re' }) + sseEvent('error', { detail: 'The coach could not finish this reply' });
    await expect(streamChat(transport(streamingFetch(failed)), { userId: 'u1', message: 'x' })).rejects.toMatchObject({
      status: 500,
      detail: 'The coach could not finish this reply',
    });
    await expect(
      streamChat(transport(streamingFetch(sseEvent('delta', { text: 'Re' }))), { userId: 'u1', message: 'x' }),
    ).rejects.toMatchObject({ status: 0 });
  });

  it('Given a refusal before the stream, When sent, Then the JSON detail is the error, and the request carried the token and spec body', async () => {
    const seen: { url: string; init: unknown }[] = [];
    const fetch: FetchLike = (url, init) => {
      seen.push({ url, init });
      return Promise.resolve({
        ok: false,
        status: 429,
        statusText: 'Too Many Requests',
        text: () => Promise.resolve(JSON.stringify({ detail: 'Slow down' })),
      });
    };
    await expect(streamChat(transport(fetch), { userId: 'u1', message: 'hi' })).rejects.toMatchObject({
      status: 429,
      detail: 'Slow down',
    });
    expect(seen[0]?.url).toBe('http://spotter.test/api/avatar/enhanced-chat/stream');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer spt_x', accept: 'text/event-stream' },
    });
    expect(JSON.parse((seen[0]?.init as { body: string }).body)).toEqual({
      user_id: 'u1',
      message: 'hi',
      message_type: 'user',
    });
  });
});
