import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@spotter/core/api';
import { resolveServerConfig, type ServerConfig } from '../config.js';
import { createServer, type SpotterServer } from '../server.js';
import { copyPgliteTemplate } from './pglite-template.js';
import { TEST_SETTINGS } from './test-settings.js';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server (CI). */
export const backends = (): Backend[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/**
 * A plain pg pool on a scratch database, for tests that look past Spotter's own connections. It hears its
 * connections' errors: pool.end() resolves before a connection has closed, so the database's forced drop can end
 * one after the test, and an unheard pool 'error' would crash the test run.
 */
export async function scratchPool(url: string, max = 1) {
  const { default: pg } = await import('pg');
  return new pg.Pool({ connectionString: url, max }).on('error', () => undefined);
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const admin = process.env.DATABASE_URL!;
  const name = `spotter_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface TestServer {
  server: SpotterServer;
  config: ServerConfig;
  baseUrl: string;
  dataDir: string;
  /** A client with no user signed in. */
  client: ApiClient;
  clientFor(token: string): ApiClient;
  stop(): Promise<void>;
}

/** The real server on a loopback port, on a temporary data dir and a scratch database. */
export async function startTestServer(
  backend: Backend = 'pglite',
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'spotter-test-'));
  const postgres = backend === 'postgres' ? await scratchPostgres() : null;
  const config = resolveServerConfig(
    {},
    { ...TEST_SETTINGS, dataDir, databaseUrl: postgres?.url ?? null, port: 0, ...overrides },
  );
  if (!config.databaseUrl && config.dataDir === dataDir) await copyPgliteTemplate(dataDir);
  const server = await createServer(config);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const clientFor = (token: string | null) => createApiClient({ baseUrl: address, fetch, token: () => token });
  return {
    server,
    config,
    baseUrl: address,
    dataDir,
    client: clientFor(null),
    clientFor,
    async stop() {
      await server.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let signUps = 0;

/** Onboarding fields; each call has an email of its own (emails are unique per account). */
export const onboarding = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  email: `ada.${process.pid}.${++signUps}@example.com`,
  age: 34,
  height_cm: 170,
  weight_kg: 64,
  sex: 'female' as const,
  primary_goal: 'strength' as const,
  equipment_list: ['dumbbells', 'pull-up bar'],
  ...overrides,
});

/** A response body read as a JSON object: a test types the fields it looks into (or casts the whole to its schema's type). */
export const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
