import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** core's client leaves out filters that are empty or 'all' (spec §7); so does this. */
export function queryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]) && entry[1] !== 'all'));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * One GET on Node's own http client, for the start-up-sensitive public reads (`exercises --json`): no undici, no
 * zod, no contract loaded. Answers the parsed body of a 200, else undefined — the caller then asks through core's
 * typed client, which knows every error and failure shape, so nothing is lost but a second request on failure.
 */
export function leanGetJson(url: string, options: { token: string | null; signal?: AbortSignal }): Promise<unknown> {
  return new Promise((resolve) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request = send(url, { method: 'GET', headers, ...(options.signal ? { signal: options.signal } : {}) }, (response) => {
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
    });
    request.on('error', () => resolve(undefined));
    request.end();
  });
}
