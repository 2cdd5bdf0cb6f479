import type { Readable, Writable } from 'node:stream';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';

/**
 * Serves `server` on stdin/stdout until stdin ends (the client went away): stdout carries protocol messages only.
 * Resolves once the server is closed.
 */
export async function serveStdio(server: McpServer, stdin: Readable, stdout: Writable): Promise<void> {
  const transport = new StdioServerTransport(stdin, stdout);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  const stop = () => void server.close();
  stdin.once('end', stop);
  stdin.once('close', stop);
  await server.connect(transport);
  await closed;
  stdin.off('end', stop);
  stdin.off('close', stop);
}

/**
 * One Streamable HTTP request, stateless: a fresh transport answers it (JSON, not a stream) and is closed after, so
 * no session lives on the server and any instance behind a load balancer can take the next request.
 */
export async function answerHttp(server: McpServer, request: Request, parsedBody: unknown): Promise<Response> {
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request, { parsedBody });
    // The JSON answer is complete once handleRequest resolves; read it before the transport goes.
    const body = await response.text();
    return new Response(body || null, { status: response.status, headers: response.headers });
  } finally {
    await server.close();
  }
}
