import { createApiClient, type ApiClient, type FetchLike, type HttpResponse } from '@spotter/core/api';
import { Readable } from 'node:stream';
import { Agent, FormData, request } from 'undici';

/**
 * Uploads wait for the coach's analysis before the answer starts (seconds per clip, longer when queued),
 * so the answer may take minutes; connecting must not.
 */
const createAgent = () =>
  new Agent({ connect: { timeout: 10_000 }, headersTimeout: 15 * 60_000, bodyTimeout: 5 * 60_000 });

/**
 * core's FetchLike on undici's `request`. Not undici's `fetch`: its WHATWG body pipeline let a 200 MB
 * upload grow the client to ~300 MB RSS here, while `request` sends the same multipart body in flat memory.
 */
export function undiciFetch(agent: Agent = createAgent(), cancel?: AbortSignal): FetchLike {
  return async (url, init): Promise<HttpResponse> => {
    const response = await request(url, {
      method: init.method as 'GET' | 'POST',
      headers: init.headers,
      body: init.body as FormData | string | undefined,
      signal: (init.signal as AbortSignal | undefined) ?? cancel,
      dispatcher: agent,
    });
    const answer: HttpResponse & { readonly body: unknown } = {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      status: response.statusCode,
      statusText: '',
      text: () => response.body.text(),
      // A web stream of the body, made only when asked (the chat reads its events as they arrive).
      get body() {
        return Readable.toWeb(response.body);
      },
    };
    return answer;
  };
}

/**
 * core's typed client on undici. Its multipart bodies are undici's own FormData (undici's `request` cannot send Node's
 * global one), whose file parts stream from disk (@spotter/node-client's `openFileUpload`). Every request is
 * cancelled when `cancel` aborts (Ctrl-C): the connection closes, and the server stores nothing of it.
 */
export function createHttpClient(apiUrl: string, token: () => string | null, cancel?: AbortSignal): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    fetch: undiciFetch(createAgent(), cancel),
    token,
    createFormData: () => new FormData(),
  });
}
