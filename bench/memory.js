// npm run bench:memory — resident memory of `spotter serve` on the embedded database, as users start it: at rest on a
// new data dir and after a restart on it, after one upload (the smallest clip of ../shared/fixtures; the pose model's
// thread), after one chat (the voice thread), and with `-- --idle` once the pools' idle time has passed and their
// threads have gone (10 minutes: the analysis pool's). The peak under load is bench:load's (it prints it too).
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { memoryOf, smallestClip, startServer, stop } from './served.js';

const IDLE = process.argv.includes('--idle');
/** The analysis pool keeps an idle thread 10 minutes, the voice pool 5 (packages/coach: video-analysis-pool, voice-pool). */
const POOLS_IDLE_MS = 10 * 60_000;
/** The targets: at rest after start, and back under after the idle time. */
const TARGETS = { restMb: 350, afterIdleMb: 450 };
const SETTLE_MS = 5_000;

const env = { ...process.env };
delete env.DATABASE_URL; // the embedded database is what a small box runs
const work = await mkdtemp(join(tmpdir(), 'spotter-bench-memory-'));
const rows = [];
const note = (moment, pid) => {
  const { rss, peak } = memoryOf(pid);
  rows.push({ moment, 'RSS MB': rss, 'peak so far MB': peak });
  return rss;
};

async function call(url, path, init = {}) {
  const response = await fetch(`${url}${path}`, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

let server;
try {
  const dataDir = join(work, 'data');
  server = await startServer(dataDir, join(work, 'first.log'), env);
  await sleep(SETTLE_MS);
  const firstRest = note('at rest, first start (new data dir)', server.pid);
  await stop(server);

  server = await startServer(dataDir, join(work, 'server.log'), env);
  await sleep(SETTLE_MS);
  const rest = note('at rest, restarted on the same data dir', server.pid);

  const user = await call(server.url, '/api/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      email: `bench+${Date.now()}@example.com`,
      age: 30,
      height_cm: 180,
      weight_kg: 80,
    }),
  });
  const auth = { authorization: `Bearer ${user.token}` };
  const clip = smallestClip();
  if (clip) {
    const form = new FormData();
    form.append('exercise_name', clip.exercise);
    form.append('file', await openAsBlob(clip.path, { type: 'video/mp4' }), 'set.mp4');
    await call(server.url, '/api/upload-exercise', { method: 'POST', headers: auth, body: form });
    await sleep(SETTLE_MS);
    note('after one upload', server.pid);
  } else {
    console.log('no fixtures at ../shared/fixtures: the upload is skipped');
  }
  await call(server.url, '/api/avatar/enhanced-chat', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'How do I do a goblet squat?' }),
  });
  await sleep(SETTLE_MS);
  note('after one chat', server.pid);

  let afterIdle = null;
  if (IDLE) {
    await sleep(POOLS_IDLE_MS + 30_000);
    afterIdle = note(`after the pools' idle time (${POOLS_IDLE_MS / 60_000} min)`, server.pid);
  }
  console.log('bench:memory — `spotter serve` on the embedded database');
  console.table(rows);
  console.log(
    `target at rest after start ≤ ${TARGETS.restMb} MB: first start ${firstRest} MB, restart ${rest} MB, ${Math.max(firstRest, rest) <= TARGETS.restMb ? 'holds' : 'MISSED'}`,
  );
  if (afterIdle !== null)
    console.log(
      `target after the idle time < ${TARGETS.afterIdleMb} MB: ${afterIdle} MB, ${afterIdle < TARGETS.afterIdleMb ? 'holds' : 'MISSED'}`,
    );
  else
    console.log(`(run with -- --idle to wait out the pools' idle time and check < ${TARGETS.afterIdleMb} MB after it)`);
} finally {
  if (server) await stop(server);
  await rm(work, { recursive: true, force: true });
}
