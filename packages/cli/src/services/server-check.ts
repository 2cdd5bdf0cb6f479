import { ApiError, type ApiClient } from '@spotter/core/api';

/**
 * An answer that did not come from a Spotter server: a bare status with no `{ detail }` body ('404'), or a
 * body that is not what the contract says. Worth asking the server's health check what it is.
 */
export const looksForeign = (err: unknown): err is ApiError =>
  err instanceof ApiError && !err.unreachable && (/^\d{3}( |$)/.test(err.detail) || err.detail.startsWith('The server sent an unexpected answer'));

/**
 * Asks GET /api/health: null when a Spotter server answers it, else the sentence saying what is there instead
 * ('http://example.com is not a Spotter server (GET /api/health answered 404)').
 */
export async function notSpotterServer(options: { api: ApiClient; apiUrl: string }): Promise<string | null> {
  try {
    await options.api.health();
    return null;
  } catch (err) {
    if (!(err instanceof ApiError) || err.unreachable) return null;
    const answer = looksForeign(err) && err.status < 300 ? `answered ${err.status} with something else` : `answered ${err.status}`;
    return `${options.apiUrl.replace(/\/+$/, '')} is not a Spotter server (GET /api/health ${answer})`;
  }
}
