import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sharedBody, type SharedBody } from '../http/shared-body.js';

/** Vite's output under assets/ is named by content hash: a changed file is a new URL, so it never goes stale. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server on every use, so a deploy shows at once. */
export const PAGE_CACHE = 'no-cache';

/** `assets/index-CTHv0Xet.js`, and its precompressed `.br` and `.gz` copies. */
const isHashedAsset = (path: string) =>
  basename(dirname(path)) === 'assets' && /-[\w-]{8,}(\.\w+)+$/.test(basename(path));

/**
 * The built web app in `webDir`, when there is one: its files with their cache headers, and index.html for any
 * other GET or HEAD outside /api (the app's own routes: /exercises, /dashboard/…), so a reload or a shared link
 * works. A real route rather than the not-found handler, so pages get HEAD and compression like any route.
 * A missing file under /assets/ stays a 404: index.html in its place would be HTML where a script was asked for.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string | null,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  if (webDir === null || !existsSync(join(webDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    // reply.sendFile serves index.html for the app's own routes below.
    decorateReply: true,
    wildcard: false,
    // The build's .br and .gz copies of each asset, when the client takes them (else compressed on the fly).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', isHashedAsset(path) ? HASHED_ASSET_CACHE : PAGE_CACHE);
      // The same URL is sent as br, gzip or plain: a shared cache must key on what the client accepts.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const page = appPage(join(webDir, 'index.html'));
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return notFound(request, reply);
    return page().send(request, reply.header('cache-control', PAGE_CACHE));
  });
}

/**
 * index.html, the answer to every page of the app, held in memory with its compressed copies. A new build (its
 * modification time) is read again, looked for at most once a second.
 */
function appPage(file: string): () => SharedBody {
  let held: { mtimeMs: number; body: SharedBody } | null = null;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (held && now - checkedAt < 1000) return held.body;
    checkedAt = now;
    const { mtimeMs } = statSync(file);
    if (held?.mtimeMs !== mtimeMs)
      held = { mtimeMs, body: sharedBody(readFileSync(file, 'utf8'), 'text/html; charset=utf-8') };
    return held.body;
  };
}
