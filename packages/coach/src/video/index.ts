export type { FaultSeverity, FormFault, RepDetail, VideoAnalysis } from '@spotter/core/schemas';
export { analyzePoses, type PoseClip } from './analysis/analyze-poses.js';
export { liftEvidence, recognizeLift, REFUSE_FROM, SURE_FROM } from './analysis/lift-recognition.js';
export { fitLiftModel, liftProbabilities, type LiftExample, type LiftModel } from './analysis/lift-model.js';
export {
  analyzeVideo,
  readClipPoses,
  createSecondOpinionDetector,
  DEFAULT_MAX_DURATION_SEC,
  DEFAULT_SAMPLE_FPS,
  FRAMES_DIR_PREFIX,
  type AnalysisProgress,
  type AnalysisStage,
  type AnalysisTimings,
  type ClipPoses,
  type AnalyzeVideoOptions,
} from './analyze-video.js';
export type { StageTime } from './stage-clock.js';
export type { CameraView } from './analysis/body-geometry.js';
export { KEYPOINT_NAMES, type Keypoint, type KeypointName, type Pose } from './pose/keypoints.js';
export type { MoveNetVariant } from '../models/movenet.js';
export { createPoseDetector, type PoseDetector, type PoseDetectorOptions } from './pose/pose-detector.js';
export { MAX_VIDEO_PIXEL_RATE, MAX_VIDEO_SIDE, probeVideo, type VideoMetadata } from './decode/probe-video.js';
export {
  DEFAULT_FFMPEG_MEMORY_MB,
  ffmpegBinary,
  ffmpegFailure,
  ffmpegMemoryLimitMb,
  runFfmpeg,
  type FfmpegBinary,
  type FfmpegSource,
} from '../media/ffmpeg.js';
export { isVideoError, VideoError, type VideoErrorCode } from './video-error.js';
export { writeFeedback, worstFault } from './analysis/write-feedback.js';
export {
  createVideoAnalysisPool,
  type VideoAnalysisPool,
  type VideoAnalysisPoolOptions,
} from './video-analysis-pool.js';
