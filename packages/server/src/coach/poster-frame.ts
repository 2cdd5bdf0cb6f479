import { ffmpegFailure, runFfmpeg } from '@spotter/coach/video';

/** A still is taken within this long, or the set is kept without one. */
const POSTER_TIMEOUT_MS = 20_000;

/**
 * Writes a JPEG still of the processed video at `posterPath` for the player to show before it plays: ffmpeg's
 * thumbnail filter picks the most typical of its first frames (not a black first frame). A poster is a nicety: when
 * ffmpeg cannot make one, the answer says why and the set is kept without it.
 */
export async function writePosterFrame(
  videoPath: string,
  posterPath: string,
  signal?: AbortSignal,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const exit = await runFfmpeg(
    [
      '-v',
      'error',
      '-y',
      '-i',
      videoPath,
      '-vf',
      'thumbnail=30',
      '-frames:v',
      '1',
      '-q:v',
      '4',
      '-f',
      'image2',
      posterPath,
    ],
    {
      signal,
      timeoutMs: POSTER_TIMEOUT_MS,
    },
  );
  return exit.code === 0 ? { ok: true } : { ok: false, reason: ffmpegFailure(exit) };
}
