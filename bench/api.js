// npm run bench:api — requests/s and p99 latency of Spotter's API next to a bare Fastify route, measured in the same run.
// Numbers only: this machine is shared and noisy, so compare the ratio, not absolute values across runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { NO_LIMITS, createServer, resolveServerConfig } from '@spotter/server';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function load(url, headers = {}) {
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
    body: JSON.stringify({ first_name: 'Bench', email: 'bench@example.com', age: 30, height_cm: 180, weight_kg: 80 }),
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

console.log(`bench:api — ${connections} connections, ${duration}s per case, database ${spotter.context.dbKind}`);
const rows = [];
for (const c of cases) {
  const result = await load(c.url, c.headers);
  if (result.non2xx || result.errors) throw new Error(`${c.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  rows.push({ case: c.name, 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99 });
}
const baseline = rows[0]['req/s'];
for (const row of rows) row['vs bare'] = `${(row['req/s'] / baseline).toFixed(2)}x`;
console.table(rows);

await bare.close();
await spotter.close();
await rm(dataDir, { recursive: true, force: true });
