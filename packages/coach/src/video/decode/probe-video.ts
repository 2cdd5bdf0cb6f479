import { stat } from 'node:fs/promises';
import { runFfmpeg } from '../../media/ffmpeg.js';
import { VideoError, abortedError } from '../video-error.js';

/** What ffmpeg tells about a file before decoding it. Width and height are as displayed (rotation applied). */
export interface VideoMetadata {
  durationSec: number | null;
  fps: number | null;
  width: number;
  height: number;
  rotation: number;
  container: string;
  codec: string;
}

/** Demuxers that hold a still image, not a video. */
const IMAGE_DEMUXERS = /^(image2|\w+_pipe|png|apng|webp)$/;

/** Parse the stderr of `ffmpeg -i file` (ffmpeg 4.x has no ffprobe here). */
export function parseFfmpegInfo(stderr: string): VideoMetadata | null {
  const input = /Input #0, ([\w,]+), from/.exec(stderr);
  const video = /Stream #0:\d+[^:]*: Video: (\w+)[^\n]*?, (\d{2,6})x(\d{2,6})[^\n]*/.exec(stderr);
  if (!input || !video) return null;
  const line = video[0];
  const fps = /, ([\d.]+) fps/.exec(line) ?? /, ([\d.]+) tbr/.exec(line);
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  const rotate = /rotate\s*:\s*(-?\d+)/.exec(stderr) ?? /rotation of (-?[\d.]+) degrees/.exec(stderr);
  const rotation = rotate ? ((Math.round(Number(rotate[1])) % 360) + 360) % 360 : 0;
  const codedWidth = Number(video[2]);
  const codedHeight = Number(video[3]);
  const swap = rotation === 90 || rotation === 270;
  return {
    durationSec: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null,
    fps: fps ? Number(fps[1]) : null,
    width: swap ? codedHeight : codedWidth,
    height: swap ? codedWidth : codedHeight,
    rotation,
    container: input[1] ?? '',
    codec: video[1] ?? '',
  };
}

/** Reading a file's header never takes this long; a file that makes ffmpeg hang is not a video we can read. */
const PROBE_TIMEOUT_MS = 30_000;
/**
 * The probe reads the header, and ffmpeg then decodes a first frame to fill in what it lacks: under this ceiling a
 * frame too big to decode fails (the header's size is still listed) instead of taking gigabytes before it is refused.
 */
const PROBE_MEMORY_MB = 192;

/** The longest side decoded (DCI 4K; a phone's 4K is 3840×2160): past it, a frame alone takes hundreds of MB. */
export const MAX_VIDEO_SIDE = 4096;
/** Pixels decoded per second at most: 4096×4096 at 60 fps (a phone's 4K at 120 fps fits). */
export const MAX_VIDEO_PIXEL_RATE = 4096 * 4096 * 60;

/** Throw a too_large VideoError when the probed size or pixel rate is past the limits (checked before any decoding). */
export function assertDimensionsWithin(metadata: VideoMetadata): void {
  const { width, height, fps } = metadata;
  if (Math.max(width, height) > MAX_VIDEO_SIDE) {
    throw new VideoError(
      'too_large',
      `The video is ${width}×${height} pixels; the limit is ${MAX_VIDEO_SIDE} pixels a side. Record it at 4K or lower.`,
    );
  }
  if (fps && width * height * fps > MAX_VIDEO_PIXEL_RATE) {
    const limit = `${MAX_VIDEO_SIDE}×${MAX_VIDEO_SIDE} at ${MAX_VIDEO_PIXEL_RATE / MAX_VIDEO_SIDE / MAX_VIDEO_SIDE} fps`;
    throw new VideoError(
      'too_large',
      `The video is ${width}×${height} pixels at ${Math.round(fps)} fps; the limit is ${limit} (pixels a second). Record it at a lower resolution or frame rate.`,
    );
  }
}

/**
 * Read duration, fps, size and rotation; throw a VideoError when the file is missing, empty, an image, unreadable or
 * larger than the limits (MAX_VIDEO_SIDE, MAX_VIDEO_PIXEL_RATE): whatever decodes a video probes it first.
 */
export async function probeVideo(path: string, signal?: AbortSignal): Promise<VideoMetadata> {
  const info = await stat(path).catch(() => null);
  if (!info || !info.isFile()) throw new VideoError('not_found', 'The video file could not be found.');
  if (info.size === 0) throw new VideoError('empty_file', 'The video file is empty.');
  // `ffmpeg -i` with no output exits 1 by design: the description is on stderr.
  const probed = await runFfmpeg(['-i', path], { signal, timeoutMs: PROBE_TIMEOUT_MS, memoryLimitMb: PROBE_MEMORY_MB });
  if (probed.aborted) throw abortedError();
  if (probed.startError)
    throw new VideoError('internal', 'The video decoder could not be started.', { cause: probed.startError });
  const metadata = probed.timedOut ? null : parseFfmpegInfo(probed.stderr);
  if (!metadata) {
    throw new VideoError(
      'unreadable',
      'This file could not be read as a video. It may be damaged or in an unsupported format.',
    );
  }
  const isImage = metadata.container.split(',').some((name) => IMAGE_DEMUXERS.test(name));
  if (isImage || (metadata.durationSec !== null && metadata.durationSec < 0.2 && metadata.codec !== 'h264')) {
    throw new VideoError('not_a_video', 'This file is a still image, not a video. Upload a video of your set.');
  }
  assertDimensionsWithin(metadata);
  return metadata;
}

/** Throw when the probed duration is over the limit (checked before any frame is decoded). */
export function assertDurationWithin(metadata: VideoMetadata, maxDurationSec: number): void {
  if (metadata.durationSec !== null && metadata.durationSec > maxDurationSec) {
    throw new VideoError(
      'too_long',
      `The video is ${Math.round(metadata.durationSec)} s long; the limit is ${maxDurationSec} s. Trim it to one set.`,
    );
  }
}
