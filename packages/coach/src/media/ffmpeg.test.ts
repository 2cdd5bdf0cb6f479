import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FFMPEG_MEMORY_MB,
  ffmpegBinary,
  ffmpegFailure,
  ffmpegMemoryLimitMb,
  ffmpegOnPath,
  NEEDED_ENCODERS,
  parseFfmpegVersion,
  resolveFfmpeg,
  runFfmpeg,
  startFfmpeg,
} from './ffmpeg.js';

describe('reading ffmpeg -version', () => {
  it.each([
    ['a Debian package', 'ffmpeg version 7.1.1-1+b1 Copyright (c) 2000-2025 the FFmpeg developers', '7.1.1-1+b1', 7],
    ['a release tag build', 'ffmpeg version n7.0 Copyright (c) 2000-2024 the FFmpeg developers', 'n7.0', 7],
    [
      'Ubuntu 22.04',
      'ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright (c) 2000-2021 the FFmpeg developers',
      '4.4.2-0ubuntu0.22.04.1',
      4,
    ],
    [
      'Ubuntu 24.04',
      'ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers',
      '6.1.1-3ubuntu5',
      6,
    ],
    [
      'a git build (major from its libavcodec)',
      'ffmpeg version N-112345-g1a2b3c4d5e-20240101 Copyright (c) 2000-2024\nbuilt with gcc 13\nlibavutil      59.  8.100 / 59.  8.100\nlibavcodec     61.  3.100 / 61.  3.100',
      'N-112345-g1a2b3c4d5e-20240101',
      7,
    ],
    [
      'the bundled 2018 build',
      'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/\nlibavcodec     58. 42.100 / 58. 42.100',
      'N-47683-g0e8eb07980-static',
      4,
    ],
    ['a git build that hides its libraries', 'ffmpeg version N-112345-g1a2b3c4d5e', 'N-112345-g1a2b3c4d5e', null],
  ])('given %s, when parsed, then the version and its release major are read', (_name, output, version, major) => {
    expect(parseFfmpegVersion(output)).toEqual({ version, major });
  });

  it('given output that is not ffmpeg, when parsed, then it is null', () => {
    expect(parseFfmpegVersion('')).toBeNull();
    expect(parseFfmpegVersion('avconv version 12.3, Copyright (c) 2000-2014 the Libav developers')).toBeNull();
  });
});

/** A stand-in `ffmpeg` on PATH: a shell script answering -version and -encoders like the real one. */
async function fakeSystemFfmpeg(
  dir: string,
  versionLine: string,
  encoders: readonly string[] = NEEDED_ENCODERS,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'ffmpeg');
  const listed = encoders.map((name) => ` V....D ${name.padEnd(20)} ${name} encoder`).join('\n');
  await writeFile(
    path,
    `#!/bin/sh\ncase "$*" in\n  *-version*) echo '${versionLine} Copyright (c) 2000-2025 the FFmpeg developers' ;;\n  *-encoders*) printf 'Encoders:\\n ------\\n%s\\n' '${listed}' ;;\n  *) exit 1 ;;\nesac\n`,
  );
  await chmod(path, 0o755);
  return path;
}

describe.skipIf(process.platform === 'win32')('choosing the ffmpeg to run', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-ffmpeg-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('given a recent system ffmpeg on PATH with the encoders Spotter uses, when chosen, then the system one is used', async () => {
    const path = await fakeSystemFfmpeg(join(dir, 'bin'), 'ffmpeg version 7.1.1-1+b1');
    expect(resolveFfmpeg({ PATH: join(dir, 'bin') })).toEqual({ path, version: '7.1.1-1+b1', source: 'system' });
  });

  it('given an old system ffmpeg, when chosen, then the bundled one is used and it runs', async () => {
    await fakeSystemFfmpeg(join(dir, 'bin'), 'ffmpeg version 5.1.6-0+deb12u1');
    const chosen = resolveFfmpeg({ PATH: join(dir, 'bin') });
    expect(chosen?.source).toBe('bundled');
    expect(execFileSync(chosen!.path, ['-version'], { encoding: 'utf8' })).toMatch(/^ffmpeg version/);
  });

  it('given a recent system ffmpeg built without libx264, when chosen, then the bundled one is used', async () => {
    await fakeSystemFfmpeg(
      join(dir, 'bin'),
      'ffmpeg version 7.0.2',
      NEEDED_ENCODERS.filter((e) => e !== 'libx264'),
    );
    expect(resolveFfmpeg({ PATH: join(dir, 'bin') })?.source).toBe('bundled');
  });

  it('given a non-executable ffmpeg earlier on PATH, when looked up, then the executable one after it is found', async () => {
    await mkdir(join(dir, 'first'));
    await writeFile(join(dir, 'first', 'ffmpeg'), 'not a program');
    const path = await fakeSystemFfmpeg(join(dir, 'second'), 'ffmpeg version 6.0');
    expect(ffmpegOnPath({ PATH: [join(dir, 'first'), join(dir, 'second')].join(delimiter) })).toBe(path);
  });

  it('given SPOTTER_FFMPEG, when chosen, then it wins over a recent system ffmpeg, and one that does not run has no version', async () => {
    await fakeSystemFfmpeg(join(dir, 'bin'), 'ffmpeg version 7.1');
    const override = await fakeSystemFfmpeg(join(dir, 'mine'), 'ffmpeg version 4.3.1');
    expect(resolveFfmpeg({ PATH: join(dir, 'bin'), SPOTTER_FFMPEG: override })).toEqual({
      path: override,
      version: '4.3.1',
      source: 'override',
    });
    const missing = join(dir, 'nowhere', 'ffmpeg');
    expect(resolveFfmpeg({ SPOTTER_FFMPEG: missing })).toEqual({ path: missing, version: null, source: 'override' });
  });

  it('given this process, when asked twice, then the same choice is kept and it runs', () => {
    const first = ffmpegBinary();
    expect(ffmpegBinary()).toBe(first);
    expect(execFileSync(first!.path, ['-version'], { encoding: 'utf8' })).toMatch(/^ffmpeg version/);
  });
});

describe('running ffmpeg', () => {
  /** A source that never ends, read in real time: only a deadline, a signal or a kill stops it. */
  const endless = ['-re', '-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=5', '-f', 'null', '-'];

  it('given a run that writes to stdout, when it finishes, then its output is collected and it exited 0', async () => {
    const result = await runFfmpeg([
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=4x2',
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ]);
    expect(result).toMatchObject({ code: 0, startError: null, aborted: false, timedOut: false, overflowed: false });
    expect(result.stdout).toHaveLength(4 * 2 * 3);
    const pixels = Array.from({ length: 8 }, (_, i) => [...result.stdout.subarray(i * 3, i * 3 + 3)]);
    for (const [r, g, b] of pixels) expect(r! > 240 && g! < 16 && b! < 16).toBe(true); // red, give or take the build's rounding
  });

  it('given a file that does not exist, when run, then it fails and says why from its stderr', async () => {
    const result = await runFfmpeg([
      '-v',
      'error',
      '-i',
      join(tmpdir(), 'spotter-no-such-file.mp4'),
      '-f',
      'null',
      '-',
    ]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/No such file/);
    expect(ffmpegFailure(result)).toMatch(/^ffmpeg exited with \d+: .*No such file/);
  });

  it('given a run past its deadline, when the deadline comes, then it is stopped and says so', async () => {
    const result = await runFfmpeg(endless, { timeoutMs: 300 });
    expect(result).toMatchObject({ code: null, timedOut: true, aborted: false });
    expect(ffmpegFailure(result)).toBe('ffmpeg did not finish in time and was stopped');
  });

  it('given a signal, when it fires, then the process is stopped as aborted; an aborted signal never lets it run', async () => {
    const controller = new AbortController();
    const run = startFfmpeg(endless, { signal: controller.signal });
    expect(run.running).toBe(true);
    controller.abort();
    expect(await run.exited).toMatchObject({ code: null, aborted: true, timedOut: false });
    expect(run.running).toBe(false);
    expect(await runFfmpeg(endless, { signal: AbortSignal.abort() })).toMatchObject({ code: null, aborted: true });
  });

  it.runIf(process.platform === 'linux')(
    'given a run that needs more memory than its ceiling, when it allocates past it, then it stops on its own and says it ran out of memory; under the default ceiling the same run works',
    async () => {
      // A 1920x1080 H.264 clip decoded, scaled and turned into RGB: some tens of MB of frames and decoder threads.
      const dir = await mkdtemp(join(tmpdir(), 'spotter-ffmpeg-'));
      try {
        const clip = join(dir, 'clip.mp4');
        const made = await runFfmpeg([
          '-v',
          'error',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=1920x1080:rate=5',
          '-t',
          '1',
          '-pix_fmt',
          'yuv420p',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          clip,
        ]);
        expect(made.code, ffmpegFailure(made)).toBe(0);
        const args = [
          '-v',
          'error',
          '-i',
          clip,
          '-vf',
          'scale=960:540',
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          'pipe:1',
        ];
        const starved = await runFfmpeg(args, { memoryLimitMb: 24, timeoutMs: 30_000 });
        expect(starved).toMatchObject({
          code: 1,
          timedOut: false,
          aborted: false,
          startError: null,
          memoryExceeded: 24,
        });
        expect(ffmpegFailure(starved)).toBe(
          'ffmpeg ran out of memory under its 24 MB ceiling (SPOTTER_FFMPEG_MEMORY_MB)',
        );
        const fed = await runFfmpeg(args, { timeoutMs: 30_000 });
        expect(fed).toMatchObject({ code: 0, memoryExceeded: null });
        expect(fed.stdout).toHaveLength(5 * 960 * 540 * 3);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('given more output than allowed, when it is written, then the run is stopped as overflowed', async () => {
    const result = await runFfmpeg(
      ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '2', '-f', 'rawvideo', 'pipe:1'],
      { maxOutputBytes: 1000 },
    );
    expect(result.overflowed).toBe(true);
    expect(result.stdout.length).toBeLessThanOrEqual(1000);
  });
});

describe('SPOTTER_FFMPEG_MEMORY_MB', () => {
  it('given nothing, a number of megabytes or 0, when read, then the default, that ceiling or none', () => {
    expect(ffmpegMemoryLimitMb({})).toBe(DEFAULT_FFMPEG_MEMORY_MB);
    expect(ffmpegMemoryLimitMb({ SPOTTER_FFMPEG_MEMORY_MB: ' 2048 ' })).toBe(2048);
    expect(ffmpegMemoryLimitMb({ SPOTTER_FFMPEG_MEMORY_MB: '0' })).toBeNull();
  });

  it('given a value that is not a whole number of megabytes, or too small for ffmpeg to start, when read, then it says which setting and why', () => {
    for (const bad of ['1g', '-1', '512.5', '8', '0x400']) {
      expect(() => ffmpegMemoryLimitMb({ SPOTTER_FFMPEG_MEMORY_MB: bad })).toThrow(
        /SPOTTER_FFMPEG_MEMORY_MB must be a whole number of megabytes, 16 or more/,
      );
    }
  });
});
