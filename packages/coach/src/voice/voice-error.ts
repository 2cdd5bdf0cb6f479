import { ffmpegFailure, type FfmpegExit } from '../media/ffmpeg.js';
import { CodedError } from '../workers/thread-task.js';

/** Why speech or the avatar video could not be produced; the chat still works without them. */
export type VoiceErrorCode =
  'unavailable' | 'empty_text' | 'bad_voice' | 'unsupported_format' | 'synthesis_failed' | 'encode_failed' | 'aborted';

export class VoiceError extends CodedError<VoiceErrorCode> {
  override readonly name = 'VoiceError';
}

export const isVoiceError = (error: unknown): error is VoiceError => error instanceof VoiceError;

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new VoiceError('aborted', 'Speech synthesis was cancelled.');
}

/** The VoiceError for an encoding ffmpeg run that did not succeed. */
export function encodeError(exit: FfmpegExit): VoiceError {
  if (exit.aborted) return new VoiceError('aborted', 'Encoding was cancelled.');
  return new VoiceError('encode_failed', ffmpegFailure(exit), { cause: exit.startError ?? undefined });
}
