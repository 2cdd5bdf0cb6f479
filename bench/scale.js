// npm run bench:scale — analysis capacity that scales apart from the API: one `spotter serve --no-worker` instance on
// PostgreSQL (SPOTTER_QUEUE=postgres) and first one, then two `spotter worker` processes (--concurrency 1 each).
// Each round sends BENCH_UPLOADS (8) fixture clips at once (waiting uploads, the synchronous contract) while
// BENCH_READERS (4) clients keep reading GET /api/exercises; it prints videos per minute and the p99 of those reads
// during the burst, then the ratios of the two rounds.
//
// Needs DATABASE_URL (a PostgreSQL server: the bench makes a database of its own there and drops it afterwards) and
// ../shared/fixtures. The processes share one media folder (on one machine that is what a bucket would be); the
// built bin is run, as `npm start` runs it. On a machine with fewer cores than workers, a second worker cannot add
// much: the numbers say what this machine does, with the core count printed beside them.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { scratchPostgres } from '@spotter/server/testing';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const READERS = Number(process.env.BENCH_READERS ?? 4);

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:scale needs DATABASE_URL=postgres://… (a PostgreSQL server; the bench makes and drops a database of its own)',
  );
  process.exit(2);
}
const fixtures = join(root, '../shared/fixtures');
if (!existsSync(join(fixtures, 'clips.tsv'))) {
  console.error(`bench:scale needs the fixture clips in ${fixtures}`);
  process.exit(2);
}

/** The UPLOADS shortest clips by bytes (a burst of typical phone clips, not the 55 s one), with their lift. */
function clips() {
  const rows = readFileSync(join(fixtures, 'clips.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const all = rows
    .map(([file, exercise]) => ({ path: join(fixtures, file), exercise }))
    .filter((clip) => existsSync(clip.path))
    .map((clip) => ({ ...clip, bytes: statSync(clip.path).size }))
    .sort((a, b) => a.bytes - b.bytes);
  return Array.from({ length: UPLOADS }, (_, i) => all[i % all.length]);
}

/** A `spotter` process; resolves once its output matches `ready`. */
async function start(args, env, ready) {
  const child = spawn(process.execPath, [join(root, 'bin/spotter.js'), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let waited = 0; !ready.test(output); waited += 100) {
    if (child.exitCode !== null || waited > 120_000) throw new Error(`spotter ${args[0]} did not start:\n${output}`);
    await sleep(100);
  }
  return { child, output: () => output };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function json(response) {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${response.status}: ${body?.detail ?? 'no detail'}`);
  return body;
}

/** One burst: every clip uploaded at once and waited for, while readers loop on GET /api/exercises. */
async function burst(api, token, set) {
  let reading = true;
  const reads = [];
  const readErrors = [];
  const readers = Array.from({ length: READERS }, async () => {
    while (reading) {
      const t0 = performance.now();
      const response = await fetch(`${api}/api/exercises`).catch((err) => ({ ok: false, status: String(err) }));
      if (response.ok) {
        await response.arrayBuffer();
        reads.push(performance.now() - t0);
      } else readErrors.push(response.status);
    }
  });
  const t0 = performance.now();
  const results = await Promise.all(
    set.map(async (clip) => {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(clip.path)], { type: 'video/mp4' }), 'set.mp4');
      form.append('exercise_name', clip.exercise);
      const response = await fetch(`${api}/api/upload-exercise`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) };
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  reading = false;
  await Promise.all(readers);
  const failed = results.filter((r) => !r.ok);
  if (failed.length)
    throw new Error(
      `${failed.length} uploads failed: ${failed.map((r) => `${r.status} ${r.body?.detail}`).join('; ')}`,
    );
  reads.sort((a, b) => a - b);
  return {
    seconds,
    perMinute: (set.length / seconds) * 60,
    p99: percentile(reads, 99),
    p50: percentile(reads, 50),
    reads: reads.length,
    readErrors: readErrors.length,
  };
}

const database = await scratchPostgres();
const dataDir = await mkdtemp(join(tmpdir(), 'spotter-bench-scale-'));
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  SPOTTER_QUEUE: 'postgres',
  SPOTTER_DATA_DIR: dataDir,
  SPOTTER_RATE_LIMITS: 'off',
  SPOTTER_QUEUE_CHECK_SECONDS: '5',
};
const processes = [];
try {
  const server = await start(['serve', '--no-worker', '--port', '0'], env, /serving at http/);
  processes.push(server.child);
  const api = /serving at (http:\/\/[\d.:]+)/.exec(server.output())[1];
  const user = await json(
    await fetch(`${api}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Bench',
        email: `bench.${process.pid}@example.com`,
        age: 30,
        height_cm: 180,
        weight_kg: 80,
        sex: 'male',
        primary_goal: 'strength',
        equipment_list: ['barbell'],
        coach_tone: 'direct',
      }),
    }),
  );
  const set = clips();
  console.log(
    `bench:scale: ${set.length} uploads at once (${set.map((c) => c.path.split('/').pop()).join(', ')}), ${READERS} readers of GET /api/exercises, ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)}`,
  );

  const rounds = [];
  for (const workers of [1, 2]) {
    while (processes.length - 1 < workers)
      processes.push((await start(['worker', '--concurrency', '1'], env, /taking analysis jobs/)).child);
    // A first clip warms the workers up (model load, threads): the burst measures analysis, not start-up.
    if (workers === 1) await burst(api, user.token, set.slice(0, 1));
    const result = await burst(api, user.token, set);
    rounds.push({ workers, ...result });
    console.log(
      `${workers} worker${workers > 1 ? 's' : ' '}: ${result.seconds.toFixed(1)} s for ${set.length} videos = ${result.perMinute.toFixed(1)} videos/min; ` +
        `GET /api/exercises during the burst: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (${result.reads} reads, ${result.readErrors} errors)`,
    );
  }
  const [one, two] = rounds;
  console.log(
    `ratio 2 workers / 1 worker: throughput ×${(two.perMinute / one.perMinute).toFixed(2)}, p99 of reads ×${(two.p99 / one.p99).toFixed(2)}`,
  );
} finally {
  for (const child of processes.reverse()) {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
  }
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
