import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { findFfmpeg } from '../ffmpeg-run.js';

/** What ffmpeg itself reads from a media file: its stream lines and duration (ffmpeg -i log). */
export async function probe(path: string): Promise<string> {
  const ffmpeg = findFfmpeg() ?? 'ffmpeg';
  const result = await promisify(execFile)(ffmpeg, ['-hide_banner', '-i', path]).catch((error: { stderr: string }) => error);
  return result.stderr;
}

export const durationOf = (log: string): number => {
  const [, h = '0', m = '0', s = '0'] = /Duration: (\d+):(\d+):([\d.]+)/.exec(log) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};
