import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config.js';
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
  /** Counts one request and refuses it with 429 when the budget is spent; `key` overrides the budget's own. */
  spend(request: FastifyRequest, reply: FastifyReply, key?: string): Promise<void>;
  /** Refuses with 429 when the budget is already spent, without counting this request. */
  check(request: FastifyRequest, reply: FastifyReply, key?: string): Promise<void>;
}

const inWords = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * A request budget on @fastify/rate-limit's store (in memory, per server process): per address or per any key,
 * checked where the route decides (after the body is read, or only on failures).
 */
export function createBudget(app: FastifyInstance, options: BudgetOptions): Budget {
  if (!app.hasRequestDecorator('budgetKeys')) app.decorateRequest('budgetKeys', null);
  const keyOf = (request: FastifyRequest) => {
    const key = request.budgetKeys?.[options.name] ?? (options.key ? options.key(request) : request.ip);
    return key === null ? null : `${options.name}:${key}`;
  };
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => keyOf(request) ?? '',
  });
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `${options.what}: try again in ${inWords(seconds)}`);
  };
  const run = async (request: FastifyRequest, reply: FastifyReply, increment: boolean, key?: string) => {
    if (key !== undefined) request.budgetKeys = { ...request.budgetKeys, [options.name]: key };
    if (options.max <= 0 || keyOf(request) === null) return;
    const state = await limiter(request, { increment });
    if (state.isAllowed) return;
    const spent = increment ? state.isExceeded : state.remaining <= 0;
    if (spent) refuse(reply, Math.max(1, state.ttlInSeconds));
  };
  return {
    spend: (request, reply, key) => run(request, reply, true, key),
    check: (request, reply, key) => run(request, reply, false, key),
  };
}

const HOUR = 3600_000;
const QUARTER_HOUR = 15 * 60_000;

/** The budgets every route shares, made once per app (the rate-limit plugin must be registered first). */
export function createGuards(app: FastifyInstance, limits: RateLimits) {
  return {
    badTokens: createBudget(app, {
      name: 'bad-token',
      max: limits.failedTokensPerAddress,
      windowMs: QUARTER_HOUR,
      what: 'Too many calls with a token that is not valid from this address',
    }),
    // Wrong sign-ins and wrong proofs behind a token (re-authentication) spend one budget per account (its email,
    // given as the key): guessing a password is as slow through either door.
    failedProofs: createBudget(app, {
      name: 'sign-in-account',
      max: limits.signInsPerAccount,
      windowMs: QUARTER_HOUR,
      key: () => null,
      what: 'Too many failed sign-ins for this account',
    }),
    chats: createBudget(app, {
      name: 'chat',
      max: limits.chatsPerHour,
      windowMs: HOUR,
      what: 'You have sent the coach a lot of messages this hour',
    }),
    uploads: createBudget(app, {
      name: 'upload',
      max: limits.uploadsPerHour,
      windowMs: HOUR,
      what: 'You have uploaded a lot of sets this hour',
    }),
  };
}
export type Guards = ReturnType<typeof createGuards>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The keys a route gave its budgets for this request (an account's email), by budget name. */
    budgetKeys: Record<string, string> | null;
  }
  interface FastifyInstance {
    /** The budgets every route shares (`registerGuards`). */
    guards: Guards;
  }
}

/** Makes the app's shared budgets, once, as `app.guards` (after the rate-limit plugin). */
export function registerGuards(app: FastifyInstance, limits: RateLimits): void {
  app.decorate('guards', createGuards(app, limits));
}

/** The account budget of failed proofs for the services (services/accounts.ts), counted against this request. */
export const proofBudget = (request: FastifyRequest, reply: FastifyReply) => ({
  check: (account: string) => request.server.guards.failedProofs.check(request, reply, account),
  spend: (account: string) => request.server.guards.failedProofs.spend(request, reply, account),
});
