import { ApiError, type ApiClient } from '@spotter/core/api';
import type { SignInStore, StoredUser } from '@spotter/node-client/config';

/**
 * Whether the server still accepts this machine's token (GET /users/{id} with it): 'refused' for 401/403,
 * 'unreachable' when no answer came. Other failures are thrown.
 */
export async function checkSignIn(options: {
  api: ApiClient;
  user: StoredUser;
}): Promise<'accepted' | 'refused' | 'unreachable'> {
  try {
    await options.api.getUser(options.user.id);
    return 'accepted';
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.unreachable) return 'unreachable';
    if (err.status === 401 || err.status === 403) return 'refused';
    throw err;
  }
}

export type SignOutResult =
  | { signedIn: false }
  /** `revoked`: the server no longer accepts this machine's token; otherwise `problem` says why it may still work. */
  | { signedIn: true; user: StoredUser; revoked: boolean; problem?: string };

/**
 * Signs this machine out: revokes its token on the server (DELETE /sessions/{id} of the session marked
 * current), then forgets the user here. A token the server already refuses counts as revoked; when the
 * server cannot be asked, the user is still forgotten here and `problem` says so.
 */
export async function logout(options: { api: ApiClient; store: SignInStore }): Promise<SignOutResult> {
  const user = options.store.currentUser();
  if (!user) return { signedIn: false };
  let result: SignOutResult = { signedIn: true, user, revoked: true };
  try {
    const current = (await options.api.listSessions(user.id)).find((session) => session.current);
    if (current) await options.api.revokeSession(current.id);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status !== 401) result = { signedIn: true, user, revoked: false, problem: err.detail };
  }
  options.store.clearCurrentUser();
  return result;
}

/**
 * Makes another user current after the server confirms the token is theirs (GET /users/{id} with it);
 * a wrong token is refused by the server (401/403) and nothing is stored.
 */
export async function switchUser(options: {
  api: ApiClient;
  store: SignInStore;
  id: string;
  token: string;
}): Promise<StoredUser> {
  const profile = await options.api.getUser(options.id);
  const user = { ...profile, token: options.token };
  options.store.saveCurrentUser(user);
  return user;
}
