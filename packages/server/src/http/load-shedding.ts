import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Pressure } from '../defaults.js';

export { DEFAULT_PRESSURE, type Pressure } from '../defaults.js';

/** Always answered: a load balancer's probes must see a busy server as alive, not as down. */
const PROBES = new Set(['/api/health', '/api/ready']);

/** Seconds a client is asked to wait when the event loop lags (a spell of overload), and when all places are taken. */
const RETRY_AFTER_SECONDS = { lagging: 5, full: 1 };

/** The refusal: 503 with when to come back, in the same { detail } shape as every other error. */
const refuse = (reply: FastifyReply, retryAfterSeconds: number, detail: string) =>
  void reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ detail });

/**
 * Answers 503 + Retry-After past the limit of requests in flight, and while the event loop lags past its limit, so
 * a flood degrades into quick refusals rather than every request waiting seconds.
 */
export async function registerLoadShedding(app: FastifyInstance, pressure: Pressure): Promise<void> {
  app.decorateRequest('heldPlace', null);
  app.decorateRequest('stepAside', function stepAside(this: FastifyRequest) {
    this.heldPlace?.();
  });
  const counter = { inFlight: 0 };
  app.decorate('load', (): Load => ({
    in_flight: counter.inFlight,
    max_in_flight: pressure.maxInFlight,
    full: pressure.maxInFlight > 0 && counter.inFlight >= pressure.maxInFlight,
  }));
  if (pressure.maxInFlight > 0) limitInFlight(app, pressure.maxInFlight, counter);
  if (pressure.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    sampleInterval: pressure.sampleIntervalMs,
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'shedding load: the server is overloaded');
      refuse(
        reply,
        RETRY_AFTER_SECONDS.lagging,
        'The server is overloaded right now. Please try again in a few seconds.',
      );
    },
  });
}

/** How loaded this instance is: what /api/health says and /api/ready acts on. */
export interface Load {
  /** Requests being worked on now (their bodies arrived; waiting on a worker thread does not count). */
  in_flight: number;
  /** The most let in at once (SPOTTER_MAX_IN_FLIGHT; 0: no limit). */
  max_in_flight: number;
  /** Every place is taken: the next request gets 503 at once. */
  full: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    load(): Load;
  }
  interface FastifyRequest {
    /**
     * Gives back this request's place among those in flight while it waits on a worker thread (a video's analysis,
     * a spoken reply): the event loop is free for others meanwhile. Does nothing when no place is held.
     */
    stepAside(): void;
    /** Gives back this request's place in flight, while it holds one. */
    heldPlace: (() => void) | null;
  }
}

/**
 * Admission: at most `max` requests are worked on at once, so the ones let in are answered in milliseconds and the
 * rest are told at once to come back (503 + Retry-After), where a queue behind a busy event loop would make every
 * request wait seconds. A place is taken once the request's body has arrived (preValidation: a JSON body is parsed by
 * then; an upload streams its file later, stepping aside), so a client sending its body a byte at a time holds a
 * socket, never a place. It is held until the response is sent or the client goes away.
 */
function limitInFlight(app: FastifyInstance, max: number, counter: { inFlight: number }) {
  app.addHook('preValidation', (request, reply, done) => {
    if (PROBES.has(request.url.split('?')[0]!)) return done();
    if (counter.inFlight >= max)
      return refuse(reply, RETRY_AFTER_SECONDS.full, 'The server is busy right now. Please try again in a moment.');
    counter.inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      counter.inFlight -= 1;
      request.heldPlace = null;
    };
    request.heldPlace = release;
    reply.raw.once('close', release);
    done();
  });
}
