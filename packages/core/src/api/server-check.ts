import type { ApiClient } from './client.js';
import { ApiError } from './errors.js';

/**
 * An answer that did not come from a Spotter server: a bare status with no `{ detail }` body ('404'), or a
 * body that is not what the contract says. Worth asking the server's health check what it is.
 */
export const looksForeign = (err: unknown): err is ApiError =>
  err instanceof ApiError &&
  !err.unreachable &&
  (/^\d{3}( |$)/.test(err.detail) || err.detail.startsWith('The server sent an unexpected answer'));

/** What failed health check says about the server at `apiUrl`: null when it is not a plain answer from another server. */
export function foreignServerLine(apiUrl: string, err: unknown): string | null {
  if (!(err instanceof ApiError) || err.unreachable) return null;
  const answer =
    looksForeign(err) && err.status < 300 ? `answered ${err.status} with something else` : `answered ${err.status}`;
  return `${apiUrl.replace(/\/+$/, '')} is not a Spotter server (GET /api/health ${answer})`;
}

/**
 * Asks GET /api/health: null when a Spotter server answers it (or none answers), else the sentence saying what is
 * there instead ('http://example.com is not a Spotter server (GET /api/health answered 404)'). The CLI and the TUI
 * say the same.
 */
export async function notSpotterServer(options: { api: ApiClient; apiUrl: string }): Promise<string | null> {
  try {
    await options.api.health();
    return null;
  } catch (err) {
    return foreignServerLine(options.apiUrl, err);
  }
}
