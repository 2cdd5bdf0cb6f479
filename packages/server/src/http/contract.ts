import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDefinition } from '@spotter/core/api';
import { describeErrors, fieldErrors } from '@spotter/core/rules';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import { findUserByToken } from '../store/users.js';
import { HttpError, badRequest, forbidden, unauthorized } from './errors.js';
import { readMultipart, type ReceivedFile } from './multipart.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Call<R extends RouteDefinition> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  /** The JSON body, or the multipart fields, parsed with the route's schema. */
  body: R extends { body: z.ZodType } ? z.output<R['body']> : R extends { multipart: { fields: infer F } } ? Out<F> : undefined;
  /** The uploaded file, already checked by content and size, waiting in the media store's incoming area. */
  file: ReceivedFile | null;
  /** The user the token belongs to (user-scoped calls only). */
  userId: R['auth'] extends 'user' ? string : null;
  user: R['auth'] extends 'user' ? UserRow : null;
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
    if (!schema.shape[key] || schema.shape[key].safeParse([]).success === false || !value.trim().startsWith('[')) continue;
    try {
      decoded[key] = JSON.parse(value);
    } catch {
      throw badRequest(`${key}: must be a JSON-encoded list, e.g. ["barbell","bench"]`);
    }
  }
  return decoded;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(request);
  const user = token ? await findUserByToken(ctx.db, token) : undefined;
  if (!user) throw unauthorized(token ? 'That token is not valid: sign up again or check the token you stored' : undefined);
  return user;
}

/** Registers one call of the contract: validation, auth and the response shape come from the route object. */
export function implement<R extends RouteDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  route: R,
  handler: (call: Call<R>) => Promise<z.input<R['response']>>,
) {
  app.route({
    method: route.method,
    url: `/api${route.path}`,
    handler: async (request, reply) => {
      const user = route.auth === 'user' ? await authenticate(ctx, request) : null;
      const userId = user?.id ?? null;
      const params = route.params ? parse(route.params, request.params) : undefined;
      const query = route.query ? parse(route.query, request.query) : undefined;
      if (userId && params && 'id' in params && params.id !== userId) throw forbidden();

      let body: unknown;
      let file: ReceivedFile | null = null;
      try {
        if (route.multipart && request.isMultipart()) {
          const kind = route.multipart.file;
          const maxBytes = kind === 'video' ? ctx.config.maxVideoBytes : ctx.config.maxImageBytes;
          const received = await readMultipart(request, { file: kind, maxBytes, store: ctx.media });
          file = received.file;
          if (kind && !file) throw badRequest(`file: attach the ${kind} as the 'file' field`);
          body = parse(route.multipart.fields, decodeFields(received.fields, route.multipart.fields));
        } else if (route.body) {
          body = parse(route.body, request.body ?? {});
        } else if (route.multipart) {
          throw new HttpError(415, 'Send this call as multipart/form-data');
        }
        const claimed = (body as { user_id?: string } | undefined)?.user_id;
        if (userId && claimed && claimed !== userId) throw forbidden();

        const result = await handler({ params, query, body, file, userId, user, request, reply } as Call<R>);
        return reply.code(route.status).send(route.response.parse(result));
      } finally {
        // The handler moves the file into the store when it keeps it; whatever is still incoming is discarded.
        if (file) await ctx.media.discard(file.incomingPath);
      }
    },
  });
}
