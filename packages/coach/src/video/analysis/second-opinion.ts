import type { VideoAnalysis } from '@spotter/core/schemas';

/** Below this count confidence the bigger pose model is asked for a second reading (when installed). */
export const SECOND_OPINION_BELOW = 0.5;

/**
 * Whether a first analysis is unsure enough to pay for MoveNet Thunder (about three times the cost
 * of Lightning): a person was seen, but the joints that matter were not, or the count was made
 * with little confidence. A clear count, or a clip with nobody in it, is left as it is.
 */
export function needsSecondOpinion(analysis: VideoAnalysis): boolean {
  if (!analysis.person_detected || analysis.status === 'exercise_mismatch') return false;
  return analysis.status === 'not_visible' || analysis.confidence < SECOND_OPINION_BELOW;
}

/** Of two readings of one clip, the one the coach is surer of: a counted set first, then the higher confidence. */
export function surerAnalysis(first: VideoAnalysis, second: VideoAnalysis): VideoAnalysis {
  const counted = (analysis: VideoAnalysis) => analysis.status === 'ok';
  if (counted(first) !== counted(second)) return counted(second) ? second : first;
  return second.confidence > first.confidence ? second : first;
}
