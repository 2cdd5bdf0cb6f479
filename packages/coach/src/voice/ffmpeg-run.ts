import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { VoiceError } from './voice-error.js';

/** The static ffmpeg shipped by @ffmpeg-installer/ffmpeg, or null when it is not installed for this platform. */
export function findFfmpeg(): string | null {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return existsSync(installer.path) ? installer.path : null;
  } catch {
    // The installer throws when no binary exists for this platform: speech then stays WAV and video is skipped.
    return null;
  }
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
