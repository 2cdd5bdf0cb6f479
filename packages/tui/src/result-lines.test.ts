import { describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { analysisView } from '@spotter/core/view-models';
import { analysisLines } from './result-lines.js';

const analysis = (overrides: Partial<VideoAnalysis> = {}): VideoAnalysis => ({
  exercise: 'squat',
  status: 'ok',
  detected_exercise: 'squat',
  detected_confidence: 0.9,
  reps: 3,
  confidence: 0.8,
  person_detected: true,
  visibility: 0.9,
  view: 'side',
  duration_sec: 9,
  frames_analyzed: 90,
  sample_fps: 10,
  signal: 'hip height (torso lengths)',
  signal_unit: 'torso_lengths',
  rep_details: [],
  faults: [],
  strengths: ['Even tempo'],
  limitation: null,
  ...overrides,
});

const sentence = 'This looks like a squat, not a bench press, so I did not count it.';
const mismatch = analysis({
  exercise: 'bench_press',
  status: 'exercise_mismatch',
  reps: 0,
  strengths: [],
  limitation: sentence,
});

describe('analysisLines', () => {
  it('Given a counted set with a new best, When laid out, Then the count is the title and the best is a good line', () => {
    const lines = analysisLines(analysisView(analysis()), '3 squats. Nice.', true, 76, null);
    expect(lines[0]).toEqual({ text: 'Squat: 3 reps', tone: 'title' });
    expect(lines).toContainEqual({ text: '★ New Personal Best!', tone: 'good' });
    expect(lines.some((line) => line.tone === 'warn')).toBe(false);
  });

  it('Given a set the coach could not count, When laid out, Then what was seen and its sentence are warnings, and no best or praise shows even if claimed', () => {
    const lines = analysisLines(
      analysisView(mismatch),
      sentence,
      true,
      76,
      '▶ Video: http://127.0.0.1:8787/api/media/x.mp4',
    );
    expect(lines[0]).toEqual({ text: '⚠ Looks like Squat, not Bench Press: Not counted', tone: 'warn' });
    expect(lines).toContainEqual({ text: sentence, tone: 'warn' });
    expect(lines.some((line) => line.tone === 'good')).toBe(false);
    expect(lines.filter((line) => line.text.includes(sentence))).toHaveLength(1);
    expect(lines.at(-1)).toEqual({ text: '▶ Video: http://127.0.0.1:8787/api/media/x.mp4', tone: 'note' });
  });
});
