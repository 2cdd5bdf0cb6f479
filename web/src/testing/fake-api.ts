import type { FetchLike, HttpRequestInit } from '@spotter/core/api';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A body sent as it is (text/calendar, text/markdown), instead of `body` as JSON. */
  text?: string;
  /** Resolve it to let the answer through: lets a test look at busy states. */
  until?: Promise<unknown>;
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
    const answer: FakeAnswer = route === undefined ? { status: 404, body: { detail: `No such endpoint: ${key}` } } : typeof route === 'function' ? route(init, url) : route;
    await answer.until;
    const status = answer.status ?? 200;
    return { ok: status < 400, status, statusText: String(status), text: () => Promise.resolve(answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body))) };
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
