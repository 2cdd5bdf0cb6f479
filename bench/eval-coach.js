// Coach evaluation: analyse every clip of a manifest (../shared/fixtures/clips.tsv by default)
// through the same worker pool the server uses, and print one row per clip and a table per lift.
//   npm run eval:coach -- [--json] [--manifest FILE] [--only squat] [--workers 2] [--render]
// A range N-M in the manifest is exact when the count is inside it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    manifest: { type: 'string', default: resolve(root, '../shared/fixtures/clips.tsv') },
    only: { type: 'string' },
    workers: { type: 'string', default: '2' },
    render: { type: 'boolean', default: false },
  },
});

const coachModule = (entry) => import(pathToFileURL(join(root, `packages/coach/dist/${entry}/index.js`)).href);

if (!existsSync(args.manifest)) {
  console.error(`No clip manifest at ${args.manifest}. Put ../shared beside the repository or pass --manifest FILE.`);
  process.exit(2);
}
const { parseClipManifest, formatTrueCount, countError, summariseByLift } = await coachModule('evaluation');
const { createVideoAnalysisPool } = await coachModule('video');

const parsed = parseClipManifest(readFileSync(args.manifest, 'utf8'));
for (const error of parsed.errors) console.error(`${args.manifest}: ${error}`);
const clips = parsed.clips.filter((clip) => !args.only || clip.exercise === args.only);
if (clips.length === 0) {
  console.error(args.only ? `No clip of '${args.only}' in ${args.manifest}.` : `No clip in ${args.manifest}.`);
  process.exit(2);
}

const pool = createVideoAnalysisPool({ size: Math.max(1, Number(args.workers) || 1), maxQueue: clips.length });
const renderDir = args.render ? mkdtempSync(join(tmpdir(), 'spotter-eval-')) : null;
const started = performance.now();
const rows = await Promise.all(
  clips.map(async (clip, i) => {
    const videoPath = resolve(dirname(args.manifest), clip.file);
    // Timed from when a worker takes the clip, not from when it was queued.
    let begin = performance.now();
    const onProgress = (progress) => {
      if (progress.stage === 'decoding' && progress.done === 0) begin = performance.now();
    };
    try {
      const renderPath = renderDir ? join(renderDir, `${i}.mp4`) : undefined;
      const analysis = await pool.analyze({ videoPath, exercise: clip.exercise, maxDurationSec: 600, renderPath, onProgress });
      const seconds = (performance.now() - begin) / 1000;
      return { clip, analysis, seconds, error: null };
    } catch (error) {
      return { clip, analysis: null, seconds: (performance.now() - begin) / 1000, error: error instanceof Error ? error.message : String(error) };
    }
  }),
);
await pool.close();
if (renderDir) rmSync(renderDir, { recursive: true, force: true });
const wall = (performance.now() - started) / 1000;

const results = rows.map(({ clip, analysis, seconds, error }) => {
  const counted = analysis?.reps ?? 0;
  const miss = countError(clip.reps, counted);
  return {
    file: clip.file,
    exercise: clip.exercise,
    truth: formatTrueCount(clip.reps),
    counted,
    exact: miss === 0,
    within_one: miss <= 1,
    status: analysis?.status ?? (error ? 'error' : '-'),
    detected: analysis?.detected_exercise ?? null,
    detected_confidence: analysis?.detected_confidence ?? null,
    view: analysis?.view ?? '-',
    confidence: analysis?.confidence ?? 0,
    seconds: Number(seconds.toFixed(2)),
    realtime: analysis ? Number((analysis.duration_sec / seconds).toFixed(2)) : null,
    error,
  };
});
const outcomes = rows.map(({ clip, analysis }) => ({ exercise: clip.exercise, truth: clip.reps, counted: analysis?.reps ?? 0, detected: analysis?.detected_exercise ?? null }));
const summary = summariseByLift(outcomes);

if (args.json) {
  console.log(JSON.stringify({ manifest: args.manifest, wall_seconds: Number(wall.toFixed(1)), clips: results, summary }, null, 2));
} else {
  const table = (header, body) => {
    const widths = header.map((h, c) => Math.max(String(h).length, ...body.map((row) => String(row[c]).length)));
    const line = (cells) => cells.map((cell, c) => String(cell).padEnd(widths[c])).join('  ').trimEnd();
    console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'));
  };
  const mark = (ok) => (ok ? 'yes' : 'NO');
  table(
    ['clip', 'exercise', 'truth', 'counted', 'exact', '±1', 'status', 'detected', 'view', 'conf', 'sec', 'x real time'],
    results.map((r) => [
      r.file.replace(/^video\//, ''),
      r.exercise,
      r.truth,
      r.counted,
      mark(r.exact),
      mark(r.within_one),
      r.error ? `error: ${r.error}` : r.status,
      r.detected ? `${r.detected} ${Math.round((r.detected_confidence ?? 0) * 100)}%` : '-',
      r.view,
      r.confidence.toFixed(2),
      r.seconds.toFixed(1),
      r.realtime === null ? '-' : r.realtime.toFixed(2),
    ]),
  );
  console.log('');
  const pct = (n, of) => `${n}/${of} (${Math.round((n / Math.max(1, of)) * 100)}%)`;
  table(
    ['lift', 'clips', 'exact', 'within one', 'mean abs error', 'lift recognised'],
    summary.map(({ lift, summary: s }) => [lift, s.clips, pct(s.exact, s.clips), pct(s.withinOne, s.clips), s.meanAbsoluteError.toFixed(2), pct(s.recognised, s.clips)]),
  );
  console.log(`\n${results.length} clips in ${wall.toFixed(1)} s with ${args.workers} worker(s)${args.render ? ', processed video rendered' : ''}.`);
}
