import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { authenticate } from '../http/contract.js';
import { forbidden, notFound } from '../http/errors.js';

/** Stored media: reachable with a signed URL from one of the owner's responses, or with the owner's token. */
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
    if (!(await stat(ctx.media.pathOf(name)).then((s) => s.isFile(), () => false))) throw notFound('That media file is no longer stored');
    // Only the user's own browser may keep a copy: for as long as its signature lasts; read with a token, it checks
    // back each time, so a revoked token stops reading it.
    const secondsLeft = Number(request.query.exp) - Math.floor(Date.now() / 1000);
    reply.header('cache-control', signed ? `private, max-age=${secondsLeft}` : 'private, no-cache');
    reply.header('x-content-type-options', 'nosniff');
    reply.type(file.content_type);
    return reply.sendFile(name, ctx.media.dir, { contentType: false, cacheControl: false });
  });
}
