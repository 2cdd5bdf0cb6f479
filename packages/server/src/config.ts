import { join } from 'node:path';
import envPaths from 'env-paths';
import { DEFAULT_API_URL } from '@spotter/core/constants';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and media store live here. */
  dataDir: string;
  /** postgres://… switches storage to a PostgreSQL server (media stay in dataDir). */
  databaseUrl: string | null;
  maxVideoBytes: number;
  maxImageBytes: number;
  maxVideoSeconds: number;
  /** The built web app to serve, when present. */
  webDir: string | null;
  /** Workers analysing videos at once. */
  analysisWorkers: number;
  llm: { url: string; model: string; apiKey: string | null } | null;
  logLevel: string;
}

const MB = 1024 * 1024;
const defaultPort = Number(new URL(DEFAULT_API_URL).port);

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got '${raw}')`);
  return value;
}

export const defaultDataDir = () => envPaths('spotter', { suffix: '' }).data;

/** Server settings from the environment, with explicit options (CLI flags) taking precedence. */
export function resolveServerConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? defaultPort : Number(env.PORT);
  // 0 asks the system for any free port.
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number from 0 to 65535 (got '${env.PORT}')`);
  const llmUrl = env.SPOTTER_LLM_URL?.trim();
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: env.SPOTTER_DATA_DIR?.trim() || defaultDataDir(),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    maxVideoBytes: positiveNumber('SPOTTER_MAX_VIDEO_MB', env.SPOTTER_MAX_VIDEO_MB, 200) * MB,
    maxImageBytes: positiveNumber('SPOTTER_MAX_IMAGE_MB', env.SPOTTER_MAX_IMAGE_MB, 20) * MB,
    maxVideoSeconds: positiveNumber('SPOTTER_MAX_VIDEO_SECONDS', env.SPOTTER_MAX_VIDEO_SECONDS, 180),
    webDir: env.SPOTTER_WEB_DIR?.trim() || null,
    analysisWorkers: Math.round(positiveNumber('SPOTTER_ANALYSIS_WORKERS', env.SPOTTER_ANALYSIS_WORKERS, 1)),
    llm: llmUrl
      ? { url: llmUrl, model: env.SPOTTER_LLM_MODEL?.trim() || 'llama3.2', apiKey: env.SPOTTER_LLM_API_KEY?.trim() || null }
      : null,
    logLevel: env.SPOTTER_LOG_LEVEL?.trim() || 'info',
    ...overrides,
  };
}

export const mediaDirOf = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'media');
