import { ffmpegFailure, startFfmpeg } from '../../media/ffmpeg.js';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { decodeFrames, type QuarterTurn } from '../decode/decode-frames.js';
import type { Pose } from '../pose/keypoints.js';
import type { VideoMetadata } from '../decode/probe-video.js';
import { drawOverlay } from './render-overlay.js';
import { VideoError, abortedError, tooMuchMemoryError } from '../video-error.js';

export interface RenderOptions {
  videoPath: string;
  /** The metadata of the video as analysed (turned upright when `turn` is set). */
  metadata: VideoMetadata;
  /** Clockwise quarter turns the analysis applied to make the video upright. */
  turn?: QuarterTurn;
  analysis: VideoAnalysis;
  /**
   * The sampled frames kept at renderSize by the pose pass (DecodeOptions.keep), already turned: drawn on
   * instead of decoding the source again. Without it the source is decoded at the sampling rate.
   */
  keptFrames?: string;
  /** Poses in original-frame pixels, one per analysed frame. */
  poses: Pose[];
  /** Frame rate of the output (the analysis sampling rate). */
  fps: number;
  outputPath: string;
  signal?: AbortSignal;
  onFrame?: (done: number) => void;
}

/**
 * Output size: at most 480p (short side <= 480, long side <= 854), even sides, never upscaled. The overlay reads well at
 * that size on a phone or a dashboard card, and every step of the render (keeping the frames, reading them back, the
 * overlay, the H.264 encode) costs by the pixel, and 480p has a fifth fewer pixels than 540p.
 */
export const RENDER_MAX = { long: 854, short: 480 } as const;

/**
 * libx264's superfast preset, not ultrafast: on real 720p sets at 480p (sensor noise, a dark gym) ultrafast, with neither
 * CABAC nor deblocking, spends its time writing bits: superfast took 0.2–0.4 CPU-s less on each 8 s fixture
 * (0.53 against 0.92 s for 84 frames of a dark gym row) for a file half the size at the same CRF; on a clean
 * synthetic clip the two cost the same.
 */
const X264_PRESET = 'superfast';
/**
 * And tuned for zero latency (no B-frames, no lookahead, no macroblock tree, threads by slices) at CRF 24: those spend
 * effort compressing a video watched once, at 10 fps and 480p. On a 30 s 720p set the encode took 1.75–1.93 CPU-s
 * against 2.3–3.0 with the preset alone; at CRF 24 the files come out about as large and as close to their frames as
 * the preset's at 23 (a dark gym row: 1.06 against 0.98 MB, 41.4 against 41.6 dB PSNR; a push-up set: 2.8 against
 * 3.1 MB, 46.6 against 47.3 dB).
 */
const X264_TUNE = 'zerolatency';
const X264_CRF = 24;

export function renderSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, RENDER_MAX.long / Math.max(width, height), RENDER_MAX.short / Math.min(width, height));
  const even = (value: number) => Math.max(2, Math.floor((value * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** The pose nearest in time (poses are sorted by time). */
function poseAt(poses: Pose[], timeSec: number, fps: number): Pose | null {
  const guess = Math.round(timeSec * fps);
  const pose = poses[Math.min(poses.length - 1, Math.max(0, guess))];
  return pose && Math.abs(pose.timeSec - timeSec) <= 1 / fps ? pose : null;
}

/**
 * Write the processed video: the original frames at the analysis rate with the skeleton,
 * the live rep counter and fault markers drawn on them, as browser-playable H.264 (yuv420p,
 * faststart) from the shipped ffmpeg. Frames stream through; nothing holds the whole video.
 */
export async function renderProcessedVideo(options: RenderOptions): Promise<void> {
  const size = renderSize(options.metadata.width, options.metadata.height);
  // The frames come and go as yuv420p, the encoder's own format: the overlay is drawn in it (FrameCanvas).
  const args = ['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${size.width}x${size.height}`];
  args.push('-r', String(options.fps), '-i', 'pipe:0', '-an', '-c:v', 'libx264', '-preset', X264_PRESET);
  args.push('-tune', X264_TUNE, '-crf', String(X264_CRF));
  args.push('-pix_fmt', 'yuv420p', '-movflags', '+faststart', options.outputPath);
  const encoder = startFfmpeg(args, { stdin: true });
  const stdin = encoder.stdin!;
  const context = { analysis: options.analysis, scale: size.width / options.metadata.width };
  let done = 0;
  try {
    const { fps, signal } = options;
    const frames = options.keptFrames
      ? decodeFrames(options.keptFrames, options.metadata, {
          fps,
          maxSide: 0,
          size,
          sampled: true,
          pixelFormat: 'yuv420p',
          reuseBuffer: true,
          signal,
        })
      : decodeFrames(options.videoPath, options.metadata, {
          fps,
          maxSide: 0,
          size,
          turn: options.turn,
          pixelFormat: 'yuv420p',
          reuseBuffer: true,
          signal,
        });
    for await (const frame of frames) {
      if (options.signal?.aborted) throw abortedError();
      drawOverlay(
        { ...frame, format: 'yuv420p' },
        poseAt(options.poses, frame.timeSec, options.fps),
        frame.timeSec,
        context,
      );
      // The frame's buffer is reused for the next one: wait until the encoder has it all.
      const written = new Promise<void>((resolve) => stdin.write(frame.data, () => resolve()));
      await Promise.race([written, encoder.exited]);
      if (!encoder.running) break;
      done += 1;
      options.onFrame?.(done);
    }
    stdin.end();
    const exit = await encoder.exited;
    if (exit.memoryExceeded !== null) throw tooMuchMemoryError(exit.memoryExceeded, new Error(ffmpegFailure(exit)));
    if (exit.code !== 0)
      throw new VideoError('internal', 'The processed video could not be written.', {
        cause: new Error(ffmpegFailure(exit)),
      });
  } finally {
    encoder.kill();
  }
}
