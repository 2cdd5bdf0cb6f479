import { join } from 'node:path';
import envPaths from 'env-paths';
import { DEFAULT_API_URL, DEFAULT_TRUSTED_AFTER } from '@spotter/core/constants';
import { ffmpegMemoryLimitMb } from '@spotter/coach/video';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/faults.js';
import { DEFAULT_PRESSURE, type Pressure } from './http/load-shedding.js';
import type { S3MediaSettings } from './media/s3-store.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and media store live here. */
  dataDir: string;
  /** postgres://… switches storage to a PostgreSQL server (media stay in dataDir). */
  databaseUrl: string | null;
  /** On a PostgreSQL server, the schema holding Spotter's tables (PGlite keeps `public`: one app per data dir). */
  pgSchema: string;
  /** On a PostgreSQL server: statement, lock and connect timeouts of requests (a stuck query answers 503). */
  databaseTimeouts: DatabaseTimeouts;
  /** Where media live: the data dir's media/ folder (default), or an S3-compatible bucket (SPOTTER_MEDIA_URL). */
  media: MediaSettings;
  maxVideoBytes: number;
  maxImageBytes: number;
  /** The largest workout-log export (CSV) an import takes. */
  maxImportBytes: number;
  maxVideoSeconds: number;
  /** The built web app to serve, when present. */
  webDir: string | null;
  /** Origin of the web app's hidden chatbot frame (VITE_CHATBOT_EMBED_URL): the only one the CSP lets it frame. */
  chatbotOrigin: string | null;
  /**
   * Which proxies may say who the client is (X-Forwarded-For, -Proto): false (none, the default), true (any), or
   * a comma-separated list of addresses/CIDRs. Behind a reverse proxy, per-address budgets need it.
   */
  trustProxy: boolean | string;
  /**
   * Where uploads are analysed: 'inline' (this process's worker threads, the default) or 'postgres' (jobs on the
   * PostgreSQL queue, taken by `spotter worker` processes and by `spotter serve` unless --no-worker).
   */
  queue: 'inline' | 'postgres';
  /**
   * Analysis jobs on the queue: a worker beats for its jobs every `heartbeatSeconds`, and a job whose worker missed
   * three beats (killed, machine gone) is taken again (worker-liveness.ts); a job still running after
   * `timeoutSeconds` (a worker stuck) is taken again too; a job is tried `attempts` times before it fails; the
   * queue's housekeeping (expiring timed-out jobs) runs every `checkSeconds`.
   */
  jobs: { timeoutSeconds: number; attempts: number; checkSeconds: number; heartbeatSeconds: number };
  /** Workers analysing videos at once, and uploads allowed to wait for one (more get 503 + Retry-After). */
  analysisWorkers: number;
  analysisQueue: number;
  /**
   * The coach's voice: threads speaking replies at once, and how long a reply waits for its voice (queue included)
   * before it goes out as text, marked busy.
   */
  voice: { threads: number; deadlineMs: number };
  /** Load shedding: 503 + Retry-After while the event loop lags this far behind. */
  pressure: Pressure;
  llm: { url: string; model: string; apiKey: string | null } | null;
  logLevel: string;
  /**
   * Also parse every answer with its zod schema and check the compiled writer agrees (http/serializer.ts): on in tests
   * and development (NODE_ENV test or development, or SPOTTER_CHECK_RESPONSES=1), off when serving users.
   */
  checkResponses: boolean;
  /** Unlocks /api/admin (the contribution review queue); without it the admin API answers 404. */
  adminToken: string | null;
  /** A contributor with this many approved contributions gets the next ones approved at once. */
  trustedAfter: number;
  limits: RateLimits;
  /** A connection that sends nothing for this long while its request comes in is dropped (a stalled upload). */
  bodyTimeoutMs: number;
  /** The whole request, body included, must arrive within this (a 200 MB video on a slow line). */
  requestTimeoutMs: number;
}

/** Per-address and per-account request budgets against guessing and flooding (0 = no limit). */
export interface RateLimits {
  /** Sign-in attempts per address, and per account (email), in 15 minutes. */
  signInsPerAddress: number;
  signInsPerAccount: number;
  signUpsPerHour: number;
  contributionsPerHour: number;
  /** Calls with an unknown or revoked token per address in 15 minutes (token guessing). */
  failedTokensPerAddress: number;
  /** Coach messages and video uploads per account per hour. */
  chatsPerHour: number;
  uploadsPerHour: number;
}

export const DEFAULT_LIMITS: RateLimits = {
  signInsPerAddress: 30,
  signInsPerAccount: 10,
  signUpsPerHour: 30,
  contributionsPerHour: 30,
  failedTokensPerAddress: 60,
  chatsPerHour: 300,
  uploadsPerHour: 60,
};
/** For a trusted setting only (tests, benchmarks, a server behind a proxy that limits): no budgets at all. */
export const NO_LIMITS: RateLimits = {
  signInsPerAddress: 0,
  signInsPerAccount: 0,
  signUpsPerHour: 0,
  contributionsPerHour: 0,
  failedTokensPerAddress: 0,
  chatsPerHour: 0,
  uploadsPerHour: 0,
};

/**
 * What test harnesses run with: no request budgets, no load shedding (a loaded test machine lags for reasons of its
 * own) and time for a voice thread started from TypeScript sources to warm up. Tests that check those turn them on.
 */
export const TEST_SETTINGS = {
  limits: NO_LIMITS,
  voice: { threads: 1, deadlineMs: 60_000 },
  pressure: { maxEventLoopDelayMs: 0, sampleIntervalMs: 500, maxInFlight: 0 },
  checkResponses: true,
} satisfies Partial<ServerConfig>;

/** A yes/no setting: 1/true/yes or 0/false/no; unset is undefined. */
function flag(raw: string | undefined): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new Error(`SPOTTER_CHECK_RESPONSES must be 1 or 0 (got '${raw}')`);
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, 0 or more (got '${raw}')`);
  return value;
}

function trustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const mode = env.SPOTTER_RATE_LIMITS?.trim();
  if (mode === 'off') return NO_LIMITS;
  if (mode && mode !== 'on') throw new Error(`SPOTTER_RATE_LIMITS must be 'on' or 'off' (got '${mode}')`);
  return {
    signInsPerAddress: wholeNumber('SPOTTER_SIGNINS_PER_ADDRESS', env.SPOTTER_SIGNINS_PER_ADDRESS, DEFAULT_LIMITS.signInsPerAddress),
    signInsPerAccount: wholeNumber('SPOTTER_SIGNINS_PER_ACCOUNT', env.SPOTTER_SIGNINS_PER_ACCOUNT, DEFAULT_LIMITS.signInsPerAccount),
    signUpsPerHour: wholeNumber('SPOTTER_SIGNUPS_PER_HOUR', env.SPOTTER_SIGNUPS_PER_HOUR, DEFAULT_LIMITS.signUpsPerHour),
    contributionsPerHour: wholeNumber('SPOTTER_CONTRIBUTIONS_PER_HOUR', env.SPOTTER_CONTRIBUTIONS_PER_HOUR, DEFAULT_LIMITS.contributionsPerHour),
    failedTokensPerAddress: wholeNumber('SPOTTER_FAILED_TOKENS_PER_ADDRESS', env.SPOTTER_FAILED_TOKENS_PER_ADDRESS, DEFAULT_LIMITS.failedTokensPerAddress),
    chatsPerHour: wholeNumber('SPOTTER_CHATS_PER_HOUR', env.SPOTTER_CHATS_PER_HOUR, DEFAULT_LIMITS.chatsPerHour),
    uploadsPerHour: wholeNumber('SPOTTER_UPLOADS_PER_HOUR', env.SPOTTER_UPLOADS_PER_HOUR, DEFAULT_LIMITS.uploadsPerHour),
  };
}

/** Lowercase so it never needs quoting; `pg_` names are PostgreSQL's own. */
const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function pgSchema(raw: string | undefined): string {
  const value = raw?.trim() || 'spotter';
  if (!SQL_NAME.test(value) || value.startsWith('pg_')) {
    throw new Error(
      `SPOTTER_PG_SCHEMA must be a schema name of lowercase letters, digits and _, starting with a letter or _, at most 63 characters and not starting with pg_ (got '${raw}')`,
    );
  }
  return value;
}

export type MediaSettings = { kind: 'local' } | S3MediaSettings;

/** S3's bucket names: 3–63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** SPOTTER_MEDIA_URL=s3://bucket/prefix and the AWS SDK's own variables for where and how to reach it. */
function mediaSettings(env: NodeJS.ProcessEnv): MediaSettings {
  const raw = env.SPOTTER_MEDIA_URL?.trim();
  if (!raw) return { kind: 'local' };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(raw);
  if (!match || !BUCKET.test(match[1]!)) {
    throw new Error(`SPOTTER_MEDIA_URL must be s3://bucket or s3://bucket/prefix with an S3 bucket name, or unset for the data folder (got '${raw}')`);
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim() || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`AWS_ENDPOINT_URL_S3 must be an http(s):// address (got '${endpoint}')`);
  const pathStyle = env.SPOTTER_S3_PATH_STYLE?.trim() ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(pathStyle)) throw new Error(`SPOTTER_S3_PATH_STYLE must be 1 or 0 (got '${pathStyle}')`);
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1',
    pathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}

const MB = 1024 * 1024;
const defaultPort = Number(new URL(DEFAULT_API_URL).port);

/** Seconds (fractions allowed) as milliseconds; 0 switches the limit off. */
function seconds(name: string, raw: string | undefined, fallbackMs: number): number {
  if (raw === undefined || raw.trim() === '') return fallbackMs;
  const value = Number(raw);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(raw) || !Number.isFinite(value)) throw new Error(`${name} must be a number of seconds, 0 or more (got '${raw}')`);
  return Math.round(value * 1000);
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got '${raw}')`);
  return value;
}

export const defaultDataDir = () => envPaths('spotter', { suffix: '' }).data;

function queueKind(raw: string | undefined, databaseUrl: string | null): ServerConfig['queue'] {
  const value = raw?.trim() || 'inline';
  if (value !== 'inline' && value !== 'postgres') throw new Error(`SPOTTER_QUEUE must be 'inline' or 'postgres' (got '${raw}')`);
  if (value === 'postgres' && !databaseUrl) {
    throw new Error('SPOTTER_QUEUE=postgres keeps analysis jobs on PostgreSQL: set DATABASE_URL=postgres://… too');
  }
  return value;
}

/** Server settings from the environment, with explicit options (CLI flags) taking precedence. */
export function resolveServerConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? defaultPort : Number(env.PORT);
  // 0 asks the system for any free port.
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number from 0 to 65535 (got '${env.PORT}')`);
  const llmUrl = env.SPOTTER_LLM_URL?.trim();
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  // The coach reads SPOTTER_FFMPEG_MEMORY_MB from the environment each time it starts ffmpeg, in whichever worker
  // thread: read here too, so a wrong value stops the start instead of every upload.
  ffmpegMemoryLimitMb(env);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: env.SPOTTER_DATA_DIR?.trim() || defaultDataDir(),
    databaseUrl,
    pgSchema: pgSchema(env.SPOTTER_PG_SCHEMA),
    databaseTimeouts: {
      statementMs: seconds('SPOTTER_DB_STATEMENT_TIMEOUT_SECONDS', env.SPOTTER_DB_STATEMENT_TIMEOUT_SECONDS, DEFAULT_DATABASE_TIMEOUTS.statementMs),
      lockMs: seconds('SPOTTER_DB_LOCK_TIMEOUT_SECONDS', env.SPOTTER_DB_LOCK_TIMEOUT_SECONDS, DEFAULT_DATABASE_TIMEOUTS.lockMs),
      connectMs: seconds('SPOTTER_DB_CONNECT_TIMEOUT_SECONDS', env.SPOTTER_DB_CONNECT_TIMEOUT_SECONDS, DEFAULT_DATABASE_TIMEOUTS.connectMs),
    },
    maxVideoBytes: positiveNumber('SPOTTER_MAX_VIDEO_MB', env.SPOTTER_MAX_VIDEO_MB, 200) * MB,
    maxImageBytes: positiveNumber('SPOTTER_MAX_IMAGE_MB', env.SPOTTER_MAX_IMAGE_MB, 20) * MB,
    maxImportBytes: positiveNumber('SPOTTER_MAX_IMPORT_MB', env.SPOTTER_MAX_IMPORT_MB, 50) * MB,
    maxVideoSeconds: positiveNumber('SPOTTER_MAX_VIDEO_SECONDS', env.SPOTTER_MAX_VIDEO_SECONDS, 180),
    media: mediaSettings(env),
    webDir: env.SPOTTER_WEB_DIR?.trim() || null,
    trustProxy: trustProxy(env.SPOTTER_TRUST_PROXY),
    chatbotOrigin: env.VITE_CHATBOT_EMBED_URL?.trim() ? new URL(env.VITE_CHATBOT_EMBED_URL.trim()).origin : null,
    queue: queueKind(env.SPOTTER_QUEUE, databaseUrl),
    jobs: {
      timeoutSeconds: Math.round(positiveNumber('SPOTTER_JOB_TIMEOUT_SECONDS', env.SPOTTER_JOB_TIMEOUT_SECONDS, 900)),
      attempts: Math.round(positiveNumber('SPOTTER_JOB_ATTEMPTS', env.SPOTTER_JOB_ATTEMPTS, 3)),
      checkSeconds: Math.round(positiveNumber('SPOTTER_QUEUE_CHECK_SECONDS', env.SPOTTER_QUEUE_CHECK_SECONDS, 30)),
      heartbeatSeconds: positiveNumber('SPOTTER_WORKER_HEARTBEAT_SECONDS', env.SPOTTER_WORKER_HEARTBEAT_SECONDS, 5),
    },
    analysisWorkers: Math.round(positiveNumber('SPOTTER_ANALYSIS_WORKERS', env.SPOTTER_ANALYSIS_WORKERS, 1)),
    analysisQueue: wholeNumber('SPOTTER_ANALYSIS_QUEUE', env.SPOTTER_ANALYSIS_QUEUE, 8),
    voice: {
      threads: Math.round(positiveNumber('SPOTTER_VOICE_THREADS', env.SPOTTER_VOICE_THREADS, 1)),
      deadlineMs: positiveNumber('SPOTTER_VOICE_DEADLINE_SECONDS', env.SPOTTER_VOICE_DEADLINE_SECONDS, 2) * 1000,
    },
    pressure: {
      ...DEFAULT_PRESSURE,
      maxEventLoopDelayMs: wholeNumber('SPOTTER_MAX_EVENT_LOOP_DELAY_MS', env.SPOTTER_MAX_EVENT_LOOP_DELAY_MS, DEFAULT_PRESSURE.maxEventLoopDelayMs),
      maxInFlight: wholeNumber('SPOTTER_MAX_IN_FLIGHT', env.SPOTTER_MAX_IN_FLIGHT, DEFAULT_PRESSURE.maxInFlight),
    },
    llm: llmUrl
      ? { url: llmUrl, model: env.SPOTTER_LLM_MODEL?.trim() || 'llama3.2', apiKey: env.SPOTTER_LLM_API_KEY?.trim() || null }
      : null,
    logLevel: env.SPOTTER_LOG_LEVEL?.trim() || 'info',
    checkResponses: flag(env.SPOTTER_CHECK_RESPONSES) ?? (env.NODE_ENV === 'test' || env.NODE_ENV === 'development'),
    adminToken: env.SPOTTER_ADMIN_TOKEN?.trim() || null,
    trustedAfter: wholeNumber('SPOTTER_TRUSTED_AFTER', env.SPOTTER_TRUSTED_AFTER, DEFAULT_TRUSTED_AFTER),
    limits: rateLimits(env),
    bodyTimeoutMs: positiveNumber('SPOTTER_BODY_TIMEOUT_SECONDS', env.SPOTTER_BODY_TIMEOUT_SECONDS, 30) * 1000,
    requestTimeoutMs: positiveNumber('SPOTTER_REQUEST_TIMEOUT_SECONDS', env.SPOTTER_REQUEST_TIMEOUT_SECONDS, 900) * 1000,
    ...overrides,
  };
}

export const mediaDirOf = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'media');
