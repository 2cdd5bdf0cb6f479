import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './event-stream.js';

describe('openEventStream', () => {
  const app = Fastify();
  let release: () => void = () => {};
  let base = '';
  beforeAll(async () => {
    app.get('/events', (_request, reply) => {
      const stream = openEventStream(reply);
      // The first event waits, as an upload's analysis waits for a busy worker.
      release = () => {
        stream.write('event: progress\ndata: {"share_done":0.5}\n\n');
        stream.end();
      };
      return reply;
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('Given a stream whose first event waits, When a client asks, Then its answer (200, event-stream) arrives before that event', async () => {
    const answered = await Promise.race([
      fetch(`${base}/events`),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
    ]);
    expect(answered, 'no answer while the first event waited').not.toBeNull();
    expect(answered!.status).toBe(200);
    expect(answered!.headers.get('content-type')).toMatch(/^text\/event-stream/);
    release();
    const text = await answered!.text();
    expect(text).toBe(': open\n\nevent: progress\ndata: {"share_done":0.5}\n\n');
  });
});
