// npm run bench:api — requests/s and p99 latency of Spotter's API next to a bare Fastify route, measured in the same run:
// one pass at BENCH_CONNECTIONS (10) for the ratios, one at BENCH_CONNECTIONS_HIGH (50) for the latency under load.
// Numbers only: this machine is shared and noisy, so compare the ratio, not absolute values across runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { NO_LIMITS, createServer, resolveServerConfig } from '@spotter/server';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const highConnections = Number(process.env.BENCH_CONNECTIONS_HIGH ?? 50);

function load(url, headers = {}, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'spotter-bench-'));
const spotter = await createServer(resolveServerConfig({}, { dataDir, databaseUrl: process.env.DATABASE_URL ?? null, limits: NO_LIMITS }));
const spotterUrl = await spotter.app.listen({ port: 0, host: '127.0.0.1' });

const user = await (
  await fetch(`${spotterUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // An email of its own each run: a PostgreSQL database keeps the accounts of earlier runs.
    body: JSON.stringify({ first_name: 'Bench', email: `bench+${Date.now()}@example.com`, age: 30, height_cm: 180, weight_kg: 80 }),
  })
).json();
const sample = await (await fetch(`${spotterUrl}/api/exercises?category=strength&equipment=dumbbells`)).json();

const bare = Fastify();
bare.get('/bare', async () => sample);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const cases = [
  { name: 'bare Fastify (same JSON as the filtered list)', url: `${bareUrl}/bare` },
  { name: 'GET /api/exercises?category=strength&equipment=dumbbells', url: `${spotterUrl}/api/exercises?category=strength&equipment=dumbbells` },
  { name: 'GET /api/exercises?difficulty=beginner&search=squat', url: `${spotterUrl}/api/exercises?difficulty=beginner&search=squat` },
  { name: 'GET /api/users/{id} (with token)', url: `${spotterUrl}/api/users/${user.id}`, headers: { authorization: `Bearer ${user.token}` } },
];

/** Each case once at the given connections; the bare route runs first, as the ceiling of that pass. */
async function pass(connections) {
  const rows = [];
  for (const c of cases) {
    const cpuBefore = process.cpuUsage();
    const result = await load(c.url, c.headers, connections);
    const cpu = process.cpuUsage(cpuBefore);
    if (result.non2xx || result.errors) throw new Error(`${c.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    // CPU time of this process (server and load generator) per request: steadier than req/s when others load the machine.
    const cpuPerRequest = (cpu.user + cpu.system) / Math.max(1, result.requests.total);
    rows.push({ 'req/s': Math.round(result.requests.average), p99: result.latency.p99, cpu: Math.round(cpuPerRequest) });
  }
  return rows.map((row) => ({
    ...row,
    ratio: `${(row['req/s'] / rows[0]['req/s']).toFixed(2)}x`,
    cpuRatio: `${(rows[0].cpu / row.cpu).toFixed(2)}x`,
  }));
}

console.log(`bench:api — ${duration}s per case, database ${spotter.context.dbKind}, passes at ${connections} and ${highConnections} connections`);
const low = await pass(connections);
const high = await pass(highConnections);
console.table(
  cases.map((c, i) => ({
    case: c.name,
    [`req/s @${connections}`]: low[i]['req/s'],
    [`vs bare @${connections}`]: low[i].ratio,
    [`p99 ms @${connections}`]: low[i].p99,
    [`cpu µs/req @${connections}`]: low[i].cpu,
    [`bare cpu / cpu @${connections}`]: low[i].cpuRatio,
    [`req/s @${highConnections}`]: high[i]['req/s'],
    [`vs bare @${highConnections}`]: high[i].ratio,
    [`p99 ms @${highConnections}`]: high[i].p99,
  })),
);

await bare.close();
await spotter.close();
await rm(dataDir, { recursive: true, force: true });
