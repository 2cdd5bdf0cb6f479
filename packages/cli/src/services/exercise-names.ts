import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** How long completion trusts the names it fetched: the library changes rarely. */
export const NAMES_MAX_AGE_MS = 60 * 60_000;

interface NamesCache {
  at: number;
  names: string[];
}

/**
 * Exercise names for shell completion: from the cache when it is fresh, else from the server (the caller's
 * `fetchNames` has a short timeout), written back to the cache. A server that does not answer leaves the old
 * names, or none: completion must never hang or fail the shell.
 */
export async function exerciseNames(options: {
  cacheFile: string;
  now: number;
  fetchNames: () => Promise<string[] | null>;
}): Promise<string[]> {
  const cached = await readFile(options.cacheFile, 'utf8')
    .then((text) => JSON.parse(text) as NamesCache)
    .catch(() => null);
  if (cached && Array.isArray(cached.names) && options.now - cached.at < NAMES_MAX_AGE_MS) return cached.names;
  const fresh = await options.fetchNames().catch(() => null);
  if (!fresh) return cached?.names ?? [];
  await mkdir(dirname(options.cacheFile), { recursive: true, mode: 0o700 });
  await writeFile(options.cacheFile, JSON.stringify({ at: options.now, names: fresh } satisfies NamesCache));
  return fresh;
}
