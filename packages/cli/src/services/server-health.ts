import { ApiError, type ApiClient } from '@spotter/core/api';

const databaseNames = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' } as const;

/** One line about the server: its version, database and the ffmpeg its coach runs; or that it cannot be reached. */
export async function describeServer(options: { api: ApiClient }): Promise<string> {
  let health;
  try {
    health = await options.api.health();
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) return 'not reachable';
    throw err;
  }
  const ffmpeg = health.ffmpeg ? `ffmpeg ${health.ffmpeg.version ?? '(version unknown)'}, ${health.ffmpeg.source}` : 'no ffmpeg';
  return `Spotter ${health.version}, ${databaseNames[health.database]}, ${ffmpeg}`;
}
