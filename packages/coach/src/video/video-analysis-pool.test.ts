import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/media.js';
import { createVideoAnalysisPool } from './video-analysis-pool.js';
import { VideoError } from './video-error.js';

let dir = '';
let videoPath = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spotter-pool-'));
  videoPath = join(dir, 'pattern.mp4');
  await makeMedia('-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '2', '-pix_fmt', 'yuv420p', videoPath);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createVideoAnalysisPool', () => {
  it('runs analyses in worker threads, reports progress and keeps the caller free', async () => {
    const pool = createVideoAnalysisPool({ size: 1 });
    try {
      const stages: string[] = [];
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      const [first, second] = await Promise.all([
        pool.analyze({ videoPath, exercise: 'squat', onProgress: (p) => stages.push(p.stage) }),
        pool.analyze({ videoPath, exercise: 'row' }),
      ]);
      clearInterval(timer);
      expect(first).toMatchObject({ exercise: 'squat', reps: 0, person_detected: false, frames_analyzed: 20 });
      expect(second.exercise).toBe('row');
      expect(stages).toContain('pose');
      expect(ticks).toBeGreaterThan(5);
      expect(pool.pending()).toBe(0);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('passes typed errors back from the worker and refuses work past its queue', async () => {
    const pool = createVideoAnalysisPool({ size: 1, maxQueue: 1 });
    try {
      const missing = pool.analyze({ videoPath: join(dir, 'missing.mp4'), exercise: 'squat' });
      const queued = pool.analyze({ videoPath, exercise: 'squat', maxDurationSec: 1 });
      const refused = pool.analyze({ videoPath, exercise: 'squat' });
      await expect(refused).rejects.toMatchObject({ code: 'busy' });
      await expect(missing).rejects.toBeInstanceOf(VideoError);
      await expect(missing).rejects.toMatchObject({ code: 'not_found' });
      await expect(queued).rejects.toMatchObject({ code: 'too_long' });
    } finally {
      await pool.close();
    }
  }, 120_000);
});
