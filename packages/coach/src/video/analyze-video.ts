import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { VideoAnalysis } from './analysis-types.js';
import { analyzePoses } from './analyze-poses.js';
import { decodeFrames, samplingFps } from './decode-frames.js';
import type { Pose } from './keypoints.js';
import { createPoseDetector, type PoseDetector } from './pose-detector.js';
import { assertDurationWithin, probeVideo } from './probe-video.js';
import { renderProcessedVideo } from './render-video.js';
import { throwIfAborted } from './video-error.js';

export type AnalysisStage = 'decoding' | 'pose' | 'rendering';

export interface AnalysisProgress {
  stage: AnalysisStage;
  done: number;
  total: number;
}

export interface AnalyzeVideoOptions {
  videoPath: string;
  /** The lift the user chose, or 'auto' to recognise it from the poses. */
  exercise: UploadExerciseChoice;
  /** Longer videos are refused before decoding (default 180 s). */
  maxDurationSec?: number;
  /** Write the processed video (skeleton, rep counter, fault markers) here as H.264 mp4. */
  renderPath?: string;
  signal?: AbortSignal;
  onProgress?: (progress: AnalysisProgress) => void;
  /** Frames per second to analyse (default 10). */
  sampleFps?: number;
  /** A detector to reuse across calls (a worker keeps one); otherwise one is created and disposed. */
  detector?: PoseDetector;
}

export const DEFAULT_MAX_DURATION_SEC = 180;
export const DEFAULT_SAMPLE_FPS = 10;
/** Frames are decoded with this long side for pose: MoveNet sees 192 px, crops around the person gain from more. */
const POSE_FRAME_SIDE = 320;

/**
 * Analyse one set on video: probe, decode sampled frames, MoveNet pose per frame, count reps
 * and judge form, and optionally render the processed video. Expected failures (missing,
 * empty, not a video, unreadable, too long, cancelled) throw a VideoError with a plain message.
 */
export async function analyzeVideo(options: AnalyzeVideoOptions): Promise<VideoAnalysis> {
  const maxDurationSec = options.maxDurationSec ?? DEFAULT_MAX_DURATION_SEC;
  const report = options.onProgress ?? (() => undefined);
  report({ stage: 'decoding', done: 0, total: 1 });
  const metadata = await probeVideo(options.videoPath, options.signal);
  assertDurationWithin(metadata, maxDurationSec);
  report({ stage: 'decoding', done: 1, total: 1 });
  const fps = samplingFps(metadata, options.sampleFps ?? DEFAULT_SAMPLE_FPS);
  const expectedFrames = Math.max(1, Math.ceil((metadata.durationSec ?? 0) * fps));
  const detector = options.detector ?? (await createPoseDetector());
  const poses: Pose[] = [];
  try {
    detector.reset();
    const frames = decodeFrames(options.videoPath, metadata, { fps, maxSide: POSE_FRAME_SIDE, maxDurationSec, signal: options.signal });
    for await (const frame of frames) {
      throwIfAborted(options.signal);
      poses.push(await detector.detect(frame, metadata.width, metadata.height));
      report({ stage: 'pose', done: poses.length, total: Math.max(expectedFrames, poses.length) });
    }
  } finally {
    if (!options.detector) detector.dispose();
  }
  const durationSec = metadata.durationSec ?? poses.length / fps;
  const analysis = analyzePoses({ exercise: options.exercise, poses, fps, durationSec });
  if (options.renderPath) {
    const total = poses.length;
    await renderProcessedVideo({
      videoPath: options.videoPath,
      metadata,
      analysis,
      poses,
      fps,
      outputPath: options.renderPath,
      signal: options.signal,
      onFrame: (done) => report({ stage: 'rendering', done, total: Math.max(total, done) }),
    });
  }
  return analysis;
}
