import { AUTO_EXERCISE, type UploadExercise, type UploadExerciseChoice } from '@spotter/core/constants';
import type { VideoAnalysis } from '@spotter/core/schemas';
import type { VideoErrorCode } from '@spotter/coach/video';

/** The HTTP status an upload answers with when its analysis fails this way (inline, or on the queue). */
export const VIDEO_ERROR_STATUS: Record<VideoErrorCode, number> = {
  not_found: 500,
  empty_file: 400,
  not_a_video: 415,
  unreadable: 422,
  too_long: 422,
  too_large: 422,
  aborted: 499,
  busy: 503,
  internal: 500,
};

/** A count is a personal best only when the coach saw the set clearly enough to stand behind it. */
const PR_MIN_CONFIDENCE = 0.5;

/** Only a counted set (status ok) may be a personal best, and only one the coach is sure of. */
export const countsForBest = (analysis: VideoAnalysis) =>
  analysis.status === 'ok' &&
  analysis.reps > 0 &&
  analysis.limitation === null &&
  analysis.confidence >= PR_MIN_CONFIDENCE;

/**
 * The lift a stored set is filed under: the one analysed when it was counted, else the one the user chose; a set
 * left to the coach ('auto') and not counted is filed under what it recognised, or nothing.
 */
export const filedExercise = (choice: UploadExerciseChoice, analysis: VideoAnalysis): UploadExercise | null => {
  if (analysis.status === 'ok') return analysis.exercise;
  return choice === AUTO_EXERCISE ? analysis.detected_exercise : choice;
};
