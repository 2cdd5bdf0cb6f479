import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';

/** When the event loop falls this far behind, new requests are turned away for a moment instead of queueing up. */
export interface Pressure {
  /** 0 switches load shedding off. */
  maxEventLoopDelayMs: number;
  /** How often the loop's delay is sampled. */
  sampleIntervalMs: number;
}

export const DEFAULT_PRESSURE: Pressure = { maxEventLoopDelayMs: 1000, sampleIntervalMs: 500 };

/** Seconds a client is asked to wait when the server is shedding load. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Answers 503 + Retry-After while the event loop lags past its limit, so a flood degrades into quick refusals rather
 * than every request (health checks included) waiting seconds. The body is the same { detail } as every other error.
 */
export async function registerLoadShedding(app: FastifyInstance, pressure: Pressure): Promise<void> {
  if (pressure.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    sampleInterval: pressure.sampleIntervalMs,
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'shedding load: the server is overloaded');
      void reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: 'The server is overloaded right now. Please try again in a few seconds.' });
    },
  });
}
