import type { ApiClient } from '@spotter/core/api';
import type { ConfigStore } from '../config/config-store.js';
import type { StoredUser } from '../config/config-schema.js';

/** The current user as stored on this machine (no network). */
export const whoami = (options: { store: ConfigStore }): StoredUser | null => options.store.currentUser();

/** Forgets the current user; answers whether there was one. */
export function logout(options: { store: ConfigStore }): boolean {
  const had = options.store.currentUser() !== null;
  options.store.clearCurrentUser();
  return had;
}

/**
 * Makes another user current after the server confirms the token is theirs (GET /users/{id} with it);
 * a wrong token is refused by the server (401/403) and nothing is stored.
 */
export async function switchUser(options: { api: ApiClient; store: ConfigStore; id: string; token: string }): Promise<StoredUser> {
  const profile = await options.api.getUser(options.id);
  const user = { ...profile, token: options.token };
  options.store.saveCurrentUser(user);
  return user;
}
