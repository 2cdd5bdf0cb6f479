/** Why a video could not be analysed; each code maps to one plain sentence for the user. */
export type VideoErrorCode =
  | 'not_found'
  | 'empty_file'
  | 'not_a_video'
  | 'unreadable'
  | 'too_long'
  | 'aborted'
  | 'busy'
  | 'internal';

/** The one typed error of the video pipeline: expected failures carry a code and a user-facing message. */
export class VideoError extends Error {
  override readonly name = 'VideoError';
  readonly code: VideoErrorCode;

  constructor(code: VideoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
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

/** A plain-data copy of an error, to cross a worker_threads boundary. */
export interface SerializedVideoError {
  code: VideoErrorCode;
  message: string;
}

export function serializeError(error: unknown): SerializedVideoError {
  if (isVideoError(error)) return { code: error.code, message: error.message };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

export function deserializeError(data: SerializedVideoError): VideoError {
  return new VideoError(data.code, data.message);
}
