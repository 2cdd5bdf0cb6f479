import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { avatarLayout, drawAvatarPpm } from './avatar-face.js';
import { ffmpegBinary, runFfmpeg } from '../media/ffmpeg.js';
import { VoiceError, encodeError, throwIfAborted } from './voice-error.js';

/** The OS temp folders an avatar video is drawn in start with this (the server sweeps abandoned ones). */
export const AVATAR_DIR_PREFIX = 'spotter-avatar-';

export interface AvatarVideoInput {
  audioPath: string;
  /** The reply text. Not drawn: captions would need a font file, which is not guaranteed to exist. */
  text: string;
  outPath: string;
  durationSec: number;
  /** Skip (return null) when the estimated render time is above this many milliseconds. */
  maxRenderMs?: number;
  /** Frame height, at most 480 (default 360, 4:3). */
  height?: number;
  signal?: AbortSignal;
}

export interface AvatarVideo {
  path: string;
  durationSec: number;
  width: number;
  height: number;
  renderMs: number;
}

const FPS = 15;
/** Longest video we render: longer replies are capped (speech is capped at about 40 s anyway). */
export const MAX_AVATAR_SECONDS = 60;

/**
 * Estimated render time on a 2-core machine (libx264 veryfast, 15 fps, 480x360): a fixed start-up cost plus a
 * cost per second of video. Measured here: see bench/chat.js; the server skips the video above its budget.
 */
export function estimateAvatarCost(durationSec: number): { estimatedMs: number } {
  const seconds = Math.min(MAX_AVATAR_SECONDS, Math.max(0, durationSec));
  return { estimatedMs: Math.round(250 + 30 * seconds) };
}

/** A short H.264/AAC mp4 of a plain avatar whose mouth is the live waveform of the coach's voice. */
export async function renderAvatarVideo(input: AvatarVideoInput): Promise<AvatarVideo | null> {
  if (input.maxRenderMs !== undefined && estimateAvatarCost(input.durationSec).estimatedMs > input.maxRenderMs)
    return null;
  if (!ffmpegBinary())
    throw new VoiceError('unavailable', 'The avatar video needs ffmpeg, which is not installed for this platform.');
  throwIfAborted(input.signal);
  const height = Math.min(480, Math.max(120, Math.round((input.height ?? 360) / 2) * 2));
  const width = Math.round((height * 4) / 3 / 2) * 2;
  const layout = avatarLayout(width, height);
  const { mouth, band } = layout;
  const started = performance.now();
  const work = await mkdtemp(join(tmpdir(), AVATAR_DIR_PREFIX));
  try {
    const face = join(work, 'face.ppm');
    await writeFile(face, drawAvatarPpm(layout));
    await mkdir(dirname(input.outPath), { recursive: true });
    const seconds = Math.min(MAX_AVATAR_SECONDS, Math.max(0.5, input.durationSec));
    const filter = [
      `[1:a]asplit=2[a1][a2]`,
      `[a1]showwaves=s=${mouth.width}x${mouth.height}:mode=cline:colors=0xffffff:rate=${FPS}:scale=sqrt[mouth]`,
      `[a2]showwaves=s=${band.width}x${band.height}:mode=cline:colors=0xe65a28:rate=${FPS}:scale=sqrt[band]`,
      `[0:v][mouth]overlay=${mouth.x}:${mouth.y}:shortest=1[m]`,
      `[m][band]overlay=${band.x}:${band.y}:shortest=1,format=yuv420p[v]`,
    ].join(';');
    const encoded = await runFfmpeg(
      [
        '-v',
        'error',
        '-y',
        '-loop',
        '1',
        '-framerate',
        String(FPS),
        '-i',
        face,
        '-i',
        input.audioPath,
        '-filter_complex',
        filter,
        '-map',
        '[v]',
        '-map',
        '1:a',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-tune',
        'stillimage',
        '-crf',
        '30',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-ac',
        '1',
        '-movflags',
        '+faststart',
        '-t',
        seconds.toFixed(2),
        '-shortest',
        input.outPath,
      ],
      { signal: input.signal, timeoutMs: 30_000 },
    );
    if (encoded.code !== 0) throw encodeError(encoded);
    return {
      path: input.outPath,
      durationSec: seconds,
      width,
      height,
      renderMs: Math.round(performance.now() - started),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
