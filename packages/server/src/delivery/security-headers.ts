import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import compress from '@fastify/compress';

/** A year: how long a browser that has seen the server over TLS keeps to TLS. */
const HSTS = 'max-age=31536000';

/**
 * The Content-Security-Policy of every response. The built web app has no inline script or style (sonner's
 * injected stylesheet is loaded as a file instead, see web/vite.config.ts), so neither needs 'unsafe-inline'.
 * The only frame it may load is the hidden chatbot's, and only when one is configured; nobody may frame Spotter.
 */
export function contentSecurityPolicy(chatbotOrigin: string | null) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // The favicon is a data: URL.
    imgSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: chatbotOrigin ? [chatbotOrigin] : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * The headers helmet sets for these options. None of our directives depends on the request (no nonces), so helmet
 * runs once, against a response that only records, and every response gets the same headers: computing them per
 * request (as the Fastify plugin does) cost about a tenth of a cached library read.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure)
    throw failure instanceof Error
      ? failure
      : new Error('helmet refused the security header options', { cause: failure });
  return headers;
}

/**
 * Security headers (helmet's) and compression on every response, registered before the routes so they all get them.
 * HSTS goes only on a response to a request that arrived over TLS: `request.protocol` is `https` when this server
 * terminates TLS, or when Fastify's `trustProxy` lets it believe a proxy's X-Forwarded-Proto. Over plain HTTP it
 * would mean nothing (browsers ignore it) and would lie about how the server is reached.
 */
export function registerSecurityHeaders(app: FastifyInstance, chatbotOrigin: string | null) {
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(chatbotOrigin) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // The chatbot frame is a third party's page; requiring it to opt in to embedding would block it.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/**
 * Brotli or gzip (by the client's Accept-Encoding) for HTML, JS, CSS and JSON only: video is already compressed
 * and is served in ranges, and an event stream must not wait for a compressor's buffer.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Answers made per request (a user's own rows) are compressed from a kilobyte up, where it pays for the
    // compressor's set-up; shared answers (the library, the app's page) come compressed once (http/shared-body.ts).
    threshold: 1024,
    customTypes: /^(text\/(html|css|javascript)|application\/(json|javascript|[\w.+-]+\+json))(;|$)/,
  });
}
