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
 * core's typed client on undici, with a FormData whose file parts stream from disk. Every request is
 * cancelled when `cancel` aborts (Ctrl-C): the connection closes, and the server stores nothing of it.
 */
export function createHttpClient(apiUrl: string, token: () => string | null, cancel?: AbortSignal): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    fetch: undiciFetch(createAgent(), cancel),
    token,
    createFormData: () => new UploadFormData(),
  });
}

/**
 * undici's FormData copies every Blob into a new File named after the file name (the spec's algorithm), which
 * would drop a counting `stream()`. A File that already carries its name is appended as is.
 */
class UploadFormData extends FormData {
  override append(name: string, value: unknown, fileName?: string): void {
    if (value instanceof File && value.name === fileName) return super.append(name, value);
    if (value instanceof Blob) return super.append(name, value, fileName);
    return super.append(name, String(value));
  }
}
