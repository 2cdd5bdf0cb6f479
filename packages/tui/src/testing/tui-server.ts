import { join } from 'node:path';
import { cleanup } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiClient } from '@spotter/core/api';
import type { ServerConfig } from '@spotter/server';
import { mediaDirOf, onboarding, startTestServer } from '@spotter/server/testing';
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

/** The real Spotter server on a loopback port with a temporary data dir (PGlite): the server's test starter. */
export async function startTuiTestServer(overrides: Partial<ServerConfig> = {}): Promise<TuiTestServer> {
  const server = await startTestServer('pglite', overrides);
  return {
    baseUrl: server.baseUrl,
    incomingDir: join(mediaDirOf(server.config), '.incoming'),
    client: server.client,
    clientFor: (token) => server.clientFor(token),
    signUp: (overrides = {}) => server.client.createUser(onboarding(overrides)),
    stop: () => server.stop(),
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
