import { describe, expect, it } from 'vitest';
import { collect, spawnSpotter } from '../testing/spotter-binary.js';

describe('spotter worker and serve --no-worker, without the job queue', () => {
  it('given --help, when run, then usage with what it needs; given no queue, then both say what to set and exit 1', async () => {
    const [help, worker, serve] = await Promise.all([
      collect(spawnSpotter(['worker', '--help'])).done,
      collect(spawnSpotter(['worker'])).done,
      collect(spawnSpotter(['serve', '--no-worker', '--port', '0'])).done,
    ]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: spotter worker/);
    expect(help.stdout).toMatch(/--concurrency/);
    expect(worker.code).toBe(1);
    expect(worker.stderr).toMatch(/set SPOTTER_QUEUE=postgres and DATABASE_URL/);
    expect(serve.code).toBe(1);
    expect(serve.stderr).toMatch(/--no-worker .* needs SPOTTER_QUEUE=postgres/);
  }, 60_000);
});
