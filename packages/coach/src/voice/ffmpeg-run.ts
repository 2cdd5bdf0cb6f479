import { spawn } from 'node:child_process';
import { ffmpegBinary } from '../media/ffmpeg.js';
import { VoiceError } from './voice-error.js';

/** The ffmpeg this process uses (`media/ffmpeg.ts`), or null when there is none: speech then stays WAV and video is skipped. */
export function findFfmpeg(): string | null {
  return ffmpegBinary()?.path ?? null;
}

/** Runs ffmpeg to completion; fails with the tail of its log. */
export function runFfmpeg(binary: string, args: string[], options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-2000);
    });
    const stop = () => child.kill('SIGKILL');
    const timer = setTimeout(stop, options.timeoutMs ?? 30_000);
    options.signal?.addEventListener('abort', stop, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new VoiceError('encode_failed', `ffmpeg could not start: ${error.message}`, { cause: error }));
    });
    child.on('close', (code, signalName) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else if (options.signal?.aborted) reject(new VoiceError('aborted', 'Encoding was cancelled.'));
      else reject(new VoiceError('encode_failed', `ffmpeg failed (${signalName ?? `exit ${code}`}): ${log.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}
