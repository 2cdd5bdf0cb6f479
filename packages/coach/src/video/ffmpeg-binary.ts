import { ffmpegBinary, MIN_SYSTEM_FFMPEG_MAJOR } from '../media/ffmpeg.js';

/** Path of the ffmpeg this process uses (`media/ffmpeg.ts` chooses it: override, system, else bundled). */
export function ffmpegPath(): string {
  const binary = ffmpegBinary();
  if (!binary) {
    throw new Error(
      `No ffmpeg to run: install ffmpeg ${MIN_SYSTEM_FFMPEG_MAJOR}.0 or newer on PATH, set SPOTTER_FFMPEG to one, or reinstall Spotter so @ffmpeg-installer/ffmpeg brings its own`,
    );
  }
  return binary.path;
}
