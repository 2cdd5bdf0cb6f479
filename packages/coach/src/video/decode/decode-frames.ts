import { ffmpegFailure, startFfmpeg } from '../../media/ffmpeg.js';
import { readFrames } from './frame-reader.js';
import type { VideoMetadata } from './probe-video.js';
import { VideoError, abortedError, tooMuchMemoryError } from '../video-error.js';

/** Clockwise quarter turns that make a frame upright. */
export type QuarterTurn = 0 | 90 | 270;

/** One decoded RGB frame (rgb24, row-major, width*height*3 bytes; planar yuv420p when decoded with pixelFormat yuv420p). */
export interface RgbFrame {
  index: number;
  timeSec: number;
  width: number;
  height: number;
  data: Uint8Array;
}

export interface DecodeOptions {
  /** Frames per second to sample (never more than the source has). */
  fps: number;
  /** Scale so the long side is at most this many pixels (never upscaled). */
  maxSide: number;
  /** An exact output size instead (even numbers), e.g. for rendering. */
  size?: { width: number; height: number };
  /**
   * Quarter turns clockwise to apply before scaling: a phone video filmed sideways without rotation
   * metadata (see findUprightTurn). The metadata passed in must already be the turned (upright) one.
   */
  turn?: QuarterTurn;
  /** Stop with a too_long error past this many seconds (for files whose duration was unknown). */
  maxDurationSec?: number;
  /**
   * Also keep the sampled frames at this size in a file (MJPEG at high quality in NUT), written by the same
   * ffmpeg process from the same decoded frames: the processed video is drawn from it later instead of
   * decoding the source a second time (see KeptFrames).
   */
  keep?: KeptFrames;
  /** The file holds frames already sampled, turned and sized (a kept-frames file): read every frame as it is. */
  sampled?: boolean;
  /**
   * rgb24 (the default, what MoveNet reads), or yuv420p for frames drawn on and encoded again (the processed video):
   * no conversion to RGB and back, and half the bytes through the pipes.
   */
  pixelFormat?: 'rgb24' | 'yuv420p';
  /** Yield frames from a small ring of buffers, each overwritten later: for a caller done with each frame before asking for the next. */
  reuseBuffer?: boolean;
  signal?: AbortSignal;
}

/** Where to keep the sampled frames for rendering, and at which size. */
export interface KeptFrames {
  path: string;
  size: { width: number; height: number };
}

/** Output size for a frame scaled so its long side is at most maxSide, with even sides (what yuv420p needs). */
export function scaledSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** Frames decoded ahead of the consumer: ffmpeg keeps working while MoveNet or the overlay is busy with a frame. */
const READ_AHEAD_FRAMES = 4;

/** The sampling rate actually used: the requested one, capped by the source's own rate. */
export function samplingFps(metadata: VideoMetadata, requested: number): number {
  return metadata.fps && metadata.fps > 0 ? Math.min(requested, metadata.fps) : requested;
}

/** The ffmpeg arguments: one decode, sampled, turned and scaled to RGB on stdout, and the kept frames split off to their file. */
function decodeArgs(
  path: string,
  fps: number,
  size: { width: number; height: number },
  options: DecodeOptions,
): string[] {
  const transpose = options.turn === 90 ? 'transpose=1,' : options.turn === 270 ? 'transpose=2,' : '';
  const sample = options.sampled ? '' : `fps=${fps},${transpose}`;
  const scale = (to: { width: number; height: number }) => `scale=${to.width}:${to.height}:flags=bilinear`;
  const args = ['-v', 'error', '-y', '-i', path, '-an', '-sn'];
  // A kept-frames file is read frame for frame, whatever its timestamps say.
  if (options.sampled) args.push('-vsync', 'passthrough');
  const rgb = ['-f', 'rawvideo', '-pix_fmt', options.pixelFormat ?? 'rgb24', 'pipe:1'];
  if (!options.keep) return [...args, '-vf', `${sample}${scale(size)}`, ...rgb];
  const graph = `[0:v]${sample}split=2[sampled][kept];[sampled]${scale(size)}[rgb];[kept]${scale(options.keep.size)}[keep]`;
  return [
    ...args,
    '-filter_complex',
    graph,
    '-map',
    '[rgb]',
    ...rgb,
    '-map',
    '[keep]',
    '-c:v',
    'mjpeg',
    '-q:v',
    '2',
    '-f',
    'nut',
    options.keep.path,
  ];
}

/**
 * Stream a video as RGB frames from an ffmpeg child process. Frames are read a few ahead of the
 * caller (readFrames), then back-pressure pauses ffmpeg, so the whole video is never in memory.
 */
export async function* decodeFrames(
  path: string,
  metadata: VideoMetadata,
  options: DecodeOptions,
): AsyncGenerator<RgbFrame> {
  const fps = samplingFps(metadata, options.fps);
  const { width, height } = options.size ?? scaledSize(metadata.width, metadata.height, options.maxSide);
  const frameBytes = options.pixelFormat === 'yuv420p' ? (width * height * 3) / 2 : width * height * 3;
  const decoder = startFfmpeg(decodeArgs(path, fps, { width, height }, options), {
    stdout: true,
    signal: options.signal,
  });

  let index = 0;
  try {
    for await (const data of readFrames(decoder.stdout!, frameBytes, {
      ahead: READ_AHEAD_FRAMES,
      reuseBuffers: options.reuseBuffer,
    })) {
      const timeSec = index / fps;
      if (options.maxDurationSec !== undefined && timeSec > options.maxDurationSec) {
        throw new VideoError(
          'too_long',
          `The video is longer than the limit of ${options.maxDurationSec} s. Trim it to one set.`,
        );
      }
      yield { index, timeSec, width, height, data };
      index += 1;
    }
    const exit = await decoder.exited;
    if (exit.aborted) throw abortedError();
    // Frames before it ran out are not the whole set: the video is refused, not analysed in part.
    if (exit.memoryExceeded !== null) throw tooMuchMemoryError(exit.memoryExceeded, new Error(ffmpegFailure(exit)));
    if (index === 0) {
      throw new VideoError('unreadable', 'No frames could be decoded from this video. It may be damaged.', {
        cause: new Error(ffmpegFailure(exit)),
      });
    }
  } finally {
    decoder.kill();
  }
}
