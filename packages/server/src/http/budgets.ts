import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

export interface BudgetOptions {
  /** Keeps the counters of different budgets apart in the shared store. */
  name: string;
  /** Requests allowed per window; 0 switches the budget off. */
  max: number;
  windowMs: number;
  /** What is counted: the caller's address by default. */
  key?: (request: FastifyRequest) => string | null;
  /** The sentence before "try again in …". */
  what: string;
}

export interface Budget {
  /** Counts one request and refuses it with 429 when the budget is spent. */
  spend(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Refuses with 429 when the budget is already spent, without counting this request. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const inWords = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * A request budget on @fastify/rate-limit's store (in memory, per server process): per address or per any key,
 * checked where the route decides (after the body is read, or only on failures).
 */
export function createBudget(app: FastifyInstance, options: BudgetOptions): Budget {
  const keyOf = (request: FastifyRequest) => {
    const key = options.key ? options.key(request) : request.ip;
    return key === null ? null : `${options.name}:${key}`;
  };
  const limiter = app.createRateLimit({ max: options.max, timeWindow: options.windowMs, keyGenerator: (request) => keyOf(request) ?? '' });
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `${options.what}: try again in ${inWords(seconds)}`);
  };
  const run = async (request: FastifyRequest, reply: FastifyReply, increment: boolean) => {
    if (options.max <= 0 || keyOf(request) === null) return;
    const state = await limiter(request, { increment });
    if (state.isAllowed) return;
    const spent = increment ? state.isExceeded : state.remaining <= 0;
    if (spent) refuse(reply, Math.max(1, state.ttlInSeconds));
  };
  return {
    spend: (request, reply) => run(request, reply, true),
    check: (request, reply) => run(request, reply, false),
  };
}
