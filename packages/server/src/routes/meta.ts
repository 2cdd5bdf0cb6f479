import type { FastifyInstance } from 'fastify';
import { openApiDocument, routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { implement } from '../http/contract.js';

export function metaRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.health, async () => {
    await ctx.db.selectFrom('settings').select('key').limit(1).execute();
    return { status: 'ok' as const, version: ctx.version, database: ctx.dbKind };
  });
  const document = openApiDocument(ctx.version);
  app.get('/api/openapi.json', async () => document);
}
