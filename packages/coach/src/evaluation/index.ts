export {
  formatTrueCount,
  parseClipManifest,
  parseTrueCount,
  type ManifestClip,
  type TrueCount,
} from './clip-manifest.js';
export { countError, summarise, summariseByLift, type ClipOutcome, type ScoreSummary } from './clip-score.js';
export { summariseCalibration, type CalibrationSummary, type Judged } from './calibration.js';
export {
  POSE_VARIANTS,
  crop,
  expectedReps,
  downscale,
  mirror,
  pad,
  rotate,
  speed,
  trim,
  type PoseClipSample,
  type PoseVariant,
} from './pose-variants.js';
