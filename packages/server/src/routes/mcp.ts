import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createApiClient, type FetchLike } from '@spotter/core/api';
import { answerHttp, createSpotterMcpServer } from '@spotter/mcp';
import type { AppContext } from '../context.js';
import { authenticate } from '../http/contract.js';
import { HttpError } from '../http/errors.js';

/** Where a client sends MCP's Streamable HTTP requests. */
export const MCP_PATH = '/mcp';

/** RFC 6750: a 401 names the scheme, so an MCP client knows to send its bearer token. */
const challenge = (detail: string, sent: boolean) => ({
  'www-authenticate': `Bearer realm="spotter"${sent ? ', error="invalid_token"' : ''}, error_description="${detail.replace(/["\\]/g, "'")}"`,
});

/**
 * The API in this process, as core's client sees it: each tool's call goes through Fastify's inject with the
 * caller's token and address, so auth, validation, budgets and caches are exactly the API's.
 */
function injectFetch(app: FastifyInstance, caller: FastifyRequest): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: init.method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      payload: init.body as string | undefined,
      remoteAddress: caller.ip,
    });
    return {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      status: response.statusCode,
      statusText: response.statusMessage,
      text: () => Promise.resolve(response.body),
    };
  };
}

/** The request as the SDK's web-standard transport reads it (its body is already parsed by Fastify). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`http://${request.hostname || 'localhost'}${MCP_PATH}`, { method: request.method, headers });
}

/**
 * POST /mcp: Spotter's MCP server over Streamable HTTP, stateless (each request gets a fresh server and transport,
 * so nothing lives between requests and any instance can answer). Authorised by the same per-device tokens as the
 * API; the tools that read the caller's files (analyze_video, scan_equipment, import_history) are not offered here.
 */
export function mcpRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(MCP_PATH, async (request, reply) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    const identity = await authenticate(ctx, request, reply).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 401)
        throw new HttpError(401, error.detail, challenge(error.detail, token !== null));
      throw error;
    });
    // The tools' API calls are requests of their own, each counted in flight; this one only waits for them.
    request.stepAside();
    const client = createApiClient({
      baseUrl: 'http://spotter.internal',
      fetch: injectFetch(app, request),
      token: () => token,
    });
    const server = createSpotterMcpServer({ client, userId: identity.user.id, localFiles: null, version: ctx.version });
    const answer = await answerHttp(server, webRequest(request), request.body);
    reply.code(answer.status);
    answer.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(await answer.text());
  });

  // Stateless: there is no session to stream server messages on (GET) or to end (DELETE).
  const notHere = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ detail: 'This MCP endpoint is stateless: send each request with POST' });
  app.get(MCP_PATH, notHere);
  app.delete(MCP_PATH, notHere);
}
