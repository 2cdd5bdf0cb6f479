import type { UploadExercise } from '@spotter/core/constants';
import type { TrueCount } from './clip-manifest.js';

/** What the coach said of one clip, beside the truth. */
export interface ClipOutcome {
  exercise: UploadExercise;
  truth: TrueCount;
  counted: number;
  /** The lift recognised from the pose sequence (null when the coach could not tell). */
  detected: UploadExercise | null;
}

/** Distance from a count to the true one: 0 inside a range. */
export function countError(truth: TrueCount, counted: number): number {
  if (counted < truth.min) return truth.min - counted;
  if (counted > truth.max) return counted - truth.max;
  return 0;
}

export interface ScoreSummary {
  clips: number;
  exact: number;
  withinOne: number;
  meanAbsoluteError: number;
  /** Clips whose lift was recognised right. */
  recognised: number;
}

export function summarise(outcomes: ClipOutcome[]): ScoreSummary {
  const errors = outcomes.map((outcome) => countError(outcome.truth, outcome.counted));
  return {
    clips: outcomes.length,
    exact: errors.filter((error) => error === 0).length,
    withinOne: errors.filter((error) => error <= 1).length,
    meanAbsoluteError: errors.reduce((sum, error) => sum + error, 0) / Math.max(1, errors.length),
    recognised: outcomes.filter((outcome) => outcome.detected === outcome.exercise).length,
  };
}

/** One summary per lift (in first-seen order) and the total. */
export function summariseByLift(outcomes: ClipOutcome[]): { lift: UploadExercise | 'total'; summary: ScoreSummary }[] {
  const lifts = [...new Set(outcomes.map((outcome) => outcome.exercise))];
  return [
    ...lifts.map((lift) => ({ lift, summary: summarise(outcomes.filter((outcome) => outcome.exercise === lift)) })),
    { lift: 'total' as const, summary: summarise(outcomes) },
  ];
}
