import { DEFAULT_API_URL } from '@spotter/core/constants';
import type { ConfigStore, SignInStore, StoredConfig } from '@spotter/node-client/config';
import { UsageError } from '../errors.js';

/** Keys `config get` and `config unset` know; `currentUser` is the sign-in for the server in use. */
const CONFIG_KEYS = ['apiUrl', 'currentUser'] as const;
type ConfigKey = (typeof CONFIG_KEYS)[number];
const isConfigKey = (key: string): key is ConfigKey => (CONFIG_KEYS as readonly string[]).includes(key);

/** Keys `spotter config set` may write; the current user is set by `onboard`, `login` and `users use`. */
const SETTABLE_KEYS = ['apiUrl'] as const;

const checkKey = (key: string, allowed: readonly string[], usage: string): ConfigKey => {
  if (!isConfigKey(key) || !allowed.includes(key))
    throw new UsageError(`Unknown config key '${key}': use ${allowed.join(' or ')}`, usage);
  return key;
};

/** 'spt_…9xQk': enough to tell tokens apart, not enough to use one. */
export const maskToken = (token: string): string =>
  `${token.slice(0, token.indexOf('_') + 1)}…${token.length > 12 ? token.slice(-4) : ''}`;

/**
 * The stored config with the effective apiUrl filled in, the sign-in for the server in use (`session`) and the
 * servers signed in to; or one key of it ('token': the current user's). The token is masked unless `showToken`,
 * so the config can be shown on screen or pasted into a bug report.
 */
export function getConfig(options: {
  store: ConfigStore;
  session: SignInStore;
  key?: string;
  usage: string;
  showToken?: boolean;
}): {
  key: ConfigKey | 'token' | null;
  value: unknown;
} {
  const config: StoredConfig = options.store.read();
  const current = options.session.currentUser();
  const token = (value: string) => (options.showToken ? value : maskToken(value));
  const user = current ? { ...current, token: token(current.token) } : null;
  const signedInTo = options.store.signIns().map((signIn) => signIn.origin);
  if (options.key === undefined)
    return { key: null, value: { apiUrl: config.apiUrl ?? DEFAULT_API_URL, currentUser: user, signedInTo } };
  if (options.key === 'token') return { key: 'token', value: current ? token(current.token) : null };
  const key = checkKey(options.key, ['apiUrl', 'currentUser', 'token'], options.usage);
  return { key, value: key === 'apiUrl' ? (config.apiUrl ?? DEFAULT_API_URL) : user };
}

/** Sets a key (apiUrl only; the current user comes from `onboard` and `users use`), validated. */
export function setConfig(options: { store: ConfigStore; key: string; value: string; usage: string }): string {
  checkKey(options.key, SETTABLE_KEYS, options.usage);
  return options.store.setApiUrl(options.value);
}

/** `apiUrl` back to the default; `currentUser` forgets the sign-in for the server in use (not revoked: that is `logout`). */
export function unsetConfig(options: { store: ConfigStore; session: SignInStore; key: string; usage: string }): void {
  const key = checkKey(options.key, ['apiUrl', 'currentUser'], options.usage);
  if (key === 'apiUrl') options.store.unsetApiUrl();
  else options.session.clearCurrentUser();
}
