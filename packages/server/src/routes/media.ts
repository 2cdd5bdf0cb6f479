import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { authenticate } from '../http/contract.js';
import { MEDIA_STORE_RETRY_AFTER_SECONDS, forbidden, notFound, serviceBusy } from '../http/errors.js';
import type { ByteRange } from '../media/media-store.js';
import { keptFile } from '../services/keep-media.js';

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

/** A store that cannot be reached is a 503 the client may retry, not a server error; the reason goes to the log. */
async function fromStore<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    request.log.warn({ err }, 'the media store did not answer');
    throw serviceBusy(
      'Stored media cannot be read right now; try again in a few seconds',
      MEDIA_STORE_RETRY_AFTER_SECONDS,
    );
  }
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
  // HEAD is a route of its own, not Fastify's derived one: that one would read the whole file to count its bytes.
  app.route<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>({
    method: ['GET', 'HEAD'],
    url: '/api/media/:name',
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!ctx.media.isValidName(name)) throw notFound('No such media file');
      const file = await keptFile(ctx, name);
      const signed = ctx.media.verifySignature(name, request.query.exp, request.query.sig);
      if (!signed) {
        const { user } = await authenticate(ctx, request, reply);
        if (file && file.user_id !== user.id) throw forbidden();
      }
      if (!file) throw notFound('No such media file');
      // A row whose file is gone (a disk restored from an older backup, a hand-cleaned folder) is missing, not an error.
      const stored = await fromStore(request, () => ctx.media.stat(name));
      if (!stored) throw notFound('That media file is no longer stored');
      const { size, etag } = stored;
      // A range of a copy that has changed since (If-Range) is not asked for: the whole file is sent.
      const ifRange = [request.headers['if-range']].flat()[0];
      const range = size > 0 && (!ifRange || sameTag(ifRange, etag)) ? byteRange(request.headers.range, size) : null;
      // Only the user's own browser may keep a copy: for as long as its signature lasts; read with a token, it checks
      // back each time, so a revoked token stops reading it.
      const secondsLeft = Number(request.query.exp) - Math.floor(Date.now() / 1000);
      const cacheHeaders = {
        'cache-control': signed ? `private, max-age=${secondsLeft}` : 'private, no-cache',
        etag,
        'last-modified': stored.modifiedAt.toUTCString(),
      };
      // A browser revalidating its copy (read with a token: no-cache) gets 304 instead of the video again.
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => sameTag(tag, etag)))
        return reply.code(304).headers(cacheHeaders).send();
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .send({ detail: `That range is outside the file (${size} bytes)` });
      }
      // The bytes are asked for before the video's headers are set, so a failure answers as a plain error.
      const body =
        request.method === 'HEAD' ? null : await fromStore(request, () => ctx.media.read(name, range ?? undefined));
      if (request.method !== 'HEAD' && !body) throw notFound('That media file is no longer stored');
      reply.headers({ ...cacheHeaders, 'x-content-type-options': 'nosniff', 'accept-ranges': 'bytes' });
      reply.type(file.content_type);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', range ? range.end - range.start + 1 : size);
      return reply.send(body ?? undefined);
    },
  });
}
