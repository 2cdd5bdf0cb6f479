import { ApiError, type ApiClient } from '@spotter/core/api';

const databaseNames = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' } as const;

/**
 * One line about the server: its version, database and the ffmpeg its coach runs. Informational, so a health
 * check that fails is said in the line, not thrown: whoami has already heard from the server.
 */
export async function describeServer(options: { api: ApiClient }): Promise<string> {
  let health;
  try {
    health = await options.api.health();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return err.unreachable ? 'not reachable' : `health check failed: ${err.detail}`;
  }
  const ffmpeg = health.ffmpeg
    ? `ffmpeg ${health.ffmpeg.version ?? '(version unknown)'}, ${health.ffmpeg.source}`
    : 'no ffmpeg';
  return `Spotter ${health.version}, ${databaseNames[health.database]}, ${ffmpeg}`;
}
