// Coach evaluation: read every clip of a manifest (../shared/fixtures/clips.tsv by default) through the worker pool the
// server uses, then count, recognise and score each clip, and print one row per clip and a table per lift.
//   npm run eval:coach -- [--loso] [--augment] [--fit] [--json] [--manifest FILE] [--only squat] [--workers 2] [--fresh] [--render]
// Poses are read once per clip and kept in a cache (os tmpdir, keyed by the file, its size and date, and how it is
// read); --fresh reads them again. Analysis of cached poses is the same analyzePoses the worker runs after MoveNet.
//   --loso     leave-one-source-out: the lift model (the only part fitted from data) is refitted without the clip's
//              `source` before that clip is scored; printed after the plain table, as the headline figure.
//   --augment  the metamorphic suite on each clip's poses (mirror, rotate ±10°, crop 10%, 360p, speed 1.5x/0.75x,
//              trim 15% each end, pad 2 s still): the lift must not change, the count must stay within one (exact for
//              mirror and 360p) of the original's, or for a trim of the original reps whose working end it kept.
//              Pose-level variants: MoveNet is not run again on transformed pixels.
//   --mismatch every clip declared as every other lift: how often a clip of lift M declared as lift L is refused
//              (exercise_mismatch) vs counted, and how many of those counts carry the "looked more like" sentence.
//   --fit      fit the lift model on every clip and write packages/coach/src/video/analysis/lift-model-fitted.ts.
//   --render   the whole default path per clip instead (pool.analyze with the processed video), for timing.
// A range N-M in the manifest is exact when the count is inside it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
    loso: { type: 'boolean', default: false },
    augment: { type: 'boolean', default: false },
    fit: { type: 'boolean', default: false },
    mismatch: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
  },
});

const coachModule = (entry) => import(pathToFileURL(join(root, `packages/coach/dist/${entry}/index.js`)).href);

if (!existsSync(args.manifest)) {
  console.error(
    `No clip manifest at ${args.manifest}: skipping the coach evaluation. Put ../shared beside the repository or pass --manifest FILE.`,
  );
  process.exit(2);
}
const evaluation = await coachModule('evaluation');
const video = await coachModule('video');
const {
  parseClipManifest,
  formatTrueCount,
  countError,
  summariseByLift,
  summariseCalibration,
  POSE_VARIANTS,
  expectedReps,
} = evaluation;

const parsed = parseClipManifest(readFileSync(args.manifest, 'utf8'));
for (const error of parsed.errors) console.error(`${args.manifest}: ${error}`);
const clips = parsed.clips.filter((clip) => !args.only || clip.exercise === args.only);
if (clips.length === 0) {
  console.error(args.only ? `No clip of '${args.only}' in ${args.manifest}.` : `No clip in ${args.manifest}.`);
  process.exit(2);
}
const sourceOf = (clip) => clip.source || clip.file;
const pathOf = (clip) => resolve(dirname(args.manifest), clip.file);

const pct = (n, of) => `${n}/${of} (${Math.round((n / Math.max(1, of)) * 100)}%)`;
const table = (header, body) => {
  const widths = header.map((h, c) => Math.max(String(h).length, ...body.map((row) => String(row[c]).length)));
  const line = (cells) =>
    cells
      .map((cell, c) => String(cell).padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'));
};
const mark = (ok) => (ok ? 'yes' : 'NO');

const pool = video.createVideoAnalysisPool({ size: Math.max(1, Number(args.workers) || 1), maxQueue: clips.length });
const started = performance.now();

if (args.render) {
  await renderRun();
  await pool.close();
  process.exit(0);
}

// --- Poses: read once per clip, cached --------------------------------------------------------------------------------
const cacheDir = join(tmpdir(), 'spotter-eval-poses');
mkdirSync(cacheDir, { recursive: true });
const cacheKey = (file) => {
  const { size, mtimeMs } = statSync(file);
  return createHash('sha1')
    .update(
      JSON.stringify({
        file,
        size,
        mtimeMs,
        fps: video.DEFAULT_SAMPLE_FPS,
        reader: `lightning-320-v1-${process.env.SPOTTER_POSE_RUNTIME ?? 'default'}`,
      }),
    )
    .digest('hex');
};
const read = await Promise.all(
  clips.map(async (clip) => {
    const file = pathOf(clip);
    const cached = join(cacheDir, `${cacheKey(file)}.json`);
    if (!args.fresh && existsSync(cached)) return { clip, ...JSON.parse(readFileSync(cached, 'utf8')), fresh: false };
    let begin = performance.now();
    const onProgress = (progress) => {
      if (progress.stage === 'decoding' && progress.done === 0) begin = performance.now();
    };
    try {
      const poses = await pool.readPoses({ videoPath: file, exercise: clip.exercise, maxDurationSec: 600, onProgress });
      const seconds = (performance.now() - begin) / 1000;
      const entry = {
        poses: poses.poses,
        fps: poses.fps,
        durationSec: poses.durationSec,
        width: poses.metadata.width,
        height: poses.metadata.height,
        seconds,
      };
      writeFileSync(cached, JSON.stringify(entry));
      return { clip, ...entry, fresh: true };
    } catch (error) {
      return { clip, error: error instanceof Error ? error.message : String(error) };
    }
  }),
);
await pool.close();
const readWall = (performance.now() - started) / 1000;

// --- The lift model: shipped, or refitted per held-out source ----------------------------------------------------------
const usable = read.filter((entry) => !entry.error);
// The model learns from each clip and from its metamorphic variants (mirrored, tilted, cropped, faster...), so what it
// learns does not hang on a camera; a clip's variants share its source and are held out with it.
const examples = new Map(
  usable.map((entry) => {
    const sample = { poses: entry.poses, fps: entry.fps, width: entry.width, height: entry.height };
    const variants = [sample, ...POSE_VARIANTS.map((variant) => variant.apply(sample))];
    return [
      entry,
      variants.map((clip) => ({
        inputs: video.liftEvidence(clip.poses, clip.fps),
        exercise: entry.clip.exercise,
        source: sourceOf(entry.clip),
      })),
    ];
  }),
);
const allExamples = [...examples.values()].flat();
const modelFor = (() => {
  const bySource = new Map();
  return (entry) => {
    const source = sourceOf(entry.clip);
    if (!bySource.has(source))
      bySource.set(source, video.fitLiftModel(allExamples.filter((example) => example.source !== source)));
    return bySource.get(source);
  };
})();

if (args.fit) {
  const model = video.fitLiftModel(allExamples);
  const round = (value) => Number(value.toPrecision(6));
  const text = `import type { LiftModel } from './lift-model.js';

/**
 * The lift model fitted on the clip set (${examples.size} clips and their metamorphic variants, ${new Set(allExamples.map((e) => e.source)).size} sources) by
 * \`npm run eval:coach -- --fit\`: regenerate it when the features, the rule fits or the clip set change. How it does on
 * sources it was not fitted on is what \`npm run eval:coach -- --loso\` measures.
 */
export const FITTED_LIFT_MODEL: LiftModel | null = ${JSON.stringify({ ...model, mean: model.mean.map(round), spread: model.spread.map(round), weights: model.weights.map((row) => row.map(round)), bias: model.bias.map(round), temperature: round(model.temperature) })};
`;
  const out = join(root, 'packages/coach/src/video/analysis/lift-model-fitted.ts');
  writeFileSync(out, text);
  console.log(
    `Wrote the lift model fitted on ${examples.size} clips to ${out} (temperature ${model.temperature.toFixed(2)}). Rebuild (tsc -b packages/coach) before evaluating it.`,
  );
}

// --- Scoring -----------------------------------------------------------------------------------------------------------
function score(mode) {
  return read.map((entry) => {
    const { clip } = entry;
    if (entry.error) return { clip, entry, analysis: null, error: entry.error };
    const liftModel = mode === 'loso' ? modelFor(entry) : undefined;
    const analysis = video.analyzePoses({
      exercise: clip.exercise,
      poses: entry.poses,
      fps: entry.fps,
      durationSec: entry.durationSec,
      liftModel,
    });
    return { clip, entry, analysis, error: null, liftModel };
  });
}

function report(mode, rows) {
  const results = rows.map(({ clip, entry, analysis, error }) => {
    const counted = analysis?.reps ?? 0;
    const miss = countError(clip.reps, counted);
    return {
      file: clip.file,
      exercise: clip.exercise,
      source: sourceOf(clip),
      truth: formatTrueCount(clip.reps),
      counted,
      exact: miss === 0,
      within_one: miss <= 1,
      status: analysis?.status ?? (error ? 'error' : '-'),
      detected: analysis?.detected_exercise ?? null,
      detected_confidence: analysis?.detected_confidence ?? 0,
      view: analysis?.view ?? '-',
      confidence: analysis?.confidence ?? 0,
      read_seconds: entry.seconds === undefined ? null : Number(entry.seconds.toFixed(2)),
      realtime: entry.seconds ? Number((entry.durationSec / entry.seconds).toFixed(2)) : null,
      limitation: analysis?.limitation ?? error,
    };
  });
  const outcomes = rows.map(({ clip, analysis }) => ({
    exercise: clip.exercise,
    truth: clip.reps,
    counted: analysis?.reps ?? 0,
    detected: analysis?.detected_exercise ?? null,
  }));
  const summary = summariseByLift(outcomes);
  const calibration = summariseCalibration(
    results.map((r) => ({ confidence: r.detected_confidence, correct: r.detected === r.exercise })),
  );
  // Every declared lift in the manifest is the true one: a refusal is always a wrong one.
  const refused = results.filter((r) => r.status === 'exercise_mismatch').length;
  if (args.json) return { mode, clips: results, summary, calibration, wrongly_refused: refused };
  console.log(
    `\n=== ${mode === 'loso' ? "LEAVE-ONE-SOURCE-OUT (the lift model refitted without each clip's source)" : 'plain (the shipped lift model)'} ===`,
  );
  table(
    ['clip', 'exercise', 'truth', 'counted', 'exact', '±1', 'status', 'detected', 'view', 'conf', 'read s', 'x rt'],
    results.map((r) => [
      r.file.replace(/^video\//, ''),
      r.exercise,
      r.truth,
      r.counted,
      mark(r.exact),
      mark(r.within_one),
      r.status,
      r.detected
        ? `${r.detected} ${Math.round(r.detected_confidence * 100)}%`
        : `- ${Math.round(r.detected_confidence * 100)}%`,
      r.view,
      r.confidence.toFixed(2),
      r.read_seconds === null ? 'cached' : r.read_seconds.toFixed(1),
      r.realtime === null ? '-' : r.realtime.toFixed(2),
    ]),
  );
  console.log('');
  table(
    ['lift', 'clips', 'exact', 'within one', 'mean abs error', 'lift recognised'],
    summary.map(({ lift, summary: s }) => [
      lift,
      s.clips,
      pct(s.exact, s.clips),
      pct(s.withinOne, s.clips),
      s.meanAbsoluteError.toFixed(2),
      pct(s.recognised, s.clips),
    ]),
  );
  console.log(
    `recognition ${Math.round(calibration.accuracy * 100)}%, expected calibration error (10 bins) ${calibration.ece.toFixed(3)}, ` +
      `confidence >= 0.9 wrong ${calibration.confidentWrong} of ${calibration.confident}, correct declared sets refused as exercise_mismatch: ${refused}`,
  );
  return { mode, clips: results, summary, calibration, wrongly_refused: refused };
}

// --- Metamorphic variants ----------------------------------------------------------------------------------------------
function augment(rows, mode) {
  const perVariant = POSE_VARIANTS.map((variant) => ({ name: variant.name, held: 0, total: 0, failures: [] }));
  for (const { clip, entry, analysis, liftModel } of rows) {
    if (!analysis) continue;
    const sample = { poses: entry.poses, fps: entry.fps, width: entry.width, height: entry.height };
    POSE_VARIANTS.forEach((variant, v) => {
      const changed = variant.apply(sample);
      const durationSec = changed.poses.length / changed.fps;
      const result = video.analyzePoses({
        exercise: clip.exercise,
        poses: changed.poses,
        fps: changed.fps,
        durationSec,
        liftModel,
      });
      const sameLift = result.detected_exercise === analysis.detected_exercise && result.status === analysis.status;
      const expected = expectedReps(variant, sample, analysis);
      const off = Math.abs(result.reps - expected);
      const held = sameLift && (variant.exact ? off === 0 : off <= 1);
      const tally = perVariant[v];
      tally.total += 1;
      if (held) tally.held += 1;
      else
        tally.failures.push(
          `${clip.file.replace(/^video\//, '')}: ${analysis.detected_exercise}/${expected} -> ${result.detected_exercise}/${result.reps} ${result.status}`,
        );
    });
  }
  const held = perVariant.reduce((sum, v) => sum + v.held, 0);
  const total = perVariant.reduce((sum, v) => sum + v.total, 0);
  if (!args.json) {
    console.log(`\n=== metamorphic variants (${mode} lift model; pose-level) ===`);
    table(
      ['variant', 'held', 'failures'],
      perVariant.map((v) => [v.name, pct(v.held, v.total), v.failures.slice(0, 3).join('; ')]),
    );
    console.log(`variants held: ${pct(held, total)}`);
  }
  return { held, total, per_variant: perVariant };
}

const output = {
  manifest: args.manifest,
  read_wall_seconds: Number(readWall.toFixed(1)),
  fresh_reads: read.filter((e) => e.fresh).length,
};
const plainRows = score('plain');
output.plain = report('plain', plainRows);
let headline = plainRows;
if (args.loso) {
  headline = score('loso');
  output.loso = report('loso', headline);
}
if (args.augment) output.augment = augment(headline, args.loso ? 'loso' : 'plain');
if (args.mismatch) output.mismatch = mismatch(headline, args.loso ? 'loso' : 'plain');
const wall = (performance.now() - started) / 1000;
if (args.json) console.log(JSON.stringify({ ...output, wall_seconds: Number(wall.toFixed(1)) }, null, 2));
else {
  console.log(
    `\n${read.length} clips (${output.fresh_reads} read fresh by MoveNet in ${readWall.toFixed(1)} s with ${args.workers} worker(s), the rest from ${cacheDir}); ${wall.toFixed(1)} s in all.`,
  );
}

// --- Cross-declaration: each clip declared as each lift it is not ---------------------------------------------------
function mismatch(rows, mode) {
  const lifts = [...new Set(rows.map((row) => row.clip.exercise))];
  const cells = new Map();
  for (const { clip, entry, analysis, liftModel } of rows) {
    if (!analysis) continue;
    for (const declared of lifts) {
      if (declared === clip.exercise) continue;
      const result = video.analyzePoses({
        exercise: declared,
        poses: entry.poses,
        fps: entry.fps,
        durationSec: entry.durationSec,
        liftModel,
      });
      const key = `${clip.exercise}>${declared}`;
      const cell = cells.get(key) ?? { refused: 0, counted: 0, aside: 0, none: 0, total: 0 };
      cell.total += 1;
      if (result.status === 'exercise_mismatch') cell.refused += 1;
      else if (result.status === 'ok') {
        cell.counted += 1;
        if (/looked more like/.test(result.limitation ?? '')) cell.aside += 1;
      } else cell.none += 1;
      cells.set(key, cell);
    }
  }
  const all = [...cells.values()].reduce(
    (sum, c) => ({ refused: sum.refused + c.refused, counted: sum.counted + c.counted, total: sum.total + c.total }),
    { refused: 0, counted: 0, total: 0 },
  );
  if (!args.json) {
    console.log(
      `\n=== cross-declaration (${mode} lift model): a clip of the row's lift declared as the column's; refused/counted of clips (r/c of n) ===`,
    );
    table(
      ['true \\ declared', ...lifts],
      lifts.map((truth) => [
        truth,
        ...lifts.map((declared) => {
          const cell = cells.get(`${truth}>${declared}`);
          return cell ? `${cell.refused}/${cell.counted} of ${cell.total}` : '-';
        }),
      ]),
    );
    console.log(
      `wrong-lift declarations refused ${pct(all.refused, all.total)}, counted as declared ${pct(all.counted, all.total)} (the rest: no reps or not visible)`,
    );
  }
  return { lifts, cells: Object.fromEntries(cells), ...all };
}

// --- The whole default path, timed (--render) --------------------------------------------------------------------------
async function renderRun() {
  const renderDir = mkdtempSync(join(tmpdir(), 'spotter-eval-'));
  const rows = await Promise.all(
    clips.map(async (clip, i) => {
      let begin = performance.now();
      const onProgress = (progress) => {
        if (progress.stage === 'decoding' && progress.done === 0) begin = performance.now();
      };
      try {
        const analysis = await pool.analyze({
          videoPath: pathOf(clip),
          exercise: clip.exercise,
          maxDurationSec: 600,
          renderPath: join(renderDir, `${i}.mp4`),
          onProgress,
        });
        return { clip, analysis, seconds: (performance.now() - begin) / 1000 };
      } catch (error) {
        return {
          clip,
          analysis: null,
          seconds: (performance.now() - begin) / 1000,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    }),
  );
  rmSync(renderDir, { recursive: true, force: true });
  table(
    ['clip', 'exercise', 'truth', 'counted', 'status', 'sec', 'x real time'],
    rows.map(({ clip, analysis, seconds, error }) => [
      clip.file.replace(/^video\//, ''),
      clip.exercise,
      formatTrueCount(clip.reps),
      analysis?.reps ?? 0,
      error ? `error: ${error}` : analysis.status,
      seconds.toFixed(1),
      analysis ? (analysis.duration_sec / seconds).toFixed(2) : '-',
    ]),
  );
  console.log(
    `\n${rows.length} clips analysed and rendered in ${((performance.now() - started) / 1000).toFixed(1)} s with ${args.workers} worker(s).`,
  );
}
