import { describe, expect, it } from 'vitest';
import { analysisProgressView } from './analysis-progress.js';

describe('analysisProgressView', () => {
  it('says each stage in plain words with the share done', () => {
    expect(analysisProgressView({ stage: 'pose', share_done: 0.427 })).toEqual({
      label: 'Finding you in the video',
      percent: 42,
      text: 'Finding you in the video · 42%',
    });
    expect(analysisProgressView({ stage: 'counting', share_done: 0.8 }).label).toBe('Counting');
    expect(analysisProgressView({ stage: 'rendering', share_done: 1 }).text).toBe('Drawing your video · 100%');
  });

  it('says the video is on its way, or waits its turn, before a stage is reported', () => {
    expect(analysisProgressView(null).text).toBe('Sending your video · 0%');
    expect(analysisProgressView(null, 'queued').label).toBe('Waiting for the coach');
  });
});
