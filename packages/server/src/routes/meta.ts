import type { FastifyInstance } from 'fastify';
import { openApiDocument, routes } from '@spotter/core/api';
import { ffmpegBinary } from '@spotter/coach/video';
import type { AppContext } from '../context.js';
import { implement } from '../http/contract.js';
import { checkDatabase } from '../services/health.js';

export function metaRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.health, async ({ request }) => {
    await checkDatabase(ctx);
    // The version and where it came from, not the path: health is public.
    const ffmpeg = ffmpegBinary();
    return {
      status: 'ok' as const,
      version: ctx.version,
      database: ctx.dbKind,
      media: ctx.media.kind,
      queue: ctx.config.queue,
      load: request.server.load(),
      ...(ffmpeg && { ffmpeg: { version: ffmpeg.version, source: ffmpeg.source } }),
    };
  });
  const document = openApiDocument(ctx.version);
  app.get('/api/openapi.json', () => Promise.resolve(document));
}
