import type { FetchLike, HttpRequestInit } from '@spotter/core/api';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A body sent as it is (text/calendar, text/markdown), instead of `body` as JSON. */
  text?: string;
  /** Resolve it to let the answer through: lets a test look at busy states. */
  until?: Promise<unknown>;
  /** A body streamed in pieces (server-sent events), each sent once its `until` resolves. */
  chunks?: { text: string; until?: Promise<unknown> }[];
}

export type FakeRoute = FakeAnswer | ((init: HttpRequestInit, url: URL) => FakeAnswer);

export interface FakeCall {
  method: string;
  path: string;
  url: URL;
  init: HttpRequestInit;
}

/**
 * A fetch that answers from a table keyed 'METHOD /api/path' (query ignored), recording every call.
 * Anything not in the table answers 404 with a detail, as the real server does.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch: FetchLike = async (href, init) => {
    const url = new URL(href);
    const key = `${init.method} ${url.pathname}`;
    calls.push({ method: init.method, path: url.pathname, url, init });
    const route = routes[key];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { detail: `No such endpoint: ${key}` } }
        : typeof route === 'function'
          ? route(init, url)
          : route;
    await answer.until;
    const status = answer.status ?? 200;
    const text = () => Promise.resolve(answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    return {
      ok: status < 400,
      status,
      statusText: String(status),
      text,
      body: answer.chunks ? streamedBody(answer.chunks) : undefined,
    };
  };
  return { fetch, calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** A promise and the function that resolves it. */
export function gate() {
  let open!: () => void;
  const until = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { until, open };
}

/** A fetch body whose reader gives each piece once it may go, as a streamed answer arrives. */
function streamedBody(chunks: { text: string; until?: Promise<unknown> }[]) {
  const encoder = new TextEncoder();
  let next = 0;
  return {
    getReader: () => ({
      async read(): Promise<{ done: boolean; value?: Uint8Array }> {
        const chunk = chunks[next++];
        if (!chunk) return { done: true };
        await chunk.until;
        return { done: false, value: encoder.encode(chunk.text) };
      },
      cancel: () => Promise.resolve(),
    }),
  };
}
