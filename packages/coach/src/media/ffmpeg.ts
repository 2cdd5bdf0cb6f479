import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

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
  const names =
    process.platform === 'win32'
      ? (env.PATHEXT ?? '.EXE').split(';').map((ext) => `ffmpeg${ext.toLowerCase()}`)
      : ['ffmpeg'];
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
  if (override)
    return {
      path: override,
      version: parseFfmpegVersion(ask(override, ['-version']) ?? '')?.version ?? null,
      source: 'override',
    };
  return systemFfmpeg(env) ?? bundledFfmpeg();
}

let chosen: { binary: FfmpegBinary | null } | undefined;

/** The ffmpeg this process (or worker thread) uses: chosen on first call, from process.env, then kept. */
export function ffmpegBinary(): FfmpegBinary | null {
  chosen ??= { binary: resolveFfmpeg(process.env) };
  return chosen.binary;
}

/** Path of the ffmpeg this process uses; throws a plain Error when there is none. */
export function ffmpegPath(): string {
  const binary = ffmpegBinary();
  if (!binary) {
    throw new Error(
      `No ffmpeg to run: install ffmpeg ${MIN_SYSTEM_FFMPEG_MAJOR}.0 or newer on PATH, set SPOTTER_FFMPEG to one, or reinstall Spotter so @ffmpeg-installer/ffmpeg brings its own`,
    );
  }
  return binary.path;
}

/**
 * The most memory one ffmpeg child may take, unless SPOTTER_FFMPEG_MEMORY_MB says otherwise: a hostile or
 * oversized file fails on its own (the machine and the other uploads carry on). A 4096×4096 video decodes in about
 * 300 MB on two cores; more cores decode more frames at once, so there is room for several times that.
 */
export const DEFAULT_FFMPEG_MEMORY_MB = 1024;

/**
 * SPOTTER_FFMPEG_MEMORY_MB as a number of megabytes, DEFAULT_FFMPEG_MEMORY_MB when unset, null for 0 (no ceiling).
 * Throws a plain Error naming the setting when it is not a whole number of megabytes (16 or more).
 */
export function ffmpegMemoryLimitMb(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.SPOTTER_FFMPEG_MEMORY_MB?.trim();
  if (!raw) return DEFAULT_FFMPEG_MEMORY_MB;
  const megabytes = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (megabytes === 0) return null;
  if (!(megabytes >= 16))
    throw new Error(
      `SPOTTER_FFMPEG_MEMORY_MB must be a whole number of megabytes, 16 or more (0 for no ceiling); got "${raw}"`,
    );
  return megabytes;
}

/**
 * The ceiling is the data limit (RLIMIT_DATA: heap, anonymous memory, thread stacks; not the address space merely
 * reserved, which a threaded decoder has gigabytes of), set by the shell that then becomes ffmpeg. Past it an
 * allocation fails and ffmpeg stops with an error. Linux counts every private writable mapping there (since 4.7);
 * other systems run ffmpeg without a ceiling. When the hard limit is already lower, that one stays.
 */
const WITH_CEILING = 'ulimit -S -d "$1" 2>/dev/null || ulimit -S -d "$(ulimit -H -d)" || exit 127; shift; exec "$@"';
const ceilingApplies = process.platform === 'linux';

/** What ffmpeg (or the C library under it) says when an allocation failed. */
const OUT_OF_MEMORY =
  /Cannot allocate memory|out of memory|get_buffer\(\) failed|Resource temporarily unavailable|Error allocating|failed to allocate/i;

export interface FfmpegOptions {
  /** Give the process a standard input to write to (frames to encode); otherwise it gets none. */
  stdin?: boolean;
  /** Give the process a standard output to read as a stream (decoded frames); otherwise it is not kept. */
  stdout?: boolean;
  /** Killed when this fires. */
  signal?: AbortSignal;
  /** Killed after this many milliseconds. */
  timeoutMs?: number;
  /** A lower memory ceiling than SPOTTER_FFMPEG_MEMORY_MB's for this run, in MB (a probe needs little). */
  memoryLimitMb?: number;
}

/** How an ffmpeg process ended. */
export interface FfmpegExit {
  /** Its exit code; null when it was killed or never started. */
  code: number | null;
  /** Why it could not be started (binary missing or not executable), else null. */
  startError: Error | null;
  /** Killed because the signal fired. */
  aborted: boolean;
  /** Killed at its deadline. */
  timedOut: boolean;
  /** What it wrote to stderr (the first 64 kB): `-v error` messages, or the stream listing of `ffmpeg -i`. */
  stderr: string;
  /** It failed for want of memory under its ceiling (said in MB): the file needs more than one upload may use. */
  memoryExceeded: number | null;
}

export interface FfmpegProcess {
  stdin: Writable | null;
  stdout: Readable | null;
  /** Settles once the process has closed (or could not start); never rejects. */
  exited: Promise<FfmpegExit>;
  /** True until the process has closed. */
  readonly running: boolean;
  /** Stop it now (SIGKILL) if it still runs. */
  kill(): void;
}

const STDERR_LIMIT = 64_000;

/**
 * The coach's one way to start ffmpeg (decode, probe, render, images, speech, avatar): the binary chosen above,
 * no banner and no keyboard interaction, stderr captured, and a deadline and an AbortSignal that kill it.
 */
export function startFfmpeg(args: readonly string[], options: FfmpegOptions = {}): FfmpegProcess {
  const configured = ffmpegMemoryLimitMb();
  const ceilingMb = ceilingApplies ? Math.min(configured ?? Infinity, options.memoryLimitMb ?? Infinity) : Infinity;
  const command = [ffmpegPath(), '-hide_banner', '-nostdin', ...args];
  const [file, ...argv] = Number.isFinite(ceilingMb)
    ? ['/bin/sh', '-c', WITH_CEILING, 'spotter-ffmpeg', String(ceilingMb * 1024), ...command]
    : command;
  const child = spawn(file!, argv, {
    stdio: [options.stdin ? 'pipe' : 'ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
  });
  const state = { running: true, aborted: false, timedOut: false, startError: null as Error | null, stderr: '' };
  const kill = () => {
    if (state.running) child.kill('SIGKILL');
  };
  const onAbort = () => {
    state.aborted = true;
    kill();
  };
  const timer =
    options.timeoutMs === undefined
      ? null
      : setTimeout(() => {
          state.timedOut = true;
          kill();
        }, options.timeoutMs);
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (state.stderr.length < STDERR_LIMIT) state.stderr += chunk;
  });
  child.stdin?.on('error', () => undefined); // an encoder that stopped early is reported by its exit
  const exited = new Promise<FfmpegExit>((resolve) => {
    const settle = (code: number | null, signal: NodeJS.Signals | null = null) => {
      if (!state.running) return;
      state.running = false;
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      // Under the shell, a binary that cannot be run is its exit 126/127 (ffmpeg itself never exits so).
      if (Number.isFinite(ceilingMb) && (code === 126 || code === 127) && !state.startError) {
        state.startError = new Error(state.stderr.trim() || `${command[0]} could not be run`);
      }
      // Said even when it exits 0 (some builds do, for an input that could not be opened). An allocation that failed
      // where ffmpeg does not check it ends in a crash rather than its message.
      const ownEnd = !state.aborted && !state.timedOut && !state.startError;
      const outOfMemory =
        ownEnd &&
        (OUT_OF_MEMORY.test(state.stderr) || signal === 'SIGSEGV' || signal === 'SIGABRT' || signal === 'SIGBUS');
      const memoryExceeded = outOfMemory && Number.isFinite(ceilingMb) ? ceilingMb : null;
      resolve({
        code,
        startError: state.startError,
        aborted: state.aborted,
        timedOut: state.timedOut,
        stderr: state.stderr,
        memoryExceeded,
      });
    };
    child.on('error', (error) => {
      state.startError ??= error;
      if (child.pid === undefined) settle(null); // never started: no 'close' to wait for
    });
    child.on('close', (code, signal) => settle(code, signal));
  });
  return {
    stdin: child.stdin,
    stdout: child.stdout,
    exited,
    get running() {
      return state.running;
    },
    kill,
  };
}

/** What a finished ffmpeg run gave: how it ended, and its standard output. */
export interface FfmpegResult extends FfmpegExit {
  stdout: Buffer;
  /** It wrote more than maxOutputBytes and was stopped. */
  overflowed: boolean;
}

/** Runs ffmpeg to the end and collects its standard output (at most maxOutputBytes; past that it is stopped). */
export async function runFfmpeg(
  args: readonly string[],
  options: Omit<FfmpegOptions, 'stdin' | 'stdout'> & { maxOutputBytes?: number } = {},
): Promise<FfmpegResult> {
  const run = startFfmpeg(args, { ...options, stdout: true });
  const chunks: Buffer[] = [];
  let received = 0;
  run.stdout?.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received <= (options.maxOutputBytes ?? Infinity)) chunks.push(chunk);
    else run.kill();
  });
  const exit = await run.exited;
  const overflowed = received > (options.maxOutputBytes ?? Infinity);
  return { ...exit, stdout: Buffer.concat(chunks), overflowed };
}

/** One line on why an ffmpeg run did not succeed, for logs and error causes (its last stderr lines). */
export function ffmpegFailure(exit: FfmpegExit): string {
  if (exit.startError) return `ffmpeg could not start: ${exit.startError.message}`;
  if (exit.timedOut) return 'ffmpeg did not finish in time and was stopped';
  if (exit.aborted) return 'ffmpeg was stopped: the work was cancelled';
  if (exit.memoryExceeded !== null)
    return `ffmpeg ran out of memory under its ${exit.memoryExceeded} MB ceiling (SPOTTER_FFMPEG_MEMORY_MB)`;
  const log = exit.stderr.trim().split('\n').slice(-3).join(' ');
  return `ffmpeg ${exit.code === null ? 'was killed' : `exited with ${exit.code}`}${log ? `: ${log}` : ''}`;
}
