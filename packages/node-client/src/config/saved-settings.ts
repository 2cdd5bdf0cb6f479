import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_API_URL } from '@spotter/core/constants';
import { checkApiUrl, originOf } from './api-url.js';
import { configDirOf } from './config-dir.js';

interface RawConfig {
  apiUrl?: unknown;
  hosts?: Record<string, { token?: unknown } | undefined>;
  currentUser?: { token?: unknown };
}

/**
 * The server URL (`explicit`, else the saved one, else the default) and the token kept for that server, read
 * straight from config.json without conf or zod: for the public reads that only send them (`exercises --json`).
 * A token saved for another server is never returned. Anything odd (no file, not JSON, a bad value) counts as
 * not saved; commands that use the stored user read it through the validated store.
 */
export async function savedSettings(
  env: Record<string, string | undefined>,
  explicit: string | null = null,
): Promise<{ apiUrl: string; token: string | null }> {
  let config: RawConfig = {};
  try {
    config = JSON.parse(await readFile(join(configDirOf(env), 'config.json'), 'utf8')) as RawConfig;
  } catch {
    // no file or not JSON: nothing saved
  }
  const saved = typeof config.apiUrl === 'string' ? checkApiUrl(config.apiUrl) : null;
  const savedUrl = saved?.ok ? saved.value : DEFAULT_API_URL;
  const apiUrl = explicit ?? savedUrl;
  const origin = originOf(apiUrl);
  // An older single sign-in belongs to the saved (or default) server, as the store migrates it.
  const token =
    config.hosts?.[origin]?.token ?? (origin === originOf(savedUrl) ? config.currentUser?.token : undefined);
  return { apiUrl, token: typeof token === 'string' && token !== '' ? token : null };
}
