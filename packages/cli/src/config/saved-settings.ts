import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkApiUrl } from './api-url.js';
import { configDirOf } from './config-dir.js';

/**
 * The saved server URL and this device's token, read straight from config.json without conf or zod: for the
 * public reads that only send them (`exercises --json`). Anything odd (no file, not JSON, a bad value) counts
 * as not saved; commands that use the stored user read it through the validated store.
 */
export async function savedSettings(env: Record<string, string | undefined>): Promise<{ apiUrl: string | null; token: string | null }> {
  try {
    const config = JSON.parse(await readFile(join(configDirOf(env), 'config.json'), 'utf8')) as { apiUrl?: unknown; currentUser?: { token?: unknown } };
    const token = config.currentUser?.token;
    const apiUrl = typeof config.apiUrl === 'string' ? checkApiUrl(config.apiUrl) : null;
    return { apiUrl: apiUrl?.ok ? apiUrl.value : null, token: typeof token === 'string' && token !== '' ? token : null };
  } catch {
    return { apiUrl: null, token: null };
  }
}
