import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Compressed once per change and sent many times: a little above the per-request settings (brotli 4, gzip 6).
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 7 }),
};

/** The encodings offered, in @fastify/compress's order, so a header gets the same answer from both. */
const ENCODINGS: Array<Encoding | 'identity'> = ['br', 'gzip', 'identity'];

/** The compressor's floor: a smaller body is sent as it is (the framing would cost more than it saves). */
const THRESHOLD_BYTES = 256;

/**
 * One response body sent to many callers (the public library's lists, the web app's page): its bytes and its
 * compressed copies are made once, on the libuv thread pool, instead of on the event loop for every request. A weak
 * ETag (the same for every encoding of it) lets a client that has it already be answered 304 with no body.
 */
export interface SharedBody {
  /** The body's size as sent uncompressed. */
  bytes: number;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export function sharedBody(text: string, contentType: string): SharedBody {
  const plain = Buffer.from(text, 'utf8');
  const etag = `W/"${hash('sha256', plain, 'base64url').slice(0, 27)}"`;
  const copies = new Map<Encoding, Promise<Buffer>>();
  const copy = (encoding: Encoding) => {
    let made = copies.get(encoding);
    if (!made) {
      made = compressors[encoding](plain);
      copies.set(encoding, made);
      made.catch(() => copies.delete(encoding));
    }
    return made;
  };
  return {
    bytes: plain.length,
    async send(request, reply) {
      reply.type(contentType).header('vary', 'accept-encoding').header('etag', etag);
      if (reply.statusCode === 200 && request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag))
        return reply.code(304).send();
      const accepted = request.headers['accept-encoding'];
      const encoding = plain.length >= THRESHOLD_BYTES && accepted ? negotiate(accepted, ENCODINGS) : null;
      if (!encoding || encoding === 'identity') return reply.send(plain);
      // Content-Encoding set here tells @fastify/compress that the body is compressed already.
      return reply.header('content-encoding', encoding).send(await copy(encoding));
    },
  };
}
