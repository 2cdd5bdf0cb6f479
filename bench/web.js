// npm run bench:web — what the web app costs a visitor: gzipped JavaScript loaded by the landing page, and the time
// to first render of / and /exercises in headless Chromium (Debian's /usr/bin/chromium) against the local server.
// Numbers only (medians of BENCH_RUNS fresh page loads); this machine is shared and noisy.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { NO_LIMITS, createServer, resolveServerConfig } from '@spotter/server';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const executablePath = process.env.SPOTTER_CHROMIUM ?? '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (process.env.BENCH_SKIP_BUILD !== '1') await build({ configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn' });

const dataDir = await mkdtemp(join(tmpdir(), 'spotter-bench-web-'));
const server = await createServer(
  resolveServerConfig({}, { dataDir, webDir: join(webDir, 'dist'), logLevel: 'warn', limits: NO_LIMITS }),
);
const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath, args, headless: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One cold load (fresh context, empty cache): JS bytes fetched, first contentful paint and when the screen's heading showed. */
async function load(path, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })),
      );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor();
  const rendered = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  const files = await Promise.all(scripts);
  await context.close();
  return { fcp, rendered, files };
}

const screens = [
  { path: '/', ready: 'h1' },
  { path: '/exercises', ready: '.exercise-card' },
];

console.log(`bench:web — ${runs} cold loads per screen, headless Chromium, server at ${baseUrl}`);
const rows = [];
let landingFiles = [];
for (const screen of screens) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await load(screen.path, screen.ready));
  if (screen.path === '/') landingFiles = samples[0].files;
  const js = samples[0].files;
  rows.push({
    screen: screen.path,
    'JS files': js.length,
    'JS gzip KB': (js.reduce((sum, f) => sum + f.gzip, 0) / 1024).toFixed(1),
    'first contentful paint ms': median(samples.map((s) => s.fcp)).toFixed(0),
    'screen rendered ms': median(samples.map((s) => s.rendered)).toFixed(0),
  });
}
console.table(rows);
console.log('Landing page JavaScript (each file as served, gzip level 6):');
console.table(
  landingFiles.map((f) => ({
    file: new URL(f.url).pathname,
    'raw KB': (f.raw / 1024).toFixed(1),
    'gzip KB': (f.gzip / 1024).toFixed(1),
  })),
);
const landingKb = landingFiles.reduce((sum, f) => sum + f.gzip, 0) / 1024;
console.log(`landing JS: ${landingKb.toFixed(1)} KB gzipped (aim: under 100 KB)`);

await browser.close();
await server.close();
await rm(dataDir, { recursive: true, force: true });
