import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, resolveServerConfig, type ServerConfig } from '@spotter/server';
import { TEST_SETTINGS, copyPgliteTemplate } from '@spotter/server/testing';
import { runSpotter, startSpotter, type Finished } from '../testing/spotter-process.js';

export interface CliServer {
  url: string;
  configDir: string;
  /** The server's data dir (media under media/, uploads arriving under media/.incoming). */
  dataDir: string;
  /** Runs `spotter` against this server with this test file's own config dir. */
  spotter(args: string[], options?: { env?: Record<string, string>; stdin?: string; configDir?: string }): Promise<Finished>;
  /** The same, started: the child to signal, and what it printed so far. */
  start(args: string[], options?: { env?: Record<string, string> }): ReturnType<typeof startSpotter>;
  /** A fresh, empty config dir (another machine, nobody signed in). */
  newConfigDir(): Promise<string>;
  stop(): Promise<void>;
}

/** The real server on a loopback port with a temp data dir, and a temp config dir for the CLI. */
export async function startCliServer(overrides: Partial<ServerConfig> = {}): Promise<CliServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'spotter-cli-data-'));
  const dirs = [dataDir];
  const newConfigDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spotter-cli-config-'));
    dirs.push(dir);
    return dir;
  };
  const configDir = await newConfigDir();
  const config = resolveServerConfig({}, { ...TEST_SETTINGS, dataDir, databaseUrl: null, port: 0, ...overrides });
  if (!config.databaseUrl && config.dataDir === dataDir) await copyPgliteTemplate(dataDir);
  const server = await createServer(config);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    configDir,
    dataDir,
    newConfigDir,
    spotter: (args, options = {}) =>
      runSpotter(args, {
        stdin: options.stdin,
        env: { SPOTTER_CONFIG_DIR: options.configDir ?? configDir, SPOTTER_API_URL: url, ...options.env },
      }),
    start: (args, options = {}) => startSpotter(args, { env: { SPOTTER_CONFIG_DIR: configDir, SPOTTER_API_URL: url, ...options.env } }),
    async stop() {
      await server.close();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

export const signUpArgs = (email: string) => ['onboard', '--first-name', 'Ada', '--email', email, '--age', '34', '--height-cm', '170', '--weight-kg', '64'];
