import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '@spotter/core/api';
import { createServer, resolveServerConfig, type ServerConfig } from '@spotter/server';
import { TEST_SETTINGS, copyPgliteTemplate } from '@spotter/server/testing';
import type { StoredUser } from '../session.js';

// The shared real clips and photos (../shared/fixtures beside the repository): the server's test helper says where.
export { fixture, fixturesDir, haveFixtures } from '@spotter/server/testing';

export interface TuiTestServer {
  baseUrl: string;
  /** Where uploads land while they arrive and are analysed (the server's media store's .incoming). */
  incomingDir: string;
  client: ApiClient;
  clientFor(token: string): ApiClient;
  /** Signs a new user up through the API, as onboarding would. */
  /** A new account: the stored user with its token, and the sign-in key shown once. */
  signUp(overrides?: Record<string, unknown>): Promise<StoredUser & { sign_in_key: string }>;
  stop(): Promise<void>;
}

/** The real Spotter server on a loopback port with a temporary data dir (PGlite). */
export async function startTuiTestServer(overrides: Partial<ServerConfig> = {}): Promise<TuiTestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'spotter-tui-test-'));
  const config = resolveServerConfig({}, { ...TEST_SETTINGS, dataDir, databaseUrl: null, port: 0, ...overrides });
  if (!config.databaseUrl && config.dataDir === dataDir) await copyPgliteTemplate(dataDir);
  const server = await createServer(config);
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const clientFor = (token: string | null) => createApiClient({ baseUrl, fetch, token: () => token });
  let count = 0;
  return {
    baseUrl,
    incomingDir: join(dataDir, 'media', '.incoming'),
    client: clientFor(null),
    clientFor,
    signUp: (overrides = {}) => {
      count += 1;
      return clientFor(null).createUser({
        first_name: 'Ada',
        email: `ada${count}@example.com`,
        age: 34,
        height_cm: 170,
        weight_kg: 64,
        sex: 'female',
        primary_goal: 'strength',
        equipment_list: ['dumbbells', 'pull-up bar'],
        ...overrides,
      });
    },
    async stop() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's server: started before its tests and handed to `ready` (which may sign users up or make plans), stopped
 * after them; each test's rendered TUI is unmounted after it.
 */
export function serveTuiTests(ready: (server: TuiTestServer) => void | Promise<void> = () => {}): void {
  let server: TuiTestServer | undefined;
  beforeAll(async () => {
    server = await startTuiTestServer();
    await ready(server);
  });
  afterAll(() => server?.stop());
  afterEach(() => cleanup());
}
