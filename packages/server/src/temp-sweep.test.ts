import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCRATCH_GRACE_MS, startScratchSweep, sweepScratchFolders } from './temp-sweep.js';

describe('the sweep of abandoned scratch folders in the OS temp dir', () => {
  let dir: string;
  const now = Date.now();
  const hoursAgo = (hours: number) => new Date(now - hours * 3600_000);
  const folder = async (name: string, age: Date, withFile = true) => {
    await mkdir(join(dir, name));
    if (withFile) await writeFile(join(dir, name, 'frames.nut'), 'x');
    await utimes(join(dir, name), age, age);
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-sweep-test-'));
    await folder('spotter-frames-abc123', hoursAgo(3));
    await folder('spotter-avatar-def456', hoursAgo(2));
    await folder('spotter-frames-busy', hoursAgo(0.1)); // a render in progress
    await folder('spotter-test-xyz', hoursAgo(5)); // not ours to take: another prefix
    await folder('someone-elses', hoursAgo(5));
    await writeFile(join(dir, 'spotter-frames-a-file'), 'x'); // only folders are ours
    await utimes(join(dir, 'spotter-frames-a-file'), hoursAgo(5), hoursAgo(5));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('given folders of ours older than the grace period, when swept, then only those go', async () => {
    const swept = await sweepScratchFolders({ dir, now });
    expect(swept.sort()).toEqual(['spotter-avatar-def456', 'spotter-frames-abc123']);
    expect((await readdir(dir)).sort()).toEqual([
      'someone-elses',
      'spotter-frames-a-file',
      'spotter-frames-busy',
      'spotter-test-xyz',
    ]);
  });

  it('given a folder just inside the grace period, when swept, then it stays', async () => {
    await folder('spotter-avatar-edge', new Date(now - SCRATCH_GRACE_MS + 60_000));
    expect(await sweepScratchFolders({ dir, now })).not.toContain('spotter-avatar-edge');
  });

  it('given a server starting its periodic sweep, when it starts, then it sweeps at once and says what it removed', async () => {
    const said: string[] = [];
    const sweep = startScratchSweep((message) => said.push(message), { dir });
    try {
      expect((await sweep.first).sort()).toEqual(['spotter-avatar-def456', 'spotter-frames-abc123']);
      expect(said).toEqual([`removed 2 abandoned scratch folder(s) from ${dir}`]);
    } finally {
      sweep.stop();
    }
  });
});
