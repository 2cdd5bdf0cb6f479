import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { RouteDefinition } from '@spotter/core/api';
import { describeErrors, fieldErrors } from '@spotter/core/rules';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import { sha256 } from '../store/secrets.js';
import { findSessionByTokenHash, sessionExists } from '../store/users.js';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from './errors.js';
import { readMultipart, type ReceivedFile } from './multipart.js';
import { responseSerializer } from './serializer.js';
import { sharedBody, type SharedBody } from './shared-body.js';

const JSON_TYPE = 'application/json; charset=utf-8';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Call<R extends RouteDefinition> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  /** The JSON body, or the multipart fields, parsed with the route's schema. */
  body: R extends { body: z.ZodType }
    ? z.output<R['body']>
    : R extends { multipart: { fields: infer F } }
      ? Out<F>
      : undefined;
  /** The uploaded file, already checked by content and size, waiting in the media store's incoming area. */
  file: ReceivedFile | null;
  /** The user the token belongs to (user-scoped calls; optional-auth calls when a token was sent). */
  userId: R['auth'] extends 'user' ? string : R['auth'] extends 'optional' ? string | null : null;
  user: R['auth'] extends 'user' ? UserRow : R['auth'] extends 'optional' ? UserRow | null : null;
  /** The session (device) the token belongs to. */
  sessionId: R['auth'] extends 'user' ? string : R['auth'] extends 'optional' ? string | null : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeErrors(fieldErrors(result.error)));
  return result.data;
}

/** Multipart carries lists as JSON-encoded strings (spec §7). */
function decodeFields(fields: Record<string, string>, schema: z.ZodObject): Record<string, unknown> {
  const decoded: Record<string, unknown> = { ...fields };
  for (const [key, value] of Object.entries(fields)) {
    const field = (schema.shape as Record<string, z.ZodType | undefined>)[key];
    if (!field || field.safeParse([]).success === false || !value.trim().startsWith('[')) continue;
    try {
      decoded[key] = JSON.parse(value);
    } catch {
      throw badRequest(`${key}: must be a JSON-encoded list, e.g. ["barbell","bench"]`);
    }
  }
  return decoded;
}

const TOKEN_GONE = 'That token is not valid any more (signed out, revoked, or its account deleted): sign in again';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * The user and session of the bearer token. Tokens that are not valid spend their address's budget, and past it get
 * 429; a valid token is never refused for what others at its address sent (a gym's Wi-Fi, an office's NAT). That
 * 429 against a 200 does tell a guesser a token worked, but tokens are 256 random bits: the budget slows scanners,
 * guessing was never feasible. Found tokens are cached for a few seconds (`caches/session-cache.ts`); revoking
 * through this process forgets them.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: UserRow; sessionId: string }> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const { badTokens } = request.server.guards;
  const tokenHash = sha256(token);
  const found = await ctx.sessions.lookup(tokenHash, () => findSessionByTokenHash(ctx.db, tokenHash));
  if (!found) {
    await badTokens.spend(request, reply);
    throw unauthorized(TOKEN_GONE);
  }
  return found;
}

/** The admin API exists only on a server given an admin token; a wrong token is told apart from a missing API. */
function authenticateAdmin(ctx: AppContext, request: FastifyRequest) {
  const expected = ctx.config.adminToken;
  if (!expected) throw notFound(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  const token = bearerToken(request);
  if (!token) throw unauthorized('This call needs the admin token (Authorization: Bearer $SPOTTER_ADMIN_TOKEN)');
  // Hashes have equal lengths, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(Buffer.from(sha256(token)), Buffer.from(sha256(expected))))
    throw unauthorized('That admin token is not valid');
}

async function identify(ctx: AppContext, route: RouteDefinition, request: FastifyRequest, reply: FastifyReply) {
  if (route.auth === 'user') return authenticate(ctx, request, reply);
  if (route.auth === 'optional' && bearerToken(request)) return authenticate(ctx, request, reply);
  if (route.auth === 'admin') authenticateAdmin(ctx, request);
  return null;
}

/** A handler's answer to a call sent with its route's `accepted` query (`?async=1`): 202 and this body. */
export class Accepted<T> {
  constructor(readonly body: T) {}
}

/**
 * A handler's answer to a call sent with its route's `progress` query (`?progress=1`): it has sent its event stream
 * itself (`openEventStream`) and written the last event, so nothing more is sent.
 */
export class Streamed {}

/** A create call's answer to a resend with a client id it already saw: the route's `replayed` status (200) and this body. */
export class Replayed<T> {
  constructor(readonly body: T) {}
}

export interface ImplementOptions {
  /** Runs once the caller is known and before the body is read (a budget refuses a 200 MB upload before it is sent). */
  before?: (call: { request: FastifyRequest; reply: FastifyReply; userId: string | null }) => Promise<void>;
}

/** Registers one call of the contract: validation, auth and the response shape come from the route object. */
export function implement<R extends RouteDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  route: R,
  handler: (
    call: Call<R>,
  ) => Promise<
    | z.input<R['response']>
    | (R extends { accepted: { response: infer A extends z.ZodType } } ? Accepted<z.input<A>> : never)
    | (R extends { replayed: 200 } ? Replayed<z.input<R['response']>> : never)
    | (R extends { progress: object } ? Streamed : never)
  >,
  options: ImplementOptions = {},
) {
  // JSON answers are written by a serializer compiled from the response schema; a text or event-stream answer is
  // checked with zod and sent as it is.
  const serialize = route.produces
    ? null
    : responseSerializer(route.response, { check: ctx.config.checkResponses, name: `${route.method} ${route.path}` });
  // A frozen answer is shared and never changes (the library cache's lists, a signed-in user's own row): it is written
  // as JSON and compressed once, then the same bytes go to every caller. The latest used are kept, up to a count and
  // to 8 MB of JSON per route (a cache's answer is replaced on its next write, and the old one ages out here).
  const written = new LRUCache<object, SharedBody>({
    max: 1000,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.bytes),
  });
  const send = (request: FastifyRequest, reply: FastifyReply, result: unknown) => {
    if (!serialize) return reply.code(route.status).send(route.response.parse(result));
    if (typeof result !== 'object' || result === null || !Object.isFrozen(result)) {
      return reply.code(route.status).type(JSON_TYPE).send(serialize(result));
    }
    let body = written.get(result);
    if (body === undefined) {
      body = sharedBody(serialize(result), JSON_TYPE);
      written.set(result, body);
    }
    return body.send(request, reply.code(route.status));
  };
  // A call under /users/:id is the caller's own: another user's id is refused.
  const ownedByPathUser = route.path.startsWith('/users/:id');
  app.route({
    method: route.method,
    url: `/api${route.path}`,
    handler: async (request, reply) => {
      const identity = await identify(ctx, route, request, reply);
      try {
        return await answer(request, reply, identity);
      } catch (err) {
        throw identity ? await signedOutMeanwhile(ctx, identity.sessionId, err) : err;
      }
    },
  });

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: { user: UserRow; sessionId: string } | null,
  ) {
    const user = identity?.user ?? null;
    const userId = user?.id ?? null;
    const sessionId = identity?.sessionId ?? null;
    const params = route.params ? parse(route.params, request.params) : undefined;
    const query = route.query ? parse(route.query, request.query) : undefined;
    if (userId && ownedByPathUser && (params as { id?: string } | undefined)?.id !== userId) throw forbidden();
    await options.before?.({ request, reply, userId });

    let body: unknown;
    let file: ReceivedFile | null = null;
    try {
      if (route.multipart && request.isMultipart()) {
        // A file arrives at the client's pace and is then worked on by a worker thread: neither holds the event loop.
        request.stepAside();
        const kind = route.multipart.file;
        const maxBytes = {
          video: ctx.config.maxVideoBytes,
          image: ctx.config.maxImageBytes,
          csv: ctx.config.maxImportBytes,
          none: ctx.config.maxImageBytes,
        }[kind ?? 'none'];
        const received = await readMultipart(request, { file: kind, maxBytes, store: ctx.media });
        file = received.file;
        body = parse(route.multipart.fields, decodeFields(received.fields, route.multipart.fields));
        if (kind && !file) throw badRequest(`file: attach the ${kind} as the 'file' field`);
      } else if (route.body) {
        // No body reads as {}; a JSON null (or any other non-object) is refused by the schema like any wrong shape.
        body = parse(route.body, request.body === undefined ? {} : request.body);
      } else if (route.multipart) {
        throw new HttpError(415, 'Send this call as multipart/form-data');
      }
      const claimed = (body as { user_id?: string } | undefined)?.user_id;
      if (userId && claimed && claimed !== userId) throw forbidden();

      const result = await handler({ params, query, body, file, userId, user, sessionId, request, reply } as Call<R>);
      if (result instanceof Streamed && route.progress) return reply;
      if (result instanceof Accepted && route.accepted)
        return reply.code(202).send(route.accepted.response.parse(result.body));
      if (result instanceof Replayed && route.replayed)
        return reply.code(route.replayed).send(route.response.parse(result.body));
      if (route.status === 204) return reply.code(204).send();
      // A preview (an import's dry run) stored nothing: 200, not the call's 201.
      if (route.preview && query?.[route.preview.query] === true) {
        return reply.code(200).send(route.response.parse(result));
      }
      return send(request, reply, result);
    } finally {
      // The handler moves the file into the store when it keeps it; whatever is still incoming is discarded.
      if (file) await ctx.media.discard(file.incomingPath);
    }
  }
}

/**
 * A call that failed may have failed because its token's session or account went meanwhile: deleted through another
 * server process while this one still had the token cached (or during the call). Then the answer is the 401 of a
 * token no longer valid, not whatever the missing rows led to (a foreign key's 500, a 404). Any other failure, or
 * a database that cannot say, keeps its own answer.
 */
async function signedOutMeanwhile(ctx: AppContext, sessionId: string, err: unknown): Promise<unknown> {
  if (err instanceof HttpError && (err.statusCode === 401 || err.statusCode === 429)) return err;
  const exists = await sessionExists(ctx.db, sessionId).catch(() => true);
  if (exists) return err;
  ctx.sessions.forgetSession(sessionId);
  return unauthorized(TOKEN_GONE);
}
