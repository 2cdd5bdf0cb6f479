import { API_BASE_PATH } from '@spotter/core/constants';
import type { FetchLike, HttpResponse } from '@spotter/core/api';
import type { CurrentUserStore } from './current-user-store';

interface SessionGuardOptions {
  baseUrl: string;
  fetch: FetchLike;
  userStore: CurrentUserStore;
  /** Called once when the stored token turns out to be revoked or expired (after the stored user is cleared). */
  onExpired: () => void;
}

/**
 * A fetch that notices a revoked token. A 401 to a call that carried the stored token may also mean "wrong
 * password" (deleting the account, changing the email), so the token is checked with one `GET /users/{id}`:
 * only when that is refused too is the stored user cleared and onExpired called. Concurrent 401s share one check.
 */
export function guardSession({ baseUrl, fetch, userStore, onExpired }: SessionGuardOptions): FetchLike {
  const origin = baseUrl.replace(/\/+$/, '');
  const apiRoot = origin.endsWith(API_BASE_PATH) ? origin : `${origin}${API_BASE_PATH}`;
  const checks = new Map<string, Promise<boolean>>();

  const tokenRefused = (userId: string, authorization: string): Promise<boolean> => {
    let check = checks.get(authorization);
    if (!check) {
      check = fetch(`${apiRoot}/users/${encodeURIComponent(userId)}`, {
        method: 'GET',
        headers: { accept: 'application/json', authorization },
      }).then(
        (probe) => probe.status === 401,
        () => false,
      );
      checks.set(authorization, check);
      void check.finally(() => checks.delete(authorization));
    }
    return check;
  };

  return async (url, init): Promise<HttpResponse> => {
    const response = await fetch(url, init);
    if (response.status !== 401) return response;
    const stored = userStore.get();
    const authorization = init.headers.authorization;
    if (!stored || authorization !== `Bearer ${stored.token}`) return response;
    if (init.method === 'POST' && url.startsWith(`${apiRoot}/sessions`)) return response;
    const isProbe = init.method === 'GET' && url === `${apiRoot}/users/${encodeURIComponent(stored.id)}`;
    const refused = isProbe || (await tokenRefused(stored.id, authorization));
    if (refused && userStore.get()?.token === stored.token) {
      userStore.clear();
      onExpired();
    }
    return response;
  };
}
