import { CodedError } from '../workers/thread-task.js';

/** Why a video could not be analysed; each code maps to one plain sentence for the user. */
export type VideoErrorCode =
  | 'not_found'
  | 'empty_file'
  | 'not_a_video'
  | 'unreadable'
  | 'too_long'
  | 'too_large'
  | 'aborted'
  | 'busy'
  | 'internal';

/** The one typed error of the video pipeline: expected failures carry a code and a user-facing message. */
export class VideoError extends CodedError<VideoErrorCode> {
  override readonly name = 'VideoError';
}

export function isVideoError(error: unknown): error is VideoError {
  return error instanceof VideoError;
}

/** The error to throw when an AbortSignal fired. */
export function abortedError(): VideoError {
  return new VideoError('aborted', 'The video analysis was cancelled.');
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError();
}

/** A file that would take more memory to decode than one upload may use (its ffmpeg ran out under its ceiling). */
export function tooMuchMemoryError(ceilingMb: number, cause: Error): VideoError {
  return new VideoError(
    'too_large',
    `This video needs more than the ${ceilingMb} MB of memory one video may use to decode. Record it at a lower resolution or frame rate.`,
    { cause },
  );
}
