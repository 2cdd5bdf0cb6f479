import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '@spotter/server';
import { startTestServer } from '@spotter/server/testing';
import { runSpotter, startSpotter, type Finished } from '../testing/spotter-process.js';

export interface CliServer {
  url: string;
  configDir: string;
  /** The server's data dir (media under media/, uploads arriving under media/.incoming). */
  dataDir: string;
  /** Runs `spotter` against this server with this test file's own config dir. */
  spotter(
    args: string[],
    options?: { env?: Record<string, string>; stdin?: string; configDir?: string },
  ): Promise<Finished>;
  /** The same, started: the child to signal, and what it printed so far. */
  start(args: string[], options?: { env?: Record<string, string> }): ReturnType<typeof startSpotter>;
  /** A fresh, empty config dir (another machine, nobody signed in). */
  newConfigDir(): Promise<string>;
  stop(): Promise<void>;
}

/** The real server on a loopback port with a temp data dir (the server's test starter), and a temp config dir for the CLI. */
export async function startCliServer(overrides: Partial<ServerConfig> = {}): Promise<CliServer> {
  const server = await startTestServer('pglite', overrides);
  const dirs: string[] = [];
  const newConfigDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spotter-cli-config-'));
    dirs.push(dir);
    return dir;
  };
  const configDir = await newConfigDir();
  const url = server.baseUrl;
  return {
    url,
    configDir,
    dataDir: server.dataDir,
    newConfigDir,
    spotter: (args, options = {}) =>
      runSpotter(args, {
        stdin: options.stdin,
        env: { SPOTTER_CONFIG_DIR: options.configDir ?? configDir, SPOTTER_API_URL: url, ...options.env },
      }),
    start: (args, options = {}) =>
      startSpotter(args, { env: { SPOTTER_CONFIG_DIR: configDir, SPOTTER_API_URL: url, ...options.env } }),
    async stop() {
      await server.stop();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
