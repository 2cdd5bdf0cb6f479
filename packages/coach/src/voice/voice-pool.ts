import { PRIORITY, ThreadPoolRefusal, createThreadPool, workerModule } from '../workers/thread-pool.js';
import { codedReviver } from '../workers/thread-task.js';
import { VoiceError, type VoiceErrorCode } from './voice-error.js';
import type { SpeakTask, SpokenFiles } from './voice-worker.js';

export interface VoicePoolOptions {
  /** Threads making speech and avatar videos at once (each also runs its own ffmpeg). Default 1. */
  threads?: number;
  /** Replies allowed to wait for a thread; past this a reply goes out as text at once. Default threads * 4. */
  queue?: number;
  /** Longest a reply waits for its voice, queue included; past this it goes out as text. Default 2000 ms. */
  deadlineMs?: number;
}

/** What became of a reply's voice: spoken (files written), busy (no thread in time: text only), or failed. */
export type SpeakOutcome =
  ({ status: 'spoken' } & SpokenFiles) | { status: 'busy' } | { status: 'failed'; error: VoiceError };

export interface VoicePool {
  speak(task: SpeakTask, options?: { signal?: AbortSignal }): Promise<SpeakOutcome>;
  full(): boolean;
  close(): Promise<void>;
}

const reviveVoiceError = codedReviver<VoiceErrorCode>(
  ['unavailable', 'empty_text', 'bad_voice', 'unsupported_format', 'synthesis_failed', 'encode_failed', 'aborted'],
  'synthesis_failed',
  (code, message) => new VoiceError(code, message),
);

/**
 * The coach's voice on a bounded pool of threads. Voice is a bonus: when every thread is taken, the queue is full or
 * the voice is not ready by the deadline, the reply is told "busy" and goes out as text, never held up.
 */
export function createVoicePool(options: VoicePoolOptions = {}): VoicePool {
  const threads = Math.max(1, options.threads ?? 1);
  const deadlineMs = options.deadlineMs ?? 2000;
  const pool = createThreadPool(workerModule(import.meta.url, 'voice-worker'), {
    threads,
    queue: options.queue ?? threads * 4,
    idleMs: 5 * 60_000,
    niceIncrement: PRIORITY.interactive,
  });
  return {
    async speak(task, { signal } = {}) {
      const deadline = AbortSignal.timeout(deadlineMs);
      try {
        const files = await pool.run<SpeakTask, SpokenFiles>(task, reviveVoiceError, {
          signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        });
        return { status: 'spoken', ...files };
      } catch (error) {
        if (error instanceof ThreadPoolRefusal) {
          if (error.reason === 'busy' || deadline.aborted) return { status: 'busy' };
          return { status: 'failed', error: new VoiceError('aborted', error.message) };
        }
        if (error instanceof VoiceError)
          return error.code === 'aborted' && deadline.aborted ? { status: 'busy' } : { status: 'failed', error };
        return {
          status: 'failed',
          error: new VoiceError('synthesis_failed', error instanceof Error ? error.message : String(error), {
            cause: error,
          }),
        };
      }
    },
    full: pool.full,
    close: pool.close,
  };
}
