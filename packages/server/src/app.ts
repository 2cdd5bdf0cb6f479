import type { Socket } from 'node:net';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from './context.js';
import { registerCompression, registerSecurityHeaders } from './delivery/security-headers.js';
import { registerWebApp } from './delivery/web-app.js';
import { HttpError, databaseUnavailable, mediaStoreUnavailable } from './http/errors.js';
import { registerGuards } from './http/budgets.js';
import { registerLoadShedding } from './http/load-shedding.js';
import { adminRoutes } from './routes/admin.js';
import { coachChatRoute } from './routes/coach-chat.js';
import { coachChatStreamRoute } from './routes/coach-chat-stream.js';
import { equipmentScanRoute } from './routes/equipment-scan.js';
import { jobRoutes } from './routes/jobs.js';
import { readyRoute } from './routes/ready.js';
import { uploadExerciseRoute } from './routes/upload-exercise.js';
import { exerciseRoutes } from './routes/exercises.js';
import { mcpRoutes } from './routes/mcp.js';
import { mediaRoutes } from './routes/media.js';
import { metaRoutes } from './routes/meta.js';
import { sessionRoutes } from './routes/sessions.js';
import { setRoutes } from './routes/sets.js';
import { workoutRoutes } from './routes/workouts.js';
import { importRoutes } from './routes/imports.js';
import { planExportRoutes } from './routes/plan-export.js';
import { userRoutes } from './routes/users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Clears the deadline of this request's JSON body (once it is in, or the request answered before). */
    bodyDeadline: (() => void) | null;
  }
}

export interface BuildAppOptions {
  /** `stream`: where log lines go (stdout when absent). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** A JSON body slower than this (after the idle timeout's allowance) is a client holding a socket, not sending. */
const SLOWEST_BODY_BYTES_PER_SECOND = 16 * 1024;

/** Query parameters that grant access when read from a log. */
const SECRET_PARAMS = new Set(['sig', 'token', 'access_token', 'sign_in_key', 'key', 'password']);
/** A query that may name one of them: a parameter name with a secret's letters in it, or escaped (`%73ig`, `+key`). */
const MAY_NAME_A_SECRET = /sig|token|key|password|[%+]/i;

/**
 * Signed media URLs grant access: their signatures stay out of the logs (tokens travel in headers, never logged).
 * Parameter names are read decoded, as the server reads them, so `%73ig=` is a signature too.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  // Most queries (the library's filters) name no secret and escape no name: they are logged as they came, without
  // splitting and decoding each parameter of every request.
  if (start < 0 || !MAY_NAME_A_SECRET.test(url.slice(start + 1))) return url;
  const kept = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [rawName = '', ...rest] = pair.split('=');
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as it came, but its value still goes when the name looks secret.
      }
      return rest.length && SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${kept.join('&')}`;
}

/** Load balancers' probes, asked every few seconds: their lines are for debugging, not for the operator's log. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * The request log: one line per answered request with what an operator reads (method, path without secrets, status,
 * milliseconds, the client's address); probes at debug level. A failure's own line (with its error) comes from the
 * error handler.
 */
function logAnswered(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0] ?? request.url;
  const level = PROBES.has(path) ? 'debug' : 'info';
  request.log[level](
    { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
    'answered',
  );
}

/** The Fastify app: /api per the contract, media, and the built web app when there is one. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      typeof options.logger === 'object'
        ? {
            ...options.logger,
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          }
        : (options.logger ?? false),
    // One line per request, written when it is answered (below), instead of Fastify's two (received, completed).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Idle sockets are dropped (a stalled upload frees its file within this); the whole request has its own deadline.
    trustProxy: ctx.config.trustProxy,
    connectionTimeout: ctx.config.bodyTimeoutMs,
    requestTimeout: ctx.config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // Fastify's own answer while closing has its { error } shape; ours below says it with { detail } like every other.
    return503OnClosing: false,
    // Errors Fastify raises before routing (a path that is not valid percent-encoding, a bad content type) get
    // the same { detail } body as every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      const detail =
        error.code === 'FST_ERR_BAD_URL' ? 'That address is not valid: check its percent-escapes' : error.message;
      void (reply as FastifyReply).code(status >= 500 ? 400 : status).send({ detail });
    },
  });

  // The idle timeout guards a request while it arrives. Once its body is in, the answer may take longer than that to
  // make (a chat reply under load, an upload's analysis): the timeout is lifted for the rest of the request and set
  // again for the next request on the same keep-alive connection. This is the one place that does so.
  // (app.inject's requests have a socket of their own without timeouts.)
  const idleTimeout = (request: FastifyRequest, ms: number) => {
    const socket = request.raw.socket as Partial<Socket> | undefined;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
  };
  app.addHook('preHandler', (request, _reply, done) => {
    // A JSON body was read before the handler; a multipart one is streamed by the handler, so its timeout is lifted
    // when the last byte has been read (a stalled upload still times out while it arrives).
    if (!request.isMultipart()) idleTimeout(request, 0);
    else if (request.raw.readableEnded) idleTimeout(request, 0);
    else request.raw.once('end', () => idleTimeout(request, 0));
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    idleTimeout(request, ctx.config.bodyTimeoutMs);
    logAnswered(request, reply);
    done();
  });

  // A JSON body (at most 1 MB) must arrive within a deadline that grows with its size, whatever the pace of its
  // bytes: a client sending one byte every 20 s never trips the idle timeout, and would keep its socket for the
  // whole request timeout. (Uploads stream to disk at the client's pace, watched by the idle timeout.)
  app.decorateRequest('bodyDeadline', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const length = Number(request.headers['content-length'] ?? NaN);
    const hasBody = request.headers['transfer-encoding'] !== undefined || length > 0;
    if (!hasBody || request.isMultipart()) return done();
    const bytes = Number.isFinite(length) ? length : 1024 * 1024;
    const ms = ctx.config.bodyTimeoutMs + Math.ceil(bytes / SLOWEST_BODY_BYTES_PER_SECOND) * 1000;
    const timer = setTimeout(() => {
      request.log.info({ ms }, 'a request body did not arrive in time: the connection is dropped');
      request.raw.socket?.destroy();
    }, ms);
    timer.unref();
    // The socket outlives the request on a keep-alive connection: its listener goes with the deadline, or every
    // request with a body would leave one more on it.
    const socket = request.raw.socket;
    const clear = () => clearTimeout(timer);
    socket?.once('close', clear);
    request.bodyDeadline = () => {
      clear();
      socket?.off('close', clear);
    };
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    request.bodyDeadline?.();
    done();
  });
  // A request answered before preValidation ends (refused by admission, a 415, a budget) never reaches the hook above:
  // its deadline must go with its answer, or it would drop the next request on the same keep-alive connection.
  app.addHook('onResponse', (request, _reply, done) => {
    request.bodyDeadline?.();
    done();
  });

  // Shutting down (SIGTERM): requests still arriving on open connections are sent elsewhere, in the house shape.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('retry-after', '5')
      .header('connection', 'close')
      .send({ detail: 'This server is shutting down; please try again in a moment' });
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    // The database dropped the connection, is down, or a statement ran past its timeout: expected on a bad day.
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ fault: (error as Error).message }, 'the database could not answer');
      return reply.code(503).headers(unavailable.headers).send({ detail: unavailable.detail });
    }
    // The bucket's server is down, restarting or refused the write: the same, for the media store.
    const storeDown = mediaStoreUnavailable(error);
    if (storeDown) {
      request.log.warn({ err: error }, 'the media store could not answer');
      return reply.code(503).headers(storeDown.headers).send({ detail: storeDown.detail });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const detail = status === 413 ? 'The request body is too large' : (error as Error).message;
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side; please try again' });
  });

  await registerLoadShedding(app, ctx.config.pressure);
  registerSecurityHeaders(app, ctx.config.chatbotOrigin);
  await registerCompression(app);
  await app.register(multipart);
  // Budgets are applied by the routes that need them (sign-in, sign-up, contributions), not to every call.
  await app.register(rateLimit, { global: false });
  registerGuards(app, ctx.config.limits);

  // Every route module, registered here only (no route module registers another).
  metaRoutes(app, ctx);
  readyRoute(app, ctx);
  userRoutes(app, ctx);
  sessionRoutes(app, ctx);
  setRoutes(app, ctx);
  workoutRoutes(app, ctx);
  importRoutes(app, ctx);
  planExportRoutes(app, ctx);
  adminRoutes(app, ctx);
  exerciseRoutes(app, ctx);
  // The AI calls (analysis of an upload and its jobs, the equipment scan, chat): their intelligence is @spotter/coach's.
  uploadExerciseRoute(app, ctx);
  jobRoutes(app, ctx);
  equipmentScanRoute(app, ctx);
  coachChatRoute(app, ctx);
  coachChatStreamRoute(app, ctx);
  mediaRoutes(app, ctx);
  mcpRoutes(app, ctx);

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ detail: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  await registerWebApp(app, ctx.config.webDir, notFound);
  app.setNotFoundHandler(notFound);
  return app;
}
