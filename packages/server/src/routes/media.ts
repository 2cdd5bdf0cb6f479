import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { authenticate } from '../http/contract.js';
import { forbidden, notFound } from '../http/errors.js';
import type { ByteRange } from '../media/media-store.js';

/**
 * The one range of a `Range: bytes=…` header within a file of `size` bytes: null for the whole file (no header,
 * another unit, or several ranges, which players do not ask for), 'unsatisfiable' when it lies past the end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match as unknown as [string, string, string];
  // bytes=-N: the last N bytes.
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end || (first === '' && Number(last) === 0)) return 'unsatisfiable';
  return { start, end };
}

/** Entity tags compare weakly here (W/ ignored): both are for the same bytes of a file we never rewrite. */
const sameTag = (given: string, etag: string) => {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return given.trim() === '*' || bare(given) === bare(etag);
};

/**
 * Stored media: reachable with a signed URL from one of the owner's responses, or with the owner's token. Both
 * stores are read through this route (a bucket's files stream through the server), so the rules, the URLs and the
 * range requests of video players are the same wherever the files are.
 */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>('/api/media/:name', async (request, reply) => {
    const { name } = request.params;
    if (!ctx.media.isValidName(name)) throw notFound('No such media file');
    const file = await ctx.db.selectFrom('media_files').select(['user_id', 'content_type']).where('name', '=', name).executeTakeFirst();
    const signed = ctx.media.verifySignature(name, request.query.exp, request.query.sig);
    if (!signed) {
      const { user } = await authenticate(ctx, request, reply);
      if (file && file.user_id !== user.id) throw forbidden();
    }
    if (!file) throw notFound('No such media file');
    // A row whose file is gone (a disk restored from an older backup, a hand-cleaned folder) is missing, not an error.
    const stored = await ctx.media.stat(name);
    if (!stored) throw notFound('That media file is no longer stored');
    const { size, etag } = stored;
    // Only the user's own browser may keep a copy: for as long as its signature lasts; read with a token, it checks
    // back each time, so a revoked token stops reading it.
    const secondsLeft = Number(request.query.exp) - Math.floor(Date.now() / 1000);
    reply.header('cache-control', signed ? `private, max-age=${secondsLeft}` : 'private, no-cache');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('accept-ranges', 'bytes');
    reply.header('etag', etag);
    reply.header('last-modified', stored.modifiedAt.toUTCString());
    // A browser revalidating its copy (read with a token: no-cache) gets 304 instead of the video again.
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => sameTag(tag, etag))) return reply.code(304).send();
    reply.type(file.content_type);
    // A range of a copy that has changed since (If-Range) is not asked for: the whole file is sent.
    const ifRange = [request.headers['if-range']].flat()[0];
    const range = size > 0 && (!ifRange || sameTag(ifRange, etag)) ? byteRange(request.headers.range, size) : null;
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).type('application/json').send({ detail: `That range is outside the file (${size} bytes)` });
    }
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range ? range.end - range.start + 1 : size);
    if (request.method === 'HEAD') return reply.send();
    const body = await ctx.media.read(name, range ?? undefined);
    if (!body) throw notFound('That media file is no longer stored');
    return reply.send(body);
  });
}
