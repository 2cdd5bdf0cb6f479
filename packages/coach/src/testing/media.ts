import { ffmpegFailure, runFfmpeg } from '../media/ffmpeg.js';

/** Makes a test file with the coach's own ffmpeg runner (`-v error -y` and the given arguments); rejects when ffmpeg fails. */
export async function makeMedia(...args: string[]): Promise<void> {
  const exit = await runFfmpeg(['-v', 'error', '-y', ...args]);
  if (exit.code !== 0) throw new Error(ffmpegFailure(exit));
}

/** What ffmpeg itself reads from a media file: its stream lines and duration (ffmpeg -i log). */
export async function probe(path: string): Promise<string> {
  return (await runFfmpeg(['-i', path])).stderr;
}

export const durationOf = (log: string): number => {
  const [, h = '0', m = '0', s = '0'] = /Duration: (\d+):(\d+):([\d.]+)/.exec(log) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};
