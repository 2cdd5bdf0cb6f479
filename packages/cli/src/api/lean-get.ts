import type { RouteName, RouteQuery, Routes } from '@spotter/core/api';
// Only the URL code of core's client: its own entry point, which loads neither zod nor the contract.
import { requestPath } from '@spotter/core/api/request-url';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The contract's public reads without path params (anyone may GET them): the routes the lean path may ask. */
type PublicRead = {
  [N in RouteName]: Routes[N] extends { method: 'GET'; auth: 'none' | 'optional'; path: infer P extends string }
    ? P extends `${string}:${string}`
      ? never
      : N
    : never;
}[RouteName];
/** A public read's path as the contract writes it ('/exercises'). */
export type PublicReadPath = Routes[PublicRead]['path'];
/** The query of the public read at `P`, typed by its route. */
export type PublicReadQuery<P extends PublicReadPath> = RouteQuery<Extract<Routes[PublicRead], { path: P }>>;

/**
 * One GET on Node's own http client, for the start-up-sensitive public reads (`exercises --json`): no undici, no
 * zod, no contract loaded, but the route's path and query are typed by the contract and its URL is made by core's
 * code. Answers the parsed body of a 200, else undefined — the caller then asks through core's typed client, which
 * knows every error and failure shape, so nothing is lost but a second request on failure.
 */
export function leanGetJson<P extends PublicReadPath>(
  apiRoot: string,
  path: P,
  query: PublicReadQuery<P> | undefined,
  options: { token: string | null; signal?: AbortSignal },
): Promise<unknown> {
  const url = `${apiRoot}${requestPath(path, {}, query)}`;
  return new Promise((resolve) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request = send(
      url,
      { method: 'GET', headers, ...(options.signal ? { signal: options.signal } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve(undefined));
        response.on('end', () => {
          if (response.statusCode !== 200) return resolve(undefined);
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            resolve(undefined);
          }
        });
      },
    );
    request.on('error', () => resolve(undefined));
    request.end();
  });
}
