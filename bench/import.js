// npm run bench:import — the workout-log importer on a generated 50 000-row Strong export (BENCH_IMPORT_ROWS):
// 1. the parser alone (read, repair, map every row), 2. through the API on the embedded database: a dry run, the
// import (one transaction) and the same file again (nothing added). Prints rows/s and the peak memory of each phase
// (process RSS and JS heap above what they were before it), beside the file's size: streaming means the heap does
// not grow with the file. The export has what real ones have: warm-ups, drop sets, rest timers, quoted notes with
// line breaks, bodyweight and cardio rows.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAsBlob } from 'node:fs';
import { openExport } from '../packages/server/src/imports/read-rows.ts';
import { onboarding, startTestServer } from '../packages/server/src/testing/test-server.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const LIFTS = [
  ['Squat (Barbell)', 100],
  ['Bench Press (Barbell)', 70],
  ['Deadlift (Barbell)', 140],
  ['Overhead Press (Barbell)', 45],
  ['Lat Pulldown (Cable)', 55],
  ['Bicep Curl (Dumbbell)', 14],
];

/** A Strong export (current layout) of about ROWS rows, written as a stream. */
async function writeExport(path) {
  const out = createWriteStream(path);
  const write = async (line) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\r\n',
  );
  let rows = 0;
  for (let day = 0; rows < ROWS; day += 1) {
    const date = new Date(Date.UTC(2019, 0, 1) + day * 2 * 86_400_000).toISOString().slice(0, 10);
    const head = `${date} 18:${String(day % 60).padStart(2, '0')}:00,"Session ${day % 3 === 0 ? 'A' : 'B'}",1h 2min`;
    for (const [lift, base] of LIFTS) {
      const load = base + (day % 20) * 2.5;
      await write(`${head},"${lift}",W,${base / 2},10,0,0,"","",\r\n`);
      for (let set = 1; set <= 4; set += 1) {
        const note = set === 3 && day % 7 === 0 ? '"felt heavy,\r\nslow off the chest"' : '""';
        await write(
          `${head},"${lift}",${set},${load.toFixed(1)},${8 - (set % 3)}.0,0,0,${note},"",${set === 4 ? '8.5' : ''}\r\n`,
        );
      }
      await write(`${head},"${lift}",Rest Timer,0,0,0,120,"","",\r\n`);
      rows += 6;
    }
    await write(`${head},"Running",1,0,0,5.2,1800,"","",\r\n`);
    rows += 1;
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

/**
 * Peak RSS and heap above their level when it started, sampled every 20 ms while `work` runs, and the CPU time this
 * process spent on it (the server and PGlite run in it too): on a shared machine the CPU seconds move less than the
 * wall clock.
 */
async function measured(work) {
  global.gc?.();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heap: base.heapUsed };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(timer);
  return {
    result,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    rssMb: (peak.rss - base.rss) / 2 ** 20,
    heapMb: (peak.heap - base.heapUsed) / 2 ** 20,
  };
}

const mb = (value) => `${value.toFixed(1)} MB`;
const line = (label, rows, run) =>
  console.log(
    `${label.padEnd(26)} ${String(Math.round(rows / run.seconds)).padStart(8)} rows/s  ${run.seconds.toFixed(2).padStart(6)} s  ${run.cpuSeconds.toFixed(2).padStart(6)} s CPU   peak +${mb(run.rssMb)} RSS, +${mb(run.heapMb)} heap`,
  );

const dir = await mkdtemp(join(tmpdir(), 'spotter-bench-import-'));
try {
  const path = join(dir, 'strong.csv');
  const rows = await writeExport(path);
  console.log(
    `bench:import: ${rows} rows of a Strong export, ${mb(statSync(path).size / 2 ** 20)} on disk; ${availableParallelism()} cores`,
  );

  const parse = await measured(async () => {
    const opened = await openExport(createReadStream(path));
    let sets = 0;
    for await (const outcome of opened.rows) if (outcome.ok) sets += 1;
    return sets;
  });
  line('parse only', rows, parse);

  const t = await startTestServer('pglite', { maxImportBytes: 200 * 2 ** 20 });
  try {
    const user = await t.client.createUser(onboarding());
    const api = t.clientFor(user.token);
    const send = async (options) =>
      api.importLog(user.id, { file: { data: await openAsBlob(path), name: 'strong.csv' }, units: 'kg', ...options });
    const dry = await measured(() => send({ dry_run: true }));
    line('API dry run (PGlite)', rows, dry);
    const real = await measured(() => send({}));
    line('API import (PGlite)', rows, real);
    const again = await measured(() => send({}));
    line('API same file again', rows, again);
    console.log(
      `sets: ${parse.result} read (${real.result.skipped_count} rows skipped: rest timers); imported ${real.result.sets} in ${real.result.workouts} workouts; again: ${again.result.sets} new, ${again.result.duplicates} duplicates`,
    );
  } finally {
    await t.stop();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
