import { describe, it, expect } from 'vitest';
import type { MediaItem, VideoAnalysis } from '../schemas/index.js';
import { VideoAnalysisSchema } from '../schemas/index.js';
import { analysisView, formatTimestamp, isVideoAnalysis, latestAnalysis, uploadToasts } from './analysis.js';

const analysis = (overrides: Partial<VideoAnalysis> = {}): VideoAnalysis => ({
  exercise: 'bench_press',
  reps: 3,
  confidence: 0.874,
  person_detected: true,
  visibility: 0.9,
  view: 'side',
  duration_sec: 12.4,
  frames_analyzed: 124,
  sample_fps: 10,
  signal: 'hip height (torso lengths)',
  signal_unit: 'torso_lengths',
  rep_details: [
    { index: 1, start_sec: 1, end_sec: 3.2, peak_sec: 2, down_sec: 1.04, up_sec: 1.16, range_of_motion: 0.96, travel: 0.5, key_angle_deg: 88 },
  ],
  faults: [
    { code: 'shallow', message: 'Depth was short of parallel', cue: 'Sit between your heels', severity: 'major', rep: 2, time_sec: 4.2 },
    { code: 'tempo', message: 'Fast descent', cue: 'Lower for two counts', severity: 'minor', rep: null, time_sec: 75 },
  ],
  strengths: ['Steady bar path'],
  limitation: 'Only one side of the body was visible.',
  ...overrides,
});

const media = (value: unknown): MediaItem => ({
  id: 'm1',
  exercise_name: 'squat',
  notes: 'Good set',
  processed_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  analysis: value as MediaItem['analysis'],
});

describe('formatTimestamp', () => {
  it('Given seconds, When formatted, Then they read as m:ss', () => {
    expect(formatTimestamp(4.2)).toBe('0:04');
    expect(formatTimestamp(75)).toBe('1:15');
    expect(formatTimestamp(-3)).toBe('0:00');
  });
});

describe('analysisView', () => {
  it('Given an analysed set, When viewed, Then reps, facts, faults with cues and times, strengths and limitation read plainly', () => {
    const view = analysisView(analysis());
    expect(view.exercise).toBe('Bench Press');
    expect(view.reps).toBe('3 reps');
    expect(view.facts).toEqual(['Side view', '0:12 clip', '87% confidence']);
    expect(view.faults).toEqual([
      { key: 'shallow-0', message: 'Depth was short of parallel', cue: 'Sit between your heels', severity: 'major', when: 'Rep 2 · 0:04' },
      { key: 'tempo-1', message: 'Fast descent', cue: 'Lower for two counts', severity: 'minor', when: '1:15' },
    ]);
    expect(view.faultsEmpty).toBeNull();
    expect(view.repRows).toEqual([{ key: 'rep-1', label: 'Rep 1', detail: '1.0 s down · 1.2 s up · 96% range' }]);
    expect(view.strengths).toEqual(['Steady bar path']);
    expect(view.limitation).toBe('Only one side of the body was visible.');
  });

  it('Given a clean set, When viewed, Then it says no faults were spotted', () => {
    expect(analysisView(analysis({ faults: [], reps: 1 }))).toMatchObject({ reps: '1 rep', faultsEmpty: 'No form faults spotted in this set.' });
  });

  it('Given no person in the clip, When viewed, Then it says so instead of counting reps or praising form', () => {
    const view = analysisView(analysis({ person_detected: false, reps: 0, faults: [], view: 'unknown' }));
    expect(view.reps).toBe('No person detected');
    expect(view.faultsEmpty).toBeNull();
    expect(view.facts[0]).toBe('Camera angle unclear');
  });
});

describe('latestAnalysis', () => {
  it('Given media whose first item holds an analysis, When read, Then it is returned', () => {
    expect(latestAnalysis([media(analysis())])?.reps).toBe(3);
  });
  it('Given no media or an analysis of another shape, When read, Then there is none', () => {
    expect(latestAnalysis([])).toBeNull();
    expect(latestAnalysis([media({ ...analysis(), reps: 'many' })])).toBeNull();
    expect(latestAnalysis([media({ ...analysis(), faults: [{ code: 'x' }] })])).toBeNull();
    expect(latestAnalysis([media(null)])).toBeNull();
  });
});

describe('isVideoAnalysis', () => {
  it('Given an analysis the contract schema accepts, When checked structurally, Then it passes too', () => {
    const value = analysis();
    expect(VideoAnalysisSchema.safeParse(value).success).toBe(true);
    expect(isVideoAnalysis(value)).toBe(true);
  });
  it('Given values that are not analyses, When checked, Then they fail', () => {
    expect(isVideoAnalysis(null)).toBe(false);
    expect(isVideoAnalysis([])).toBe(false);
    expect(isVideoAnalysis({ ...analysis(), strengths: [1] })).toBe(false);
    expect(isVideoAnalysis({ ...analysis(), rep_details: [{ index: 1 }] })).toBe(false);
  });
});

describe('uploadToasts', () => {
  it('Given an upload result, When toasts are chosen, Then a new PR adds the personal best toast', () => {
    expect(uploadToasts({ is_new_pr: false })).toEqual(['Exercise analyzed successfully!']);
    expect(uploadToasts({ is_new_pr: true })).toEqual(['Exercise analyzed successfully!', 'New Personal Best!']);
  });
});
