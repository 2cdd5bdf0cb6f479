import { createRequire } from 'node:module';

/** Path of the static ffmpeg shipped by @ffmpeg-installer/ffmpeg (resolved on call, not on import). */
export function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
  return installer.path;
}
