import type { AnalysisProgress } from '@spotter/core/schemas';
import { describe, expect, it } from 'vitest';
import { analysisShare, progressReporter } from './analysis-progress.js';

describe('the analysis progress a client hears', () => {
  it('given reports through the stages, when turned into shares, then each stage fills its span in order', () => {
    expect(analysisShare({ stage: 'decoding', done: 0, total: 1 })).toBe(0);
    const halfPose = analysisShare({ stage: 'pose', done: 50, total: 100 });
    expect(halfPose).toBeGreaterThan(analysisShare({ stage: 'decoding', done: 1, total: 1 }));
    expect(analysisShare({ stage: 'counting', done: 0, total: 1 })).toBeGreaterThan(halfPose);
    expect(analysisShare({ stage: 'rendering', done: 10, total: 10 })).toBe(1);
    expect(analysisShare({ stage: 'pose', done: 5, total: 0 })).toBe(
      analysisShare({ stage: 'pose', done: 0, total: 1 }),
    );
  });

  it('given a report per frame, when thinned, then a new stage always passes, small steps wait, and the share never goes back', () => {
    const heard: AnalysisProgress[] = [];
    let clock = 0;
    const report = progressReporter((p) => heard.push(p), { minStep: 0.05, minIntervalMs: 100, now: () => clock });
    report({ stage: 'decoding', done: 0, total: 1 });
    for (let frame = 1; frame <= 100; frame++) {
      clock += 10;
      report({ stage: 'pose', done: frame, total: 100 });
    }
    report({ stage: 'counting', done: 0, total: 1 });
    // A second reading of the poses (an unsure clip) starts its frames again.
    report({ stage: 'pose', done: 1, total: 100 });
    expect(heard[0]).toEqual({ stage: 'decoding', share_done: 0 });
    expect(heard.filter((p) => p.stage === 'pose').length).toBeLessThan(20);
    expect(heard.map((p) => p.stage)).toContain('counting');
    const shares = heard.map((p) => p.share_done);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(heard.at(-1)).toEqual({ stage: 'pose', share_done: heard.at(-2)!.share_done });
  });
});
