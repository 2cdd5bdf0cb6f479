import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context.js';
import { HttpError } from './http/errors.js';
import { adminRoutes } from './routes/admin.js';
import { coachRoutes } from './routes/coach.js';
import { exerciseRoutes } from './routes/exercises.js';
import { mediaRoutes } from './routes/media.js';
import { metaRoutes } from './routes/meta.js';
import { sessionRoutes } from './routes/sessions.js';
import { userRoutes } from './routes/users.js';

export interface BuildAppOptions {
  logger?: boolean | { level: string };
}

/** Signed media URLs grant access: their signatures stay out of the logs (tokens travel in headers, never logged). */
export const redactUrl = (url: string) => url.replace(/([?&]sig=)[^&]*/g, '$1[redacted]');


/** The Fastify app: /api per the contract, media, and the built web app when there is one. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      typeof options.logger === 'object'
        ? {
            ...options.logger,
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          }
        : (options.logger ?? false),
    bodyLimit: 1024 * 1024,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ detail: error.detail });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const detail = status === 413 ? 'The request body is too large' : (error as Error).message;
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side; please try again' });
  });

  await app.register(multipart);
  // Budgets are applied by the routes that need them (sign-in, sign-up, contributions), not to every call.
  await app.register(rateLimit, { global: false });
  await app.register(fastifyStatic, { root: ctx.media.dir, serve: false });

  metaRoutes(app, ctx);
  userRoutes(app, ctx);
  sessionRoutes(app, ctx);
  adminRoutes(app, ctx);
  exerciseRoutes(app, ctx);
  coachRoutes(app, ctx);
  mediaRoutes(app, ctx);

  const webDir = ctx.config.webDir;
  const hasWeb = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/', decorateReply: false, wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWeb && wantsPage) return reply.sendFile('index.html', webDir);
    return reply.code(404).send({ detail: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
