import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ffmpegMemoryLimitMb } from '@spotter/coach/video';
import { EnvironmentSchema, ServerConfigError, environmentDefaults, resolveServerConfig } from './config.js';
import { DEFAULT_DATABASE_TIMEOUTS, DEFAULT_LIMITS, DEFAULT_PRESSURE, NO_LIMITS } from './defaults.js';

const problems = (env: NodeJS.ProcessEnv): string[] => {
  try {
    resolveServerConfig(env);
  } catch (err) {
    if (err instanceof ServerConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('server configuration', () => {
  it('given no environment, when resolved, then the documented defaults apply', () => {
    const config = resolveServerConfig({});
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: null,
      pgSchema: 'spotter',
      media: { kind: 'local' },
      maxVideoBytes: 200 * 1024 * 1024,
      maxImageBytes: 20 * 1024 * 1024,
      maxImportBytes: 50 * 1024 * 1024,
      maxVideoSeconds: 180,
      webDir: null,
      chatbotOrigin: null,
      trustProxy: false,
      queue: 'inline',
      jobs: { timeoutSeconds: 900, attempts: 3, checkSeconds: 30, heartbeatSeconds: 5 },
      workerGraceMs: 60_000,
      analysisWorkers: 1,
      analysisQueue: 8,
      voice: { threads: 1, deadlineMs: 2000 },
      llm: null,
      logLevel: 'info',
      checkResponses: false,
      adminToken: null,
      trustedAfter: 3,
      bodyTimeoutMs: 30_000,
      requestTimeoutMs: 900_000,
    });
    expect(config.databaseTimeouts).toEqual(DEFAULT_DATABASE_TIMEOUTS);
    expect(config.pressure).toEqual(DEFAULT_PRESSURE);
    expect(config.limits).toEqual(DEFAULT_LIMITS);
    expect(config.dataDir).toMatch(/spotter$/);
  });

  it('given environment variables and flags, when resolved, then flags win over the environment', () => {
    const config = resolveServerConfig(
      {
        PORT: '9000',
        SPOTTER_DATA_DIR: '/data',
        DATABASE_URL: 'postgres://db/spotter',
        SPOTTER_MAX_VIDEO_MB: '50',
        SPOTTER_LLM_URL: 'http://127.0.0.1:11434/v1',
      },
      { port: 9100 },
    );
    expect(config).toMatchObject({
      port: 9100,
      dataDir: '/data',
      databaseUrl: 'postgres://db/spotter',
      maxVideoBytes: 50 * 1024 * 1024,
    });
    expect(config.llm).toEqual({ url: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: null });
  });

  it('given blank or padded values, when resolved, then blank is unset and padding is dropped', () => {
    const config = resolveServerConfig({
      PORT: ' ',
      HOST: ' 0.0.0.0 ',
      SPOTTER_MAX_VIDEO_MB: ' 5 ',
      SPOTTER_DATA_DIR: '',
    });
    expect(config).toMatchObject({ port: 8787, host: '0.0.0.0', maxVideoBytes: 5 * 1024 * 1024 });
    expect(config.dataDir).toMatch(/spotter$/);
  });

  it('given settings with their own readings, when resolved, then each reads as documented', () => {
    const config = resolveServerConfig({
      SPOTTER_TRUST_PROXY: '10.0.0.1,10.0.0.2',
      SPOTTER_CHECK_RESPONSES: 'YES',
      SPOTTER_RATE_LIMITS: 'off',
      SPOTTER_DB_LOCK_TIMEOUT_SECONDS: '0.25',
      SPOTTER_MAX_IN_FLIGHT: '0',
      SPOTTER_WORKER_GRACE_SECONDS: '1.5',
      VITE_CHATBOT_EMBED_URL: 'https://chat.example.com/embed?x=1',
      DATABASE_URL: 'postgres://db/spotter',
      SPOTTER_QUEUE: 'postgres',
    });
    expect(config).toMatchObject({
      trustProxy: '10.0.0.1,10.0.0.2',
      checkResponses: true,
      limits: NO_LIMITS,
      workerGraceMs: 1500,
      queue: 'postgres',
    });
    expect(config.databaseTimeouts.lockMs).toBe(250);
    expect(config.pressure.maxInFlight).toBe(0);
    expect(config.chatbotOrigin).toBe('https://chat.example.com');
    expect(resolveServerConfig({ SPOTTER_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(resolveServerConfig({ SPOTTER_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(resolveServerConfig({ NODE_ENV: 'development' }).checkResponses).toBe(true);
    expect(resolveServerConfig({ NODE_ENV: 'test', SPOTTER_CHECK_RESPONSES: '0' }).checkResponses).toBe(false);
    expect(resolveServerConfig({ SPOTTER_SIGNUPS_PER_HOUR: '2' }).limits).toEqual({
      ...DEFAULT_LIMITS,
      signUpsPerHour: 2,
    });
  });

  it('given SPOTTER_MEDIA_URL, when resolved, then the AWS SDK variables are read with their fallbacks, and the endpoint checked only then', () => {
    const media = (env: NodeJS.ProcessEnv) => resolveServerConfig({ SPOTTER_MEDIA_URL: 's3://bucket', ...env }).media;
    expect(media({ AWS_ENDPOINT_URL: 'http://minio:9000', AWS_DEFAULT_REGION: 'eu-west-1' })).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
    });
    expect(
      media({
        AWS_ENDPOINT_URL_S3: 'http://s3:9000',
        AWS_ENDPOINT_URL: 'http://minio:9000',
        AWS_REGION: 'us-west-2',
        AWS_DEFAULT_REGION: 'eu-west-1',
      }),
    ).toMatchObject({
      endpoint: 'http://s3:9000',
      region: 'us-west-2',
    });
    expect(resolveServerConfig({ AWS_ENDPOINT_URL_S3: 'minio:9000' }).media).toEqual({ kind: 'local' });
    expect(problems({ SPOTTER_MEDIA_URL: 's3://bucket', AWS_ENDPOINT_URL: 'minio:9000' })).toEqual([
      "AWS_ENDPOINT_URL must be an http(s):// address (got 'minio:9000')",
    ]);
  });

  it('given nonsense numbers, when resolved, then the error names the variable and what it takes', () => {
    expect(() => resolveServerConfig({ PORT: 'eighty' })).toThrow(
      "PORT must be a port number from 0 to 65535 (got 'eighty')",
    );
    expect(() => resolveServerConfig({ PORT: '70000' })).toThrow(/PORT must be a port number/);
    expect(() => resolveServerConfig({ SPOTTER_MAX_IMAGE_MB: '-1' })).toThrow(
      "SPOTTER_MAX_IMAGE_MB must be a positive number (got '-1')",
    );
    expect(() => resolveServerConfig({ SPOTTER_FFMPEG_MEMORY_MB: '1g' })).toThrow(
      /SPOTTER_FFMPEG_MEMORY_MB must be a whole number of megabytes/,
    );
    // Core's rule for numbers written as text: what Number() would read but a person would not write is refused.
    for (const bad of ['0x10', '1e3', 'Infinity', '1_000', '2.5', '-3']) {
      expect(problems({ SPOTTER_ANALYSIS_QUEUE: bad }), bad).toEqual([
        `SPOTTER_ANALYSIS_QUEUE must be a whole number, 0 or more (got '${bad}')`,
      ]);
    }
    expect(problems({ SPOTTER_DB_STATEMENT_TIMEOUT_SECONDS: '-1' })).toEqual([
      "SPOTTER_DB_STATEMENT_TIMEOUT_SECONDS must be a number of seconds, 0 or more (got '-1')",
    ]);
    expect(problems({ SPOTTER_VOICE_DEADLINE_SECONDS: '0' })).toEqual([
      "SPOTTER_VOICE_DEADLINE_SECONDS must be a positive number (got '0')",
    ]);
  });

  it('given words that are not among the choices, when resolved, then the error says which are', () => {
    expect(problems({ SPOTTER_QUEUE: 'redis' })).toEqual([
      "SPOTTER_QUEUE must be 'inline' or 'postgres' (got 'redis')",
    ]);
    expect(problems({ SPOTTER_RATE_LIMITS: 'maybe' })).toEqual([
      "SPOTTER_RATE_LIMITS must be 'on' or 'off' (got 'maybe')",
    ]);
    expect(problems({ SPOTTER_CHECK_RESPONSES: 'sometimes' })).toEqual([
      "SPOTTER_CHECK_RESPONSES must be 1 or 0 (got 'sometimes')",
    ]);
    expect(problems({ SPOTTER_S3_PATH_STYLE: 'yes please' })).toEqual([
      "SPOTTER_S3_PATH_STYLE must be 1 or 0 (got 'yes please')",
    ]);
    expect(problems({ SPOTTER_LOG_LEVEL: 'loud' })).toEqual([
      "SPOTTER_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'loud')",
    ]);
    expect(problems({ SPOTTER_MEDIA_URL: 'https://bucket' })[0]).toMatch(/^SPOTTER_MEDIA_URL must be s3:\/\/bucket/);
    expect(problems({ VITE_CHATBOT_EMBED_URL: 'chat' })).toEqual([
      "VITE_CHATBOT_EMBED_URL must be an address (https://…) (got 'chat')",
    ]);
    expect(problems({ SPOTTER_QUEUE: 'postgres' })).toEqual([
      'SPOTTER_QUEUE=postgres keeps analysis jobs on PostgreSQL: set DATABASE_URL=postgres://… too',
    ]);
  });

  it('given several bad values, when resolved, then one error lists every one, each once, naming its variable', () => {
    const env = {
      PORT: 'eighty',
      SPOTTER_MAX_VIDEO_MB: 'lots',
      SPOTTER_RATE_LIMITS: 'maybe',
      SPOTTER_ANALYSIS_QUEUE: '-2.5',
      HOST: '0.0.0.0',
    };
    let error: unknown;
    try {
      resolveServerConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ServerConfigError);
    expect((error as ServerConfigError).problems).toEqual([
      "PORT must be a port number from 0 to 65535 (got 'eighty')",
      "SPOTTER_MAX_VIDEO_MB must be a positive number (got 'lots')",
      "SPOTTER_ANALYSIS_QUEUE must be a whole number, 0 or more (got '-2.5')",
      "SPOTTER_RATE_LIMITS must be 'on' or 'off' (got 'maybe')",
    ]);
    expect((error as Error).message).toMatch(/^4 settings are not valid:\n {2}PORT must be/);
  });

  it("given SPOTTER_FFMPEG_MEMORY_MB, when resolved, then the server refuses exactly what the coach's ffmpeg would", () => {
    for (const value of ['', '0', '16', '15', '1024', ' 2048 ', '1g', '16.5', '-16', '1e3', '0x20']) {
      let coach: string;
      try {
        coach = `ok ${ffmpegMemoryLimitMb({ SPOTTER_FFMPEG_MEMORY_MB: value })}`;
      } catch {
        coach = 'refused';
      }
      expect(problems({ SPOTTER_FFMPEG_MEMORY_MB: value }).length ? 'refused' : 'taken', value).toBe(
        coach === 'refused' ? 'refused' : 'taken',
      );
    }
  });

  it('given SPOTTER_PG_SCHEMA, when resolved, then it names the PostgreSQL schema, spotter by default', () => {
    expect(resolveServerConfig({}).pgSchema).toBe('spotter');
    expect(resolveServerConfig({ SPOTTER_PG_SCHEMA: ' fitness_2 ' }).pgSchema).toBe('fitness_2');
    expect(resolveServerConfig({ SPOTTER_PG_SCHEMA: 'public' }).pgSchema).toBe('public');
  });

  it('given a schema name that would need quoting or is reserved, when resolved, then the error names the variable', () => {
    for (const bad of ['Spotter', 'spot-ter', '1spotter', 'spotter; drop table users', 'pg_spotter', 'a'.repeat(64)]) {
      expect(() => resolveServerConfig({ SPOTTER_PG_SCHEMA: bad }), bad).toThrow(
        /SPOTTER_PG_SCHEMA must be a schema name/,
      );
    }
  });
});

/** Variables in the README's table that the server does not read: which package's sources do. */
const READ_ELSEWHERE: Record<string, string> = {
  SPOTTER_FFMPEG: 'packages/coach/src',
  SPOTTER_MOVENET_DIR: 'packages/coach/src',
  SPOTTER_POSE_RUNTIME: 'packages/coach/src',
  SPOTTER_API_URL: 'packages/cli/src',
  SPOTTER_CONFIG_DIR: 'packages/cli/src',
  // The AWS SDK reads its keys itself; the media settings (config.ts) say so.
  AWS_ACCESS_KEY_ID: 'packages/server/src',
  AWS_SECRET_ACCESS_KEY: 'packages/server/src',
};

const ROOT = new URL('../../../', import.meta.url);

/** The non-test TypeScript under a folder of the repository. */
const sourcesOf = (dir: string) =>
  readdirSync(new URL(dir, ROOT), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(new URL(`${dir}/${file}`, ROOT), 'utf8'));

/** The README's configuration table: each row's variables (first column) and defaults (second). */
function readmeTable(): { names: string[]; defaults: string[] }[] {
  const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('\n|')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', defaults = ''] = line.split(' | ');
      return {
        names: [...names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!),
        defaults: defaults.split(', '),
      };
    });
}

describe("the README's configuration table", () => {
  const rows = readmeTable();
  const documented = rows.flatMap((row) => row.names);

  it('given the environment schema, then every variable it reads has a row, and every row names a variable something reads', () => {
    const read = Object.keys(EnvironmentSchema.shape);
    expect(
      read.filter((name) => !documented.includes(name)),
      'read but not in the README',
    ).toEqual([]);
    const unknown = documented.filter((name) => !read.includes(name) && !(name in READ_ELSEWHERE));
    expect(unknown, 'in the README but read by nothing').toEqual([]);
    for (const [name, dir] of Object.entries(READ_ELSEWHERE)) {
      expect(
        sourcesOf(dir).some((code) => new RegExp(`\\b${name}\\b`).test(code)),
        `${dir} reads ${name}`,
      ).toBe(true);
    }
    expect(new Set(documented).size, 'each variable in one row').toBe(documented.length);
  });

  it("given the schema's defaults, then the README shows each, in the order of its row's variables", () => {
    const mismatches = rows.flatMap(({ names, defaults }) =>
      names.flatMap((name, index) => {
        const fallback = environmentDefaults[name as keyof typeof environmentDefaults];
        if (fallback === undefined) return [];
        const shown = names.length === defaults.length ? defaults[index]! : defaults.join(', ');
        return shown === `\`${fallback}\`` ? [] : [`${name}: README shows ${shown}, the schema \`${fallback}\``];
      }),
    );
    expect(mismatches).toEqual([]);
  });
});
