import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from './__tests__/cli-server.js';
import { repoRoot } from './testing/spotter-process.js';

/** A module hook that records every module URL the binary loads. */
const HOOK = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, nextLoad) {
  appendFileSync(process.env.SPOTTER_MODULE_LOG, url + '\\n');
  return nextLoad(url, context);
}`;

describe('lazy loading: each command loads only what it needs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-lazy-'));
    await writeFile(join(dir, 'hook.mjs'), HOOK);
    await writeFile(
      join(dir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hook.mjs')).href)});\n`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const modulesLoadedBy = async (args: string[], apiUrl = 'http://127.0.0.1:9') => {
    const log = join(dir, `${args.join('_').replace(/\W/g, '')}.log`);
    await writeFile(log, '');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', '--import', join(dir, 'register.mjs'), 'bin/spotter.js', ...args],
        {
          cwd: repoRoot,
          env: { ...process.env, SPOTTER_MODULE_LOG: log, SPOTTER_CONFIG_DIR: dir, SPOTTER_API_URL: apiUrl },
          stdio: 'ignore',
        },
      );
      child.on('error', reject);
      child.on('close', () => resolve());
    });
    return (await readFile(log, 'utf8')).split('\n').filter(Boolean);
  };
  const packages = (urls: string[]) =>
    new Set(urls.flatMap((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? []));

  it('Given --version, When run, Then neither commander, zod, conf nor undici loads', async () => {
    const loaded = packages(await modulesLoadedBy(['--version']));
    for (const heavy of ['commander', 'zod', 'conf', 'undici']) expect(loaded, heavy).not.toContain(heavy);
  });

  it('Given a Spotter server, When `exercises --json` runs, Then the lean path answers: no zod, schemas, undici, conf or table code', async () => {
    const cli: CliServer = await startCliServer();
    try {
      const urls = await modulesLoadedBy(['exercises', '--json'], cli.url);
      const loaded = packages(urls);
      for (const heavy of ['zod', 'undici', 'conf', 'cli-table3', 'ink', 'react'])
        expect(loaded, heavy).not.toContain(heavy);
      // Of core's client only its URL code (no zod), which the lean GET shares with it.
      expect(urls.filter((url) => /\/packages\/core\/src\/(schemas|api|view-models)\//.test(url))).toEqual([
        expect.stringMatching(/\/core\/src\/api\/request-url\.ts$/),
      ]);
      const run = await cli.spotter(['exercises', '--json', '--limit', '2']);
      expect(JSON.parse(run.stdout)).toHaveLength(2);
    } finally {
      await cli.stop();
    }
  }, 90_000);

  it('Given a scripted command and no server, When run, Then only its own command file loads (the typed client reports the failure), and never Ink or React', async () => {
    const urls = await modulesLoadedBy(['exercises', '--json']);
    const commandFiles = urls
      .filter((url) => url.includes('/packages/cli/src/commands/'))
      .map((url) => url.replace(/.*\/commands\//, ''));
    expect(commandFiles).toEqual(['exercises.ts']);
    const loaded = packages(urls);
    for (const ui of ['ink', 'react', 'cli-progress', 'csv-parse']) expect(loaded, ui).not.toContain(ui);
    expect(loaded).toContain('undici');
  });
});
