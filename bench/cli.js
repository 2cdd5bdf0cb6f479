// npm run bench:cli — wall time of the spotter binary (compiled dist) next to bare `node -e 0`, in the same run.
// Runs are interleaved round-robin so machine noise hits every case alike; compare the ratios, not absolute values.
// Targets (issue 13): --version <= 1.15x and --help <= 1.3x `node -e 0`; `exercises --json` <= 1.5x a bare
// `node -e` that fetches the same URL and prints the body.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_LIMITS, createServer, resolveServerConfig } from '@spotter/server';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const bin = fileURLToPath(new URL('../bin/spotter.js', import.meta.url));

const dataDir = await mkdtemp(join(tmpdir(), 'spotter-bench-cli-'));
const configDir = await mkdtemp(join(tmpdir(), 'spotter-bench-cli-config-'));
const server = await createServer(resolveServerConfig({}, { dataDir, databaseUrl: null, limits: NO_LIMITS }));
const apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
const env = { ...process.env, SPOTTER_API_URL: apiUrl, SPOTTER_CONFIG_DIR: configDir, NO_COLOR: '1' };

const cases = [
  { name: 'node -e 0 (bare start-up)', args: ['-e', '0'] },
  { name: 'spotter --version', args: [bin, '--version'] },
  { name: 'spotter --help', args: [bin, '--help'] },
  {
    name: 'node -e fetch(/api/exercises) (bare fetch)',
    args: [
      '-e',
      `fetch(${JSON.stringify(`${apiUrl}/exercises`)}).then((r) => r.text()).then((t) => process.stdout.write(t))`,
    ],
  },
  { name: 'spotter exercises --json (203 exercises)', args: [bin, 'exercises', '--json'] },
];
const targets = [
  { what: 'spotter --version vs node -e 0', of: 1, against: 0, max: 1.15 },
  { what: 'spotter --help vs node -e 0', of: 2, against: 0, max: 1.3 },
  { what: 'spotter exercises --json vs bare fetch', of: 4, against: 3, max: 1.5 },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One run's wall time; asynchronous, so the server in this process keeps answering. */
function once(args) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${args.join(' ')} exited ${code}: ${stderr}`));
      else resolve(Number(process.hrtime.bigint() - start) / 1e6);
    });
  });
}

const times = cases.map(() => []);
for (const c of cases) await once(c.args); // warm-up (file cache)
for (let run = 0; run < runs; run++) {
  for (const [index, c] of cases.entries()) times[index].push(await once(c.args));
}

const baseline = median(times[0]);
console.log(`bench:cli — ${runs} runs per case, interleaved; node ${process.version}; compiled dist`);
console.table(
  cases.map((c, index) => ({
    case: c.name,
    'median ms': Number(median(times[index]).toFixed(1)),
    'min ms': Number(Math.min(...times[index]).toFixed(1)),
    'vs node -e 0': `${(median(times[index]) / baseline).toFixed(2)}x`,
  })),
);

const medians = times.map(median);
console.table(
  targets.map((t) => {
    const ratio = medians[t.of] / medians[t.against];
    return { target: t.what, ratio: `${ratio.toFixed(2)}x`, max: `${t.max}x`, met: ratio <= t.max ? 'yes' : 'NO' };
  }),
);

await server.close();
await Promise.all([rm(dataDir, { recursive: true, force: true }), rm(configDir, { recursive: true, force: true })]);
