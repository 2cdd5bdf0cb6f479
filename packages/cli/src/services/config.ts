import { DEFAULT_API_URL } from '@spotter/core/constants';
import { isConfigKey, SETTABLE_KEYS, type CliConfig, type ConfigKey } from '../config/config-schema.js';
import type { ConfigStore } from '../config/config-store.js';
import { UsageError } from '../errors.js';

const checkKey = (key: string, allowed: readonly string[], usage: string): ConfigKey => {
  if (!isConfigKey(key) || !allowed.includes(key)) throw new UsageError(`Unknown config key '${key}': use ${allowed.join(' or ')}`, usage);
  return key;
};

/** The stored config with the effective apiUrl filled in; or one key of it. */
export function getConfig(options: { store: ConfigStore; key?: string; usage: string }): { key: ConfigKey | null; value: unknown } {
  const config: CliConfig = options.store.read();
  if (options.key === undefined) return { key: null, value: { apiUrl: config.apiUrl ?? DEFAULT_API_URL, currentUser: config.currentUser ?? null } };
  const key = checkKey(options.key, ['apiUrl', 'currentUser'], options.usage);
  return { key, value: key === 'apiUrl' ? (config.apiUrl ?? DEFAULT_API_URL) : (config.currentUser ?? null) };
}

/** Sets a key (apiUrl only; the current user comes from `onboard` and `users use`), validated. */
export function setConfig(options: { store: ConfigStore; key: string; value: string; usage: string }): string {
  checkKey(options.key, SETTABLE_KEYS, options.usage);
  return options.store.setApiUrl(options.value);
}

export function unsetConfig(options: { store: ConfigStore; key: string; usage: string }): void {
  options.store.unset(checkKey(options.key, ['apiUrl', 'currentUser'], options.usage));
}
