import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegFailure, runFfmpeg } from '@spotter/coach/video';

/** Runs the coach's own ffmpeg (its one runner), so samples are made by the same build that reads them. */
async function make(args: string[]): Promise<void> {
  const exit = await runFfmpeg(['-v', 'error', '-y', ...args]);
  if (exit.code !== 0) throw new Error(`Could not make a test sample: ${ffmpegFailure(exit)}`);
}

/** Real little media files made with the coach's ffmpeg: a short mp4 and a JPEG. */
export async function makeSamples(): Promise<{ dir: string; video: string; image: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'spotter-samples-'));
  const video = join(dir, 'clip.mp4');
  const image = join(dir, 'photo.jpg');
  await make(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1', '-pix_fmt', 'yuv420p', video]);
  await make(['-f', 'lavfi', '-i', 'testsrc=size=160x120', '-frames:v', '1', image]);
  return { dir, video, image };
}

/** A plain test-pattern clip of the given length (no person in it). */
export async function makeClip(dir: string, seconds: number): Promise<string> {
  const path = join(dir, `clip-${seconds}s.mp4`);
  await make(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=5', '-t', String(seconds), '-pix_fmt', 'yuv420p', path]);
  return path;
}
