import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** Writes one event (already in server-sent-event form); nothing once the stream has ended or the client left. */
  write(event: string): void;
  end(): void;
}

/**
 * Starts a 200 answer of server-sent events; the handler writes them as its work goes and ends the stream. It opens
 * with a comment line (which readers skip), so the headers go out at once: the client learns the server has the
 * request (an upload's whole video) before the first event, which may wait for a busy analysis worker.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const events = new PassThrough();
  events.write(': open\n\n');
  void reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(events);
  return {
    write: (event) => {
      if (!events.writableEnded && !events.destroyed) events.write(event);
    },
    end: () => {
      events.end();
    },
  };
}
