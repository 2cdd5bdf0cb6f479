import { join } from 'node:path';
import envPaths from 'env-paths';
import { z } from 'zod';
import { DEFAULT_API_URL, DEFAULT_TRUSTED_AFTER } from '@spotter/core/constants';
import { numberFromText } from '@spotter/core/schemas';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  DEFAULT_LIMITS,
  DEFAULT_PRESSURE,
  FFMPEG_MEMORY_MB,
  NO_LIMITS,
} from './defaults.js';

export { DEFAULT_LIMITS, NO_LIMITS, type RateLimits } from './defaults.js';

/**
 * One variable: its text trimmed (blank is unset, as if absent), an unset one takes `fallback`, then `value` reads it.
 * `value` gets null for an unset variable without a default.
 */
function variable<T extends z.ZodType>(fallback: string | null, value: T) {
  const schema = z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || fallback)
    // zod's pipe wants a schema typed to take string | null; `value` takes that (and more, as numberFromText does).
    .pipe(value as unknown as z.ZodType<z.output<T>, string | null>);
  return { schema, fallback };
}

/** A number in plain decimal (core's rule: no hex, exponents or Infinity) that `check` accepts, else `expected`. */
const number = (expected: string, check: (value: z.ZodNumber) => z.ZodNumber = (value) => value) =>
  numberFromText(check(z.number({ error: expected })));
const wholeNumber = number('must be a whole number, 0 or more', (value) => value.int().min(0));
const positiveNumber = number('must be a positive number', (value) => value.positive());
/** Seconds (fractions allowed) as milliseconds; 0 switches a limit off. */
const seconds = number('must be a number of seconds, 0 or more', (value) => value.min(0)).transform((value) =>
  Math.round(value * 1000),
);
const text = z.string().nullable();

/** A yes/no setting: 1/true/yes or 0/false/no; unset is null. */
const flag = z
  .enum(['1', 'true', 'yes', '0', 'false', 'no'], { error: 'must be 1 or 0' })
  .nullable()
  .transform((value) => (value === null ? null : ['1', 'true', 'yes'].includes(value)));
const caseless = (value: string | null) => value?.toLowerCase() ?? null;

/** Lowercase so it never needs quoting; `pg_` names are PostgreSQL's own. */
const SQL_NAME = /^(?!pg_)[a-z_][a-z0-9_]{0,62}$/;
/** S3's bucket names: 3–63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const MEDIA_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

const mediaUrl = text
  .refine((value) => value === null || MEDIA_URL.test(value), {
    error: 'must be s3://bucket or s3://bucket/prefix with an S3 bucket name, or unset for the data folder',
  })
  .transform((value) => {
    const match = value === null ? null : MEDIA_URL.exec(value);
    if (!match) return null;
    const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
    return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
  });

const httpAddress = text.refine((value) => value === null || /^https?:\/\/[^/]+/.test(value), {
  error: 'must be an http(s):// address',
});

/** The page's origin; the CSP lets only it be framed. */
const origin = text.transform((value, ctx) => {
  if (value === null) return null;
  if (URL.canParse(value)) return new URL(value).origin;
  ctx.issues.push({ code: 'custom', message: 'must be an address (https://…)', input: value });
  return z.NEVER;
});

/** Unset or false: trust no proxy; true: any; else the proxies' addresses. */
const trustProxy = text.transform((value): boolean | string =>
  value === null || value === 'false' ? false : value === 'true' || value,
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MB = 1024 * 1024;

/** Every environment variable the server reads, by name: its default, and how its text is read and checked. */
const VARIABLES = {
  // 0 asks the system for any free port.
  PORT: variable(
    new URL(DEFAULT_API_URL).port,
    number('must be a port number from 0 to 65535', (value) => value.int().min(0).max(65535)),
  ),
  HOST: variable('127.0.0.1', z.string()),
  SPOTTER_DATA_DIR: variable(null, text),
  DATABASE_URL: variable(null, text),
  SPOTTER_PG_SCHEMA: variable(
    'spotter',
    z.string().regex(SQL_NAME, {
      error:
        'must be a schema name of lowercase letters, digits and _, starting with a letter or _, at most 63 characters and not starting with pg_',
    }),
  ),
  SPOTTER_DB_STATEMENT_TIMEOUT_SECONDS: variable(String(DEFAULT_DATABASE_TIMEOUTS.statementMs / 1000), seconds),
  SPOTTER_DB_LOCK_TIMEOUT_SECONDS: variable(String(DEFAULT_DATABASE_TIMEOUTS.lockMs / 1000), seconds),
  SPOTTER_DB_CONNECT_TIMEOUT_SECONDS: variable(String(DEFAULT_DATABASE_TIMEOUTS.connectMs / 1000), seconds),
  SPOTTER_MEDIA_URL: variable(null, mediaUrl),
  AWS_ENDPOINT_URL_S3: variable(null, text),
  AWS_ENDPOINT_URL: variable(null, text),
  AWS_REGION: variable(null, text),
  AWS_DEFAULT_REGION: variable('us-east-1', z.string()),
  SPOTTER_S3_PATH_STYLE: variable('0', z.enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' })),
  SPOTTER_QUEUE: variable('inline', z.enum(['inline', 'postgres'], { error: "must be 'inline' or 'postgres'" })),
  SPOTTER_WORKER_HEARTBEAT_SECONDS: variable('5', positiveNumber),
  SPOTTER_JOB_TIMEOUT_SECONDS: variable('900', positiveNumber),
  SPOTTER_JOB_ATTEMPTS: variable('3', positiveNumber),
  SPOTTER_QUEUE_CHECK_SECONDS: variable('30', positiveNumber),
  SPOTTER_WORKER_GRACE_SECONDS: variable('60', seconds),
  SPOTTER_MAX_VIDEO_MB: variable('200', positiveNumber),
  SPOTTER_MAX_IMAGE_MB: variable('20', positiveNumber),
  SPOTTER_MAX_IMPORT_MB: variable('50', positiveNumber),
  SPOTTER_MAX_VIDEO_SECONDS: variable('180', positiveNumber),
  SPOTTER_ANALYSIS_WORKERS: variable('1', positiveNumber),
  SPOTTER_ANALYSIS_QUEUE: variable('8', wholeNumber),
  SPOTTER_VOICE_THREADS: variable('1', positiveNumber),
  SPOTTER_VOICE_DEADLINE_SECONDS: variable('2', positiveNumber),
  SPOTTER_MAX_IN_FLIGHT: variable(String(DEFAULT_PRESSURE.maxInFlight), wholeNumber),
  SPOTTER_MAX_EVENT_LOOP_DELAY_MS: variable(String(DEFAULT_PRESSURE.maxEventLoopDelayMs), wholeNumber),
  // Read again by the coach wherever it starts ffmpeg; checked here so that a wrong value stops the start.
  SPOTTER_FFMPEG_MEMORY_MB: variable(
    String(FFMPEG_MEMORY_MB.default),
    number(`must be a whole number of megabytes, ${FFMPEG_MEMORY_MB.least} or more (0 for no ceiling)`, (value) =>
      value.int().refine((megabytes) => megabytes === 0 || megabytes >= FFMPEG_MEMORY_MB.least),
    ),
  ),
  SPOTTER_WEB_DIR: variable(null, text),
  SPOTTER_LLM_URL: variable(null, text),
  SPOTTER_LLM_MODEL: variable('llama3.2', z.string()),
  SPOTTER_LLM_API_KEY: variable(null, text),
  SPOTTER_ADMIN_TOKEN: variable(null, text),
  SPOTTER_TRUSTED_AFTER: variable(String(DEFAULT_TRUSTED_AFTER), wholeNumber),
  SPOTTER_SIGNINS_PER_ADDRESS: variable(String(DEFAULT_LIMITS.signInsPerAddress), wholeNumber),
  SPOTTER_SIGNINS_PER_ACCOUNT: variable(String(DEFAULT_LIMITS.signInsPerAccount), wholeNumber),
  SPOTTER_SIGNUPS_PER_HOUR: variable(String(DEFAULT_LIMITS.signUpsPerHour), wholeNumber),
  SPOTTER_CONTRIBUTIONS_PER_HOUR: variable(String(DEFAULT_LIMITS.contributionsPerHour), wholeNumber),
  SPOTTER_FAILED_TOKENS_PER_ADDRESS: variable(String(DEFAULT_LIMITS.failedTokensPerAddress), wholeNumber),
  SPOTTER_CHATS_PER_HOUR: variable(String(DEFAULT_LIMITS.chatsPerHour), wholeNumber),
  SPOTTER_UPLOADS_PER_HOUR: variable(String(DEFAULT_LIMITS.uploadsPerHour), wholeNumber),
  SPOTTER_RATE_LIMITS: variable('on', z.enum(['on', 'off'], { error: "must be 'on' or 'off'" })),
  SPOTTER_TRUST_PROXY: variable(null, trustProxy),
  SPOTTER_BODY_TIMEOUT_SECONDS: variable('30', positiveNumber),
  SPOTTER_REQUEST_TIMEOUT_SECONDS: variable('900', positiveNumber),
  SPOTTER_LOG_LEVEL: variable('info', z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  SPOTTER_CHECK_RESPONSES: variable(null, text.transform(caseless).pipe(flag)),
  NODE_ENV: variable(null, text),
  VITE_CHATBOT_EMBED_URL: variable(null, origin),
};

type Variables = typeof VARIABLES;
const entries = Object.entries(VARIABLES) as Array<[keyof Variables, Variables[keyof Variables]]>;

/** The environment, each variable read as VARIABLES says. */
export const EnvironmentSchema = z.object(
  Object.fromEntries(entries.map(([name, { schema }]) => [name, schema])) as {
    [Name in keyof Variables]: Variables[Name]['schema'];
  },
);

/**
 * The environment's defaults as the README's table writes them (the text an unset variable stands for), beside each
 * variable's schema in VARIABLES; config.test.ts holds the table to them.
 */
export const environmentDefaults: Readonly<Partial<Record<keyof Variables, string>>> = Object.freeze(
  Object.fromEntries(entries.flatMap(([name, { fallback }]) => (fallback === null ? [] : [[name, fallback]]))),
);

export type Environment = z.output<typeof EnvironmentSchema>;

/** Settings that only make sense together. */
function checkTogether(env: Environment, ctx: z.RefinementCtx) {
  if (env.SPOTTER_QUEUE === 'postgres' && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['SPOTTER_QUEUE'],
      message: 'SPOTTER_QUEUE=postgres keeps analysis jobs on PostgreSQL: set DATABASE_URL=postgres://… too',
    });
  }
  if (env.SPOTTER_MEDIA_URL) {
    const endpoint = env.AWS_ENDPOINT_URL_S3 ? 'AWS_ENDPOINT_URL_S3' : 'AWS_ENDPOINT_URL';
    const checked = httpAddress.safeParse(env[endpoint]);
    if (!checked.success) ctx.addIssue({ code: 'custom', path: [endpoint], message: checked.error.issues[0]!.message });
  }
}

/** The settings, shaped for the code that uses them. */
function serverSettings(env: Environment) {
  const s3 = env.SPOTTER_MEDIA_URL;
  const media: MediaSettings = s3
    ? {
        kind: 's3',
        ...s3,
        endpoint: env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL,
        region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION,
        pathStyle: env.SPOTTER_S3_PATH_STYLE === '1' || env.SPOTTER_S3_PATH_STYLE === 'true',
      }
    : { kind: 'local' };
  return {
    port: env.PORT,
    host: env.HOST,
    /** Embedded database and media store live here. */
    dataDir: env.SPOTTER_DATA_DIR ?? defaultDataDir(),
    /** postgres://… switches storage to a PostgreSQL server (media stay in dataDir). */
    databaseUrl: env.DATABASE_URL,
    /** On a PostgreSQL server, the schema holding Spotter's tables (PGlite keeps `public`: one app per data dir). */
    pgSchema: env.SPOTTER_PG_SCHEMA,
    /** On a PostgreSQL server: statement, lock and connect timeouts of requests (a stuck query answers 503). */
    databaseTimeouts: {
      statementMs: env.SPOTTER_DB_STATEMENT_TIMEOUT_SECONDS,
      lockMs: env.SPOTTER_DB_LOCK_TIMEOUT_SECONDS,
      connectMs: env.SPOTTER_DB_CONNECT_TIMEOUT_SECONDS,
    },
    /** Where media live: the data dir's media/ folder (default), or an S3-compatible bucket (SPOTTER_MEDIA_URL). */
    media,
    maxVideoBytes: env.SPOTTER_MAX_VIDEO_MB * MB,
    maxImageBytes: env.SPOTTER_MAX_IMAGE_MB * MB,
    /** The largest workout-log export (CSV) an import takes. */
    maxImportBytes: env.SPOTTER_MAX_IMPORT_MB * MB,
    maxVideoSeconds: env.SPOTTER_MAX_VIDEO_SECONDS,
    /** The built web app to serve, when present. */
    webDir: env.SPOTTER_WEB_DIR,
    /** Origin of the web app's hidden chatbot frame (VITE_CHATBOT_EMBED_URL): the only one the CSP lets it frame. */
    chatbotOrigin: env.VITE_CHATBOT_EMBED_URL,
    /**
     * Which proxies may say who the client is (X-Forwarded-For, -Proto): false (none, the default), true (any), or
     * a comma-separated list of addresses/CIDRs. Behind a reverse proxy, per-address budgets need it.
     */
    trustProxy: env.SPOTTER_TRUST_PROXY,
    /**
     * Where uploads are analysed: 'inline' (this process's worker threads, the default) or 'postgres' (jobs on the
     * PostgreSQL queue, taken by `spotter worker` processes and by `spotter serve` unless --no-worker).
     */
    queue: env.SPOTTER_QUEUE,
    /**
     * Analysis jobs on the queue: a worker beats for its jobs every `heartbeatSeconds`, and a job whose worker missed
     * three beats (killed, machine gone) is taken again (worker-liveness.ts); a job still running after
     * `timeoutSeconds` (a worker stuck) is taken again too; a job is tried `attempts` times before it fails; the
     * queue's housekeeping (expiring timed-out jobs) runs every `checkSeconds`.
     */
    jobs: {
      timeoutSeconds: Math.round(env.SPOTTER_JOB_TIMEOUT_SECONDS),
      attempts: Math.round(env.SPOTTER_JOB_ATTEMPTS),
      checkSeconds: Math.round(env.SPOTTER_QUEUE_CHECK_SECONDS),
      heartbeatSeconds: env.SPOTTER_WORKER_HEARTBEAT_SECONDS,
    },
    /** `spotter worker` on SIGTERM/SIGINT: how long running jobs get to finish before they go back to the queue. */
    workerGraceMs: env.SPOTTER_WORKER_GRACE_SECONDS,
    /** Workers analysing videos at once, and uploads allowed to wait for one (more get 503 + Retry-After). */
    analysisWorkers: Math.round(env.SPOTTER_ANALYSIS_WORKERS),
    analysisQueue: env.SPOTTER_ANALYSIS_QUEUE,
    /**
     * The coach's voice: threads speaking replies at once, and how long a reply waits for its voice (queue included)
     * before it goes out as text, marked busy.
     */
    voice: { threads: Math.round(env.SPOTTER_VOICE_THREADS), deadlineMs: env.SPOTTER_VOICE_DEADLINE_SECONDS * 1000 },
    /** Load shedding: 503 + Retry-After while the event loop lags this far behind. */
    pressure: {
      ...DEFAULT_PRESSURE,
      maxEventLoopDelayMs: env.SPOTTER_MAX_EVENT_LOOP_DELAY_MS,
      maxInFlight: env.SPOTTER_MAX_IN_FLIGHT,
    },
    llm: env.SPOTTER_LLM_URL
      ? { url: env.SPOTTER_LLM_URL, model: env.SPOTTER_LLM_MODEL, apiKey: env.SPOTTER_LLM_API_KEY }
      : null,
    logLevel: env.SPOTTER_LOG_LEVEL as string,
    /**
     * Also parse every answer with its zod schema and check the compiled writer agrees (http/serializer.ts): on in tests
     * and development (NODE_ENV test or development, or SPOTTER_CHECK_RESPONSES=1), off when serving users.
     */
    checkResponses: env.SPOTTER_CHECK_RESPONSES ?? (env.NODE_ENV === 'test' || env.NODE_ENV === 'development'),
    /** Unlocks /api/admin (the contribution review queue); without it the admin API answers 404. */
    adminToken: env.SPOTTER_ADMIN_TOKEN,
    /** A contributor with this many approved contributions gets the next ones approved at once. */
    trustedAfter: env.SPOTTER_TRUSTED_AFTER,
    limits:
      env.SPOTTER_RATE_LIMITS === 'off'
        ? NO_LIMITS
        : {
            signInsPerAddress: env.SPOTTER_SIGNINS_PER_ADDRESS,
            signInsPerAccount: env.SPOTTER_SIGNINS_PER_ACCOUNT,
            signUpsPerHour: env.SPOTTER_SIGNUPS_PER_HOUR,
            contributionsPerHour: env.SPOTTER_CONTRIBUTIONS_PER_HOUR,
            failedTokensPerAddress: env.SPOTTER_FAILED_TOKENS_PER_ADDRESS,
            chatsPerHour: env.SPOTTER_CHATS_PER_HOUR,
            uploadsPerHour: env.SPOTTER_UPLOADS_PER_HOUR,
          },
    /** A connection that sends nothing for this long while its request comes in is dropped (a stalled upload). */
    bodyTimeoutMs: env.SPOTTER_BODY_TIMEOUT_SECONDS * 1000,
    /** The whole request, body included, must arrive within this (a 200 MB video on a slow line). */
    requestTimeoutMs: env.SPOTTER_REQUEST_TIMEOUT_SECONDS * 1000,
  };
}

/** The environment read, checked as a whole, and shaped into the server's settings. */
export const ServerConfigSchema = EnvironmentSchema.superRefine(checkTogether).transform(serverSettings);

export type ServerConfig = z.output<typeof ServerConfigSchema>;

/** The data dir's media/ folder, or an S3-compatible bucket: SPOTTER_MEDIA_URL=s3://bucket/prefix and the AWS SDK's variables. */
export type MediaSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** '' or a key prefix ending in '/'. */
      prefix: string;
      /** AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL): a MinIO, Garage or Ceph RGW server; null for AWS S3 itself. */
      endpoint: string | null;
      region: string;
      /** SPOTTER_S3_PATH_STYLE=1: bucket in the path (http://host/bucket/key), as most self-hosted servers want. */
      pathStyle: boolean;
      /** Keys given in code (tests); otherwise the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, a role). */
      credentials?: { accessKeyId: string; secretAccessKey: string } | null;
    };

/** Every bad setting of the environment at once, one line each, naming its variable and what it takes. */
export class ServerConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `${problems.length} settings are not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
    this.name = 'ServerConfigError';
  }
}

function problemsOf(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  const byVariable = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0]);
    if (byVariable.has(name)) continue; // one line a variable: its first complaint says what it takes
    byVariable.set(
      name,
      issue.message.startsWith(name) ? issue.message : `${name} ${issue.message} (got '${env[name]}')`,
    );
  }
  return [...byVariable.values()];
}

export const defaultDataDir = () => envPaths('spotter', { suffix: '' }).data;

/**
 * Server settings from the environment, with explicit options (CLI flags) taking precedence. Throws a
 * ServerConfigError listing every bad variable.
 */
export function resolveServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const known = Object.fromEntries(Object.keys(EnvironmentSchema.shape).map((name) => [name, env[name]]));
  const parsed = ServerConfigSchema.safeParse(known);
  if (!parsed.success) throw new ServerConfigError(problemsOf(parsed.error, env));
  return { ...parsed.data, ...overrides };
}

export const mediaDirOf = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'media');
