import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegBinary } from '@spotter/coach/video';

const run = promisify(execFile);
/** The ffmpeg the coach runs (media/ffmpeg.ts chooses it), so samples are made by the same build that reads them. */
const ffmpegPath = ffmpegBinary()?.path ?? 'ffmpeg';

/** Real little media files made with the coach's ffmpeg: a short mp4 and a JPEG. */
export async function makeSamples(): Promise<{ dir: string; video: string; image: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'spotter-samples-'));
  const video = join(dir, 'clip.mp4');
  const image = join(dir, 'photo.jpg');
  await run(ffmpegPath, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1', '-pix_fmt', 'yuv420p', video]);
  await run(ffmpegPath, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120', '-frames:v', '1', image]);
  return { dir, video, image };
}

/** A plain test-pattern clip of the given length (no person in it). */
export async function makeClip(dir: string, seconds: number): Promise<string> {
  const path = join(dir, `clip-${seconds}s.mp4`);
  await run(ffmpegPath, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=5', '-t', String(seconds), '-pix_fmt', 'yuv420p', path]);
  return path;
}
