import { describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { needsSecondOpinion, surerAnalysis } from './second-opinion.js';

const analysis = (overrides: Partial<VideoAnalysis>): VideoAnalysis =>
  ({ status: 'ok', person_detected: true, confidence: 0.9, reps: 5, ...overrides }) as VideoAnalysis;

describe('the second opinion of the bigger pose model', () => {
  it('Given a clear count, an empty clip or a mismatch, When checked, Then no second reading is paid for', () => {
    expect(needsSecondOpinion(analysis({}))).toBe(false);
    expect(needsSecondOpinion(analysis({ person_detected: false, status: 'not_visible', confidence: 0 }))).toBe(false);
    expect(needsSecondOpinion(analysis({ status: 'exercise_mismatch', confidence: 0.1 }))).toBe(false);
  });

  it('Given joints not seen or a count made with little confidence, When checked, Then a second reading is asked for', () => {
    expect(needsSecondOpinion(analysis({ status: 'not_visible', confidence: 0.3 }))).toBe(true);
    expect(needsSecondOpinion(analysis({ confidence: 0.4 }))).toBe(true);
  });

  it('Given two readings, When compared, Then a counted set beats an uncounted one, and otherwise the surer one wins', () => {
    const unsure = analysis({ confidence: 0.4, reps: 8 });
    const sure = analysis({ confidence: 0.7, reps: 7 });
    expect(surerAnalysis(unsure, sure)).toBe(sure);
    expect(surerAnalysis(sure, unsure)).toBe(sure);
    const notSeen = analysis({ status: 'not_visible', confidence: 0.2, reps: 0 });
    expect(surerAnalysis(notSeen, unsure)).toBe(unsure);
  });
});
