import { ApiError, type ApiClient } from '@spotter/core/api';
import type { SignInInput, User } from '@spotter/core/schemas';
import type { SignInStore, StoredUser } from '@spotter/node-client/config';
import { CliError } from '../errors.js';

/** Email and password, or the account's sign-in key. */
export type Credentials = { email: string; password: string } | { signInKey: string };

/** The stored record: the user and this device's token (never the sign-in key). */
export const storedUser = (user: User, token: string): StoredUser => ({ ...user, token });

/**
 * Signs in (POST /sessions) and makes the user current on this machine with the new token.
 * The server answers every wrong credential with one generic 401; too many tries get 429.
 */
export async function signIn(options: {
  api: ApiClient;
  store: SignInStore;
  credentials: Credentials;
  device: string;
}): Promise<StoredUser> {
  const { credentials, device } = options;
  const body: SignInInput =
    'signInKey' in credentials
      ? { sign_in_key: credentials.signInKey.trim(), device }
      : { email: credentials.email.trim(), password: credentials.password, device };
  const session = await options.api.signIn(body).catch((err: unknown) => {
    throw signInError(err);
  });
  const user = storedUser(session.user, session.token);
  options.store.saveCurrentUser(user);
  return user;
}

/** 401 and 429 of a sign-in say what to do next; anything else goes to the top-level handler as is. */
export function signInError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  if (err.status === 401)
    return new CliError(err.detail, 1, 'check them and try again; `spotter login --key KEY` takes your sign-in key');
  if (err.status === 429) return new CliError(err.detail, 1, 'too many tries: wait a few minutes, then try again');
  return err;
}

/** The sign-in key text as pasted or piped: one line, spaces trimmed. */
export const readKey = (text: string): string => text.trim().split(/\r?\n/)[0]?.trim() ?? '';
