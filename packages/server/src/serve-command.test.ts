import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, spawnSpotter, waitFor } from './testing/spotter-binary.js';

describe('spotter serve', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'spotter-serve-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('given a data dir, when started, then it serves the API and shuts down cleanly on SIGTERM', async () => {
    const child = spawnSpotter(['serve', '--port', '0', '--data-dir', dataDir]);
    const run = collect(child);
    await waitFor(() => /Spotter is serving at/.test(run.output().stdout), 60_000, 'the server to start');
    const url = /serving at (http:\/\/[\d.:]+)/.exec(run.output().stdout)![1];
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    child.kill('SIGTERM');
    const finished = await run.done;
    expect(finished.code).toBe(0);
    expect(finished.stdout).toMatch(/SIGTERM received: shutting down/);
  });

  it('given --help, when run, then usage with examples; given an unknown flag, then exit 2', async () => {
    const help = await collect(spawnSpotter(['serve', '--help'])).done;
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: spotter serve/);
    expect(help.stdout).toMatch(/--data-dir/);
    const bad = await collect(spawnSpotter(['serve', '--bogus'])).done;
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Unknown option '--bogus'/);
  });

  it('given two bad settings in the environment, when started, then it names both, starts nothing and exits 1', async () => {
    const bad = await collect(
      spawnSpotter(['serve', '--port', '0', '--data-dir', dataDir], {
        SPOTTER_MAX_VIDEO_MB: 'lots',
        SPOTTER_QUEUE: 'redis',
      }),
    ).done;
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^spotter serve: 2 settings are not valid:\n/);
    expect(bad.stderr).toMatch("SPOTTER_MAX_VIDEO_MB must be a positive number (got 'lots')");
    expect(bad.stderr).toMatch("SPOTTER_QUEUE must be 'inline' or 'postgres' (got 'redis')");
    expect(bad.stdout).not.toMatch(/serving at/);
  });

  it('given a port in use, when started, then it says so and exits 1', async () => {
    const blocker = (await import('node:net')).createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = String((blocker.address() as { port: number }).port);
    const busy = await collect(spawnSpotter(['serve', '--port', port, '--data-dir', dataDir])).done;
    blocker.close();
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(`port ${port} is already in use`);
  });
});
