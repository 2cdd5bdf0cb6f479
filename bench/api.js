// npm run bench:api — requests/s and p99 latency of Spotter's reads next to a bare Fastify route serving the same JSON,
// measured two ways in the same run, each against the bare route of its own way:
// - in-process: Spotter (no request log), the bare route and autocannon share one process;
// - as served: `spotter serve` as users start it (its own process, default settings and request log, stdout to a
//   file), a bare Fastify route in a process of its own, autocannon here.
// Each way: one pass at BENCH_CONNECTIONS (10) for the ratios, one at BENCH_CONNECTIONS_HIGH (50) for the latency
// under load. `-- --served` or `-- --in-process` runs one way only. DATABASE_URL runs Spotter on PostgreSQL.
// Numbers only: this machine is shared and noisy, so compare the ratio, not absolute values across runs.
// BENCH_BASELINE names another built checkout (e.g. /work/main): the served way then also runs both builds' servers
// side by side, case by case in turn (which goes first alternating by round) for BENCH_ROUNDS rounds (4), and prints
// the medians of each, so a change is judged under the same load as what it is compared with:
//   BENCH_SECONDS=3 BENCH_ROUNDS=5 BENCH_BASELINE=../main node bench/api.js --served
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { NO_LIMITS, createServer, resolveServerConfig } from '@spotter/server';
import { memoryOf, startBare, startServer, stop } from './served.js';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const highConnections = Number(process.env.BENCH_CONNECTIONS_HIGH ?? 50);
const baselineRoot = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const only = process.argv.includes('--served') ? 'served' : process.argv.includes('--in-process') ? 'in-process' : null;
/** The targets for the served way: ratio to the bare route at 10 connections, p99 at 50. */
const SERVED_TARGETS = { filtered: 0.9, search: 0.8, user: 0.8, p99Ms: 10 };

function load(url, headers = {}, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A fetch that waits out 503s (a server still warming up sheds load) as a client would, then insists on success. */
async function fetchOk(url, init) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, init);
    if (response.ok) return response.json();
    if (response.status !== 503 || attempt >= 30)
      throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
    await new Promise((done) => setTimeout(done, 1000 * Number(response.headers.get('retry-after') ?? 1)));
  }
}

/** A user and the sample JSON (the filtered list) from a Spotter at `url`. */
async function prepare(url) {
  const user = await fetchOk(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // An email of its own each run: a PostgreSQL database keeps the accounts of earlier runs.
    body: JSON.stringify({
      first_name: 'Bench',
      email: `bench+${Date.now()}@example.com`,
      age: 30,
      height_cm: 180,
      weight_kg: 80,
    }),
  });
  const sample = await fetchOk(`${url}/api/exercises?category=strength&equipment=dumbbells`);
  return { user, sample };
}

const casesFor = (bareUrl, spotterUrl, user) => [
  { key: 'bare', name: 'bare Fastify (same JSON as the filtered list)', url: bareUrl },
  {
    key: 'filtered',
    name: 'GET /api/exercises?category=strength&equipment=dumbbells',
    url: `${spotterUrl}/api/exercises?category=strength&equipment=dumbbells`,
  },
  {
    key: 'search',
    name: 'GET /api/exercises?difficulty=beginner&search=squat',
    url: `${spotterUrl}/api/exercises?difficulty=beginner&search=squat`,
  },
  {
    key: 'user',
    name: 'GET /api/users/{id} (with token)',
    url: `${spotterUrl}/api/users/${user.id}`,
    headers: { authorization: `Bearer ${user.token}` },
  },
];

/**
 * Each case once at the given connections; the bare route runs first, as the ceiling of that pass. `cpuOf` is the CPU
 * time (µs) of whatever serves the case, so far: this process in-process, the server's process as served.
 */
async function pass(cases, connections, cpuOf) {
  const rows = [];
  for (const c of cases) {
    const cpuBefore = cpuOf(c);
    const result = await load(c.url, c.headers, connections);
    const cpu = cpuOf(c) - cpuBefore;
    if (result.non2xx || result.errors) throw new Error(`${c.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const cpuPerRequest = cpu / Math.max(1, result.requests.total);
    rows.push({
      'req/s': Math.round(result.requests.average),
      p99: result.latency.p99,
      cpu: Math.round(cpuPerRequest),
    });
  }
  return rows.map((row) => ({ ...row, ratio: row['req/s'] / rows[0]['req/s'], cpuRatio: rows[0].cpu / row.cpu }));
}

function print(title, cases, low, high, cpuNote) {
  console.log(`\n${title}`);
  console.table(
    cases.map((c, i) => ({
      case: c.name,
      [`req/s @${connections}`]: low[i]['req/s'],
      [`vs bare @${connections}`]: `${low[i].ratio.toFixed(2)}x`,
      [`p99 ms @${connections}`]: low[i].p99,
      [`cpu µs/req @${connections}`]: low[i].cpu,
      [`bare cpu / cpu @${connections}`]: `${low[i].cpuRatio.toFixed(2)}x`,
      [`req/s @${highConnections}`]: high[i]['req/s'],
      [`vs bare @${highConnections}`]: `${high[i].ratio.toFixed(2)}x`,
      [`p99 ms @${highConnections}`]: high[i].p99,
    })),
  );
  console.log(cpuNote);
}

/** Spotter, the bare route and the load generator in this one process, without the request log. */
async function inProcess() {
  const dataDir = await mkdtemp(join(tmpdir(), 'spotter-bench-'));
  const spotter = await createServer(
    resolveServerConfig({}, { dataDir, databaseUrl: process.env.DATABASE_URL ?? null, limits: NO_LIMITS }),
  );
  try {
    const spotterUrl = await spotter.app.listen({ port: 0, host: '127.0.0.1' });
    const { user, sample } = await prepare(spotterUrl);
    const bare = Fastify();
    bare.get('/bare', async () => sample);
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const cases = casesFor(`${bareUrl}/bare`, spotterUrl, user);
    const cpu = () => {
      const used = process.cpuUsage();
      return used.user + used.system;
    };
    const low = await pass(cases, connections, cpu);
    const high = await pass(cases, highConnections, cpu);
    print(
      `in-process (database ${spotter.context.dbKind}): one process serves and loads`,
      cases,
      low,
      high,
      'cpu: this process (server and load generator) per request',
    );
    await bare.close();
  } finally {
    await spotter.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** CPU time (µs) a process has used so far, from /proc (clock ticks of 10 ms: enough over thousands of requests). */
function cpuOfProcess(pid) {
  // Fields after the command's closing parenthesis start at the 3rd (state): utime is the 14th, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** `spotter serve` and the bare route each in a process of its own, with their defaults; autocannon here. */
async function asServed() {
  const work = await mkdtemp(join(tmpdir(), 'spotter-bench-served-'));
  const env = { ...process.env };
  if (!process.env.DATABASE_URL) delete env.DATABASE_URL;
  const server = await startServer(join(work, 'data'), join(work, 'server.log'), env);
  let bare;
  try {
    const atRest = memoryOf(server.pid);
    const { user, sample } = await prepare(server.url);
    await writeFile(join(work, 'sample.json'), JSON.stringify(sample));
    bare = await startBare(join(work, 'sample.json'));
    const cases = casesFor(bare.url, server.url, user);
    const cpu = (c) => cpuOfProcess(c.key === 'bare' ? bare.pid : server.pid);
    const low = await pass(cases, connections, cpu);
    const high = await pass(cases, highConnections, cpu);
    const database = JSON.parse(await (await fetch(`${server.url}/api/health`)).text()).database;
    print(
      `as served (database ${database}): \`spotter serve\` with its defaults, the bare route in its own process`,
      cases,
      low,
      high,
      'cpu: the serving process only, per request',
    );
    const after = memoryOf(server.pid);
    console.log(
      `spotter serve RSS: ${atRest.rss} MB at rest after start, ${after.rss} MB after the passes, peak ${after.peak} MB`,
    );
    for (const [key, target] of [
      ['filtered', SERVED_TARGETS.filtered],
      ['search', SERVED_TARGETS.search],
      ['user', SERVED_TARGETS.user],
    ]) {
      const i = cases.findIndex((c) => c.key === key);
      const held = low[i].ratio >= target && high[i].p99 < SERVED_TARGETS.p99Ms;
      console.log(
        `target ${key}: ≥ ${target.toFixed(2)}x of bare @${connections}, p99 < ${SERVED_TARGETS.p99Ms} ms @${highConnections}: ${low[i].ratio.toFixed(2)}x, ${high[i].p99} ms, ${held ? 'holds' : 'MISSED'}`,
      );
    }
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    await rm(work, { recursive: true, force: true });
  }
}

/** `spotter serve` of a build (this one or the baseline's), a user on it and its bare route, each its own process. */
async function servedSetup(served, work, env) {
  const server = await served.startServer(join(work, 'data'), join(work, 'server.log'), env);
  const { user, sample } = await prepare(server.url);
  await writeFile(join(work, 'sample.json'), JSON.stringify(sample));
  const bare = await served.startBare(join(work, 'sample.json'));
  const cases = casesFor(bare.url, server.url, user);
  const cpu = (c) => cpuOfProcess(c.key === 'bare' ? bare.pid : server.pid);
  return { served, server, bare, cases, cpu };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** This build and the baseline's as served, case by case in turn for `rounds` rounds at `connections`: medians. */
async function againstBaseline() {
  const work = await mkdtemp(join(tmpdir(), 'spotter-bench-baseline-'));
  const env = { ...process.env };
  if (!process.env.DATABASE_URL) delete env.DATABASE_URL;
  const builds = [];
  try {
    for (const [name, served] of [
      ['this build', await import('./served.js')],
      ['baseline', await import(join(baselineRoot, 'bench/served.js'))],
    ]) {
      const dir = join(work, String(builds.length));
      builds.push({ name, ...(await servedSetup(served, await mkdtemp(dir), env)), rows: [] });
    }
    for (let round = 0; round < rounds; round++) {
      const passes = builds.map(() => []);
      for (let i = 0; i < builds[0].cases.length; i++) {
        // Which build goes first alternates by round: the second of a pair measured slower even on the same bare route.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const b of order) passes[b][i] = (await pass([builds[b].cases[i]], connections, builds[b].cpu))[0];
      }
      builds.forEach((build, b) => build.rows.push(passes[b]));
    }
    console.log(`\nas served, against ${baselineRoot}: medians of ${rounds} rounds taken in turn, @${connections}`);
    console.table(
      builds[0].cases.map((c, i) => {
        const row = { case: c.name };
        for (const build of builds) {
          const cpu = median(build.rows.map((r) => r[i].cpu));
          const bareCpu = median(build.rows.map((r) => r[0].cpu));
          const ratio = median(build.rows.map((r) => r[i]['req/s'] / r[0]['req/s']));
          row[`${build.name} cpu µs/req`] = cpu;
          row[`${build.name} bare cpu / cpu`] = `${(bareCpu / cpu).toFixed(2)}x`;
          row[`${build.name} vs bare`] = `${ratio.toFixed(2)}x`;
        }
        return row;
      }),
    );
  } finally {
    for (const build of builds) {
      await build.served.stop(build.bare);
      await build.served.stop(build.server);
    }
    await rm(work, { recursive: true, force: true });
  }
}

console.log(`bench:api — ${duration}s per case, passes at ${connections} and ${highConnections} connections`);
if (only !== 'served') await inProcess();
if (only !== 'in-process') await asServed();
if (only !== 'in-process' && baselineRoot) await againstBaseline();
