import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** Where the ffmpeg in use came from: SPOTTER_FFMPEG, the system's PATH, or @ffmpeg-installer/ffmpeg. */
export type FfmpegSource = 'override' | 'system' | 'bundled';

export interface FfmpegBinary {
  path: string;
  /** As the binary states it ('7.1.1-1+b1', 'N-112345-g…'); null when an override did not answer -version. */
  version: string | null;
  source: FfmpegSource;
}

/**
 * The oldest system ffmpeg preferred over the bundled one. 6.0 (libavcodec 60, 2023) takes the builds of current
 * distributions (Ubuntu 24.04's 6.1, Debian 13's 7.1, Homebrew's 7.x) and leaves out 4.x/5.x ones, whose upstream
 * branches no longer get decoder fixes and whose filters and flags Spotter is not tested with. The bundled one is a
 * 2018 build (libavcodec 58), so any system ffmpeg that passes is the newer decoder.
 */
export const MIN_SYSTEM_FFMPEG_MAJOR = 6;
/** Encoders Spotter's own commands use (processed video, kept frames, speech); a build without one is passed over. */
export const NEEDED_ENCODERS = ['libx264', 'mjpeg', 'aac', 'libmp3lame', 'libopus'] as const;

/** FFmpeg's release majors track libavcodec's since 4.0 (libavcodec 58): 6.x ships 60, 7.x ships 61. */
const LIBAVCODEC_OFFSET = 54;

/**
 * Reads `ffmpeg -version`: the stated version, and the release major it amounts to. Release builds say it
 * ('7.1.1-1+b1', 'n7.0', '6.1.1-3ubuntu5'); git builds ('N-112345-g…', 'git-2024-…') do not, so their major
 * comes from the libavcodec they carry. Null when the output is not ffmpeg's.
 */
export function parseFfmpegVersion(output: string): { version: string; major: number | null } | null {
  const stated = /^ffmpeg version (\S+)/m.exec(output)?.[1];
  if (!stated) return null;
  const release = /^n?(\d+)\.\d+/.exec(stated);
  if (release) return { version: stated, major: Number(release[1]) };
  const libavcodec = /^libavcodec\s+(\d+)\./m.exec(output);
  return { version: stated, major: libavcodec ? Number(libavcodec[1]) - LIBAVCODEC_OFFSET : null };
}

/** The first `ffmpeg` on PATH that is an executable file (PATHEXT's names on Windows). */
export function ffmpegOnPath(env: NodeJS.ProcessEnv): string | null {
  const names = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE').split(';').map((ext) => `ffmpeg${ext.toLowerCase()}`) : ['ffmpeg'];
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    for (const name of dir ? names : []) {
      const candidate = join(dir, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return null;
}

function isExecutableFile(path: string): boolean {
  if (!existsSync(path) || !statSync(path).isFile()) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false; // present but not executable: the next PATH entry may hold one
  }
}

/** Output of a short ffmpeg query, or null when the binary does not run or fails. */
function ask(path: string, args: string[]): string | null {
  try {
    return execFileSync(path, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 });
  } catch {
    return null; // not runnable here (wrong architecture, missing libraries, timed out): not a usable ffmpeg
  }
}

/** The system's ffmpeg when it is recent enough and has the encoders Spotter uses. */
function systemFfmpeg(env: NodeJS.ProcessEnv): FfmpegBinary | null {
  const path = ffmpegOnPath(env);
  const parsed = path ? parseFfmpegVersion(ask(path, ['-version']) ?? '') : null;
  if (!path || !parsed || parsed.major === null || parsed.major < MIN_SYSTEM_FFMPEG_MAJOR) return null;
  const encoders = ask(path, ['-hide_banner', '-encoders']) ?? '';
  const hasAll = NEEDED_ENCODERS.every((encoder) => new RegExp(`^\\s*\\S+\\s+${encoder}\\s`, 'm').test(encoders));
  return hasAll ? { path, version: parsed.version, source: 'system' } : null;
}

/** The static ffmpeg shipped by @ffmpeg-installer/ffmpeg, or null when none exists for this platform. */
function bundledFfmpeg(): FfmpegBinary | null {
  let installer: { path: string; version: string };
  try {
    installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string; version: string };
  } catch {
    return null; // the installer throws when it has no binary for this platform
  }
  return existsSync(installer.path) ? { path: installer.path, version: installer.version, source: 'bundled' } : null;
}

/**
 * Chooses the ffmpeg to run: SPOTTER_FFMPEG when set (used as given), else a recent system one on PATH (so
 * decoder security fixes arrive with the system's updates), else the bundled one, else null.
 */
export function resolveFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegBinary | null {
  const override = env.SPOTTER_FFMPEG?.trim();
  if (override) return { path: override, version: parseFfmpegVersion(ask(override, ['-version']) ?? '')?.version ?? null, source: 'override' };
  return systemFfmpeg(env) ?? bundledFfmpeg();
}

let chosen: { binary: FfmpegBinary | null } | undefined;

/** The ffmpeg this process (or worker thread) uses: chosen on first call, from process.env, then kept. */
export function ffmpegBinary(): FfmpegBinary | null {
  chosen ??= { binary: resolveFfmpeg(process.env) };
  return chosen.binary;
}
