// npm run bench:load — BENCH_CLIENTS (100) virtual users for BENCH_SECONDS (60) on a realistic mix against the real
// server, started as `npm start` runs it (`node bin/spotter.js serve`, its own temporary data dir, a free port,
// request budgets on): browse 40%, search 20%, dashboard 20%, chat 15%, upload 5% (the smallest clip of
// ../shared/fixtures). Each user loops without pause (like autocannon's connections) except when told to come back
// later (429/503): then it waits the Retry-After (at most 5 s), as a person would. Each has an address of its own:
// the bench plays a reverse proxy (SPOTTER_TRUST_PROXY=127.0.0.1 and X-Forwarded-For), so per-address budgets
// count each user as they would in production instead of firing for 100 users sharing 127.0.0.1.
// 429 and 503 are designed answers (budgets, load shedding) and are counted apart; any other non-2xx or socket
// error is an error, and the exit status is 1 when there is one. Latency percentiles are of the 2xx answers.
//
// npm run bench:load -- --slowloris: BENCH_SLOW_CLIENTS (200) more connections beside the mix, each sending a sign-in's
// JSON body a byte every 20 s (and reconnecting when dropped); the mix's targets must still hold.
//
// npm run bench:load -- --kill: kill -9 the server after BENCH_KILL_AFTER seconds (45) of load, start it again on
// the same data dir and check that every acknowledged write is there and no orphan file is left (bench/crash.js).
import { setMaxListeners } from 'node:events';
import { connect } from 'node:net';
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, FormData, request } from 'undici';
import { crashCheck } from './crash.js';
import { smallestClip, startServer as startServedChild } from './served.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KILL = process.argv.includes('--kill');
/** --slowloris: BENCH_SLOW_CLIENTS (200) connections beside the mix, each sending a JSON body a byte every 20 s. */
const SLOWLORIS = process.argv.includes('--slowloris');
const SLOW_CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? 45);
/** After the window, requests still running get this long to finish before they are cut (and reported as such). */
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 60);
const MIX = [
  ['browse', 40],
  ['search', 20],
  ['dashboard', 20],
  ['chat', 15],
  ['upload', 5],
];
/**
 * The issue's targets: p99 < 200 ms for the routes that only read or write rows, < 3 s for chat. An upload's answer
 * carries the analysis of the whole clip (seconds of CPU), so it has no latency target; it is reported on its own row.
 */
const TARGETS = { quickP99: 200, chatP99: 3000 };
const QUICK = ['browse', 'search', 'dashboard'];

const SEARCHES = [
  'squat',
  'press',
  'row',
  'lunge',
  'curl',
  'deadlift',
  'plank',
  'push',
  'pull',
  'bench',
  'goblet',
  'hip',
];
const CATEGORIES = ['strength', 'cardio', 'mobility', 'core'];
const EQUIPMENT = ['dumbbells', 'barbell', 'kettlebell', 'bodyweight', 'bench', 'pull-up bar'];
const QUESTIONS = [
  "What's my workout today?",
  'How do I do a goblet squat?',
  'show me my PRs',
  'my knee hurts when I squat',
  'how many rest days do I need',
  'how much protein should I eat?',
  'deadlift form tips',
  'What went wrong in my last video?',
];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** `spotter serve` on a fresh embedded database (never a shared PostgreSQL one), as a reverse proxy's upstream. */
export function startServer(dataDir, logPath) {
  const env = { ...process.env, SPOTTER_TRUST_PROXY: '127.0.0.1' };
  delete env.DATABASE_URL;
  return startServedChild(dataDir, logPath, env);
}

/** RSS of the server process (worker threads included) and of it with its child processes (ffmpeg), sampled every second. */
function sampleRss(pid) {
  const kb = (p) => Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  const tree = (p) => {
    const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return (
      kb(p) +
      children.reduce(
        (sum, c) =>
          sum +
          (() => {
            try {
              return tree(c);
            } catch {
              return 0;
            }
          })(),
        0,
      )
    );
  };
  const rss = { peak: 0, end: 0, treePeak: 0 };
  const timer = setInterval(() => {
    try {
      const now = kb(pid);
      if (now === 0) return; // killed: a zombie has no memory left to report
      rss.end = now;
      rss.peak = Math.max(rss.peak, now);
      rss.treePeak = Math.max(rss.treePeak, tree(pid));
    } catch {
      // the process is gone (the crash check kills it)
    }
  }, 1000);
  return { rss, stop: () => clearInterval(timer) };
}

/** One HTTP client for all virtual users, as many sockets as they need at once. */
function httpClient(baseUrl, stats, phase) {
  // Idle sockets are closed well before the server's 5 s keep-alive ends, so a request never races the server's close.
  const dispatcher = new Agent({
    connections: CLIENTS * 5,
    headersTimeout: 300_000,
    bodyTimeout: 300_000,
    keepAliveTimeout: 1000,
    keepAliveMaxTimeout: 2000,
  });
  const cut = new AbortController();
  setMaxListeners(0, cut.signal); // every request in flight listens to it
  async function call(kind, user, method, path, body) {
    const started = performance.now();
    // Reads go out as a browser sends them (compressed answers, which cost the server what they cost it for real);
    // writes, whose answers the bench reads back, come plain.
    const headers = {
      'x-forwarded-for': user.address,
      ...(user.token ? { authorization: `Bearer ${user.token}` } : {}),
      ...(method === 'GET' ? { 'accept-encoding': 'br, gzip' } : {}),
    };
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const payload = body instanceof FormData ? body : body ? JSON.stringify(body) : undefined;
    const row = stats.get(kind);
    try {
      const res = await request(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        dispatcher,
        signal: cut.signal,
      });
      const bytes = Buffer.from(await res.body.arrayBuffer());
      const ms = performance.now() - started;
      if (phase.counting) row.record(res.statusCode, ms, phase.inWindow());
      const plain = !res.headers['content-encoding'] && String(res.headers['content-type'] ?? '').includes('json');
      if (res.statusCode >= 200 && res.statusCode < 300)
        return { status: res.statusCode, json: plain && method !== 'GET' ? JSON.parse(bytes.toString('utf8')) : null };
      // Told to come back later: the user does, after Retry-After, as a person reading "try again in a moment" would.
      if (res.statusCode === 429 || res.statusCode === 503)
        user.pauseMs = Math.max(user.pauseMs ?? 0, Math.min(Number(res.headers['retry-after'] ?? 1), 5) * 1000);
      else
        row.sample(
          `${method} ${path.split('?')[0]} ${res.statusCode} ${plain ? bytes.toString('utf8').slice(0, 120) : ''}`,
        );
      return { status: res.statusCode, retryAfter: Number(res.headers['retry-after'] ?? 1) };
    } catch (err) {
      if (phase.counting)
        row.fail(err, phase, `${method} ${path.replace(/\/users\/[^/?]+/, '/users/:id').split('?')[0]}`);
      return { status: 0, error: err };
    }
  }
  return { call, cut: () => cut.abort(), close: () => dispatcher.close() };
}

function classStats() {
  const row = {
    requests: 0,
    ok: 0,
    r429: 0,
    r503: 0,
    errors: 0,
    killed: 0,
    unfinished: 0,
    inWindow: 0,
    latencies: [],
    samples: new Map(),
  };
  row.record = (status, ms, inWindow) => {
    row.requests += 1;
    if (inWindow) row.inWindow += 1;
    if (status >= 200 && status < 300) {
      row.ok += 1;
      row.latencies.push(ms);
    } else if (status === 429) row.r429 += 1;
    else if (status === 503) row.r503 += 1;
    else row.errors += 1;
  };
  row.sample = (what) => row.samples.set(what, (row.samples.get(what) ?? 0) + 1);
  row.fail = (err, phase, what) => {
    row.requests += 1;
    // Cut by the bench itself (kill -9, or still running after the drain): reported apart, not an error of the server.
    if (phase.killed) row.killed += 1;
    else if (phase.draining && err.name === 'AbortError') row.unfinished += 1;
    else {
      row.errors += 1;
      row.sample(`${what}: ${err.code ?? err.name} (${err.message})`);
    }
  };
  return row;
}

/** Sign-up and a little history per user, so dashboards have content; every 2xx here is an acknowledged write. */
async function createUsers(http, acks, run) {
  const users = [];
  let waits = 0;
  // Setting up is not measured: a refusal by design (budget, load shedding) is waited out as its Retry-After asks.
  const call = async (...args) => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await http.call(...args);
      if ((answer.status !== 429 && answer.status !== 503) || attempt === 30) return answer;
      waits += 1;
      await sleep(Math.min(answer.retryAfter, 5) * 1000);
    }
  };
  const one = async (i) => {
    const user = { address: addressOf(i + 1), token: null, bestValue: 40 };
    const signUp = await call('setup', user, 'POST', '/api/users', {
      first_name: `Bench${i}`,
      email: `bench-${run}-${i}@example.com`,
      age: 20 + (i % 40),
      height_cm: 170,
      weight_kg: 70,
      primary_goal: pick(['strength', 'muscle', 'endurance', 'general']),
      days_per_week: 3,
      equipment_list: ['dumbbells', 'bench', 'pull-up bar'],
    });
    if (signUp.status !== 201) throw new Error(`sign-up ${i} answered ${signUp.status}`);
    Object.assign(user, { id: signUp.json.id, token: signUp.json.token, email: signUp.json.email });
    acks.users.push({ id: user.id, token: user.token, email: user.email, address: user.address });
    await call('setup', user, 'POST', `/api/users/${user.id}/plans`, {});
    for (const [exercise_name, value, unit] of [
      ['squat', 60 + (i % 40), 'kg'],
      ['push_up', 10 + (i % 20), 'reps'],
    ]) {
      const best = await call('setup', user, 'POST', `/api/users/${user.id}/personal-bests`, {
        exercise_name,
        value,
        unit,
      });
      if (best.status === 201) acks.bests.push({ userId: user.id, exercise_name, value, unit });
    }
    if (i % 4 === 0) {
      const name = `Bench Tempo Squat ${run} ${i}`;
      const made = await call('setup', user, 'POST', '/api/exercises', {
        name,
        category: 'strength',
        equipment_tags: ['dumbbells'],
        primary_cues: 'Three seconds down, drive up.',
      });
      if (made.status === 201) acks.contributions.push({ userId: user.id, id: made.json.exercise.id, name });
    }
    users.push(user);
  };
  const started = performance.now();
  for (let i = 0; i < CLIENTS; i += 10)
    await Promise.all(Array.from({ length: Math.min(10, CLIENTS - i) }, (_, k) => one(i + k)));
  console.log(
    `set up ${users.length} users (sign-up, a plan, two bests, a contribution for every fourth) in ${((performance.now() - started) / 1000).toFixed(1)} s${waits ? `, after waiting out ${waits} refusals (429/503)` : ''}`,
  );
  return users;
}

/** What each action does, as the web app would: the calls of one screen go out together. */
function actions(http, acks, clip, hasWebApp) {
  const { call } = http;
  return {
    browse: (u) =>
      Math.random() < 0.5
        ? Promise.all([
            call('browse', u, 'GET', '/api/exercises'),
            call('browse', u, 'GET', '/api/exercises/categories'),
            ...(hasWebApp ? [call('browse', u, 'GET', '/exercises')] : []),
          ])
        : call(
            'browse',
            u,
            'GET',
            `/api/exercises?${Math.random() < 0.5 ? `category=${pick(CATEGORIES)}` : `equipment=${encodeURIComponent(pick(EQUIPMENT))}&difficulty=${pick(['beginner', 'intermediate', 'advanced'])}`}`,
          ),
    search: (u) =>
      call(
        'search',
        u,
        'GET',
        `/api/exercises?search=${pick(SEARCHES)}${Math.random() < 0.3 ? `&category=${pick(CATEGORIES)}` : ''}`,
      ),
    async dashboard(u) {
      await Promise.all(
        ['', '/plans', '/personal-bests', '/media'].map((part) =>
          call('dashboard', u, 'GET', `/api/users/${u.id}${part}`),
        ),
      );
      if (Math.random() < 0.2) {
        const value = ++u.bestValue;
        const best = await call('dashboard', u, 'POST', `/api/users/${u.id}/personal-bests`, {
          exercise_name: 'deadlift',
          value,
          unit: 'kg',
        });
        if (best.status === 201) acks.bests.push({ userId: u.id, exercise_name: 'deadlift', value, unit: 'kg' });
      }
    },
    async chat(u) {
      const message = pick(QUESTIONS);
      const reply = await call('chat', u, 'POST', '/api/avatar/enhanced-chat', { message });
      if (reply.status === 200)
        acks.chats.push({ userId: u.id, messageId: reply.json.message.id, voiceUrl: reply.json.voice_url });
    },
    async upload(u) {
      if (!clip) return actions(http, acks, clip, hasWebApp).browse(u);
      const form = new FormData();
      form.append('exercise_name', clip.exercise);
      form.append('file', await openAsBlob(clip.path, { type: 'video/mp4' }), 'set.mp4');
      const done = await call('upload', u, 'POST', '/api/upload-exercise', form);
      if (done.status === 200) acks.uploads.push({ userId: u.id, mediaId: done.json.media.id, bytes: clip.bytes });
    },
  };
}

/**
 * Slow clients (--slowloris): each sends a sign-in's head and then its JSON body a byte every 20 s, from an address of
 * its own, and opens a new connection whenever the server drops one (as an attacker would). Counts the drops.
 */
function slowClients(url, count) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ email: 'slow@example.com', password: 'sent one byte at a time' });
  const state = { stopped: false, opened: 0, dropped: 0, sockets: new Set() };
  const open = (i) => {
    if (state.stopped) return;
    state.opened += 1;
    const socket = connect(Number(port), hostname);
    state.sockets.add(socket);
    let sent = 0;
    const drip = setInterval(() => sent < body.length && socket.write(body[sent++]), 20_000);
    socket.on('connect', () =>
      socket.write(
        `POST /api/sessions HTTP/1.1\r\nhost: ${hostname}\r\nx-forwarded-for: ${addressOf(100_000 + i)}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body[sent++]}`,
      ),
    );
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      state.sockets.delete(socket);
      if (state.stopped) return;
      state.dropped += 1;
      setTimeout(() => open(i), 1000);
    });
  };
  for (let i = 0; i < count; i++) open(i);
  return {
    state,
    stop() {
      state.stopped = true;
      for (const socket of state.sockets) socket.destroy();
    },
  };
}

function chooseAction() {
  let roll = Math.random() * 100;
  for (const [name, weight] of MIX) if ((roll -= weight) < 0) return name;
  return MIX[0][0];
}

/** The class of a request the server logged, from its method and URL (as the bench sends them). */
function classOf(method, url) {
  if (url.startsWith('/api/avatar/enhanced-chat')) return 'chat';
  if (url.startsWith('/api/upload-exercise')) return 'upload';
  if (url.startsWith('/api/users/')) return 'dashboard';
  if (url.startsWith('/api/exercises?search=')) return 'search';
  if (method === 'GET' && (url.startsWith('/api/exercises') || url === '/exercises')) return 'browse';
  return null;
}

/**
 * The server's own time of the 2xx answers in the window, per class, from its log (one "answered" line a request):
 * the time from routing to the last byte, without the wait for the server to read the request (accept queue, busy
 * event loop).
 */
function serverTimes(logPath, from, to) {
  const times = new Map();
  for (const line of readFileSync(logPath, 'utf8').split('\n')) {
    if (!line.includes('"msg":"answered"')) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // the last line of a killed server may be cut short
    }
    if (entry.time < from || entry.time > to || entry.status >= 300 || !entry.req) continue;
    const kind = classOf(entry.req.method, entry.req.url);
    if (kind)
      times
        .set(kind, times.get(kind) ?? [])
        .get(kind)
        .push(entry.ms);
  }
  for (const list of times.values()) list.sort((a, b) => a - b);
  return times;
}

function printTable(stats, windowSec, rss, loadBefore, server, handled) {
  const fmt = (v) => (Number.isFinite(v) ? Math.round(v) : '—');
  const rowOf = (name, rows, names = [name]) => {
    const sorted = rows.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const sum = (key) => rows.reduce((s, r) => s + r[key], 0);
    return {
      class: name,
      requests: sum('requests'),
      ok: sum('ok'),
      'designed 429': sum('r429'),
      'designed 503': sum('r503'),
      errors: sum('errors'),
      ...(KILL ? { 'cut by kill': sum('killed') } : {}),
      'cut at end': sum('unfinished'),
      'p50 ms': fmt(percentile(sorted, 50)),
      'p99 ms': fmt(percentile(sorted, 99)),
      'max ms': fmt(sorted.at(-1)),
      'server p99 ms': fmt(
        percentile(
          names.flatMap((n) => handled.get(n) ?? []).sort((a, b) => a - b),
          99,
        ),
      ),
    };
  };
  const load = MIX.map(([name]) => stats.get(name));
  const quick = QUICK.map((name) => stats.get(name));
  const table = [
    ...MIX.map(([name]) => rowOf(name, [stats.get(name)])),
    rowOf(QUICK.join('+'), quick, QUICK),
    rowOf(
      'all',
      load,
      MIX.map(([n]) => n),
    ),
  ];
  console.table(table);
  console.log(
    "p50/p99/max: as the clients saw the 2xx answers; server p99: the server's own time for the same answers (its log) (the rest is waiting to be read)",
  );
  const inWindow = load.reduce((s, r) => s + r.inWindow, 0);
  console.log(
    `throughput: ${(inWindow / windowSec).toFixed(1)} req/s over ${windowSec.toFixed(0)} s (${CLIENTS} clients); server ready in ${(server.startMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `server RSS: peak ${(rss.peak / 1024).toFixed(0)} MB, end ${(rss.end / 1024).toFixed(0)} MB (with child processes such as ffmpeg: peak ${(rss.treePeak / 1024).toFixed(0)} MB)`,
  );
  console.log(
    `load average (1 min) before ${loadBefore.toFixed(2)}, after ${loadavg()[0].toFixed(2)}, on ${availableParallelism()} cores`,
  );
  for (const [name, row] of [...stats])
    for (const [what, n] of row.samples) console.log(`  error (${name}) x${n}: ${what}`);
  return { quick: table.find((r) => r.class === QUICK.join('+')), chat: table.find((r) => r.class === 'chat') };
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'spotter-bench-load-'));
  const dataDir = join(work, 'data');
  const clip = smallestClip();
  const hasWebApp = existsSync(join(root, 'web/dist/index.html'));
  const loadBefore = loadavg()[0];
  let server = await startServer(dataDir, join(work, 'server.log'));
  const stats = new Map([['setup', classStats()], ...MIX.map(([name]) => [name, classStats()])]);
  const phase = {
    counting: true,
    killed: false,
    draining: false,
    windowEnd: Infinity,
    inWindow: () => performance.now() <= phase.windowEnd,
  };
  const http = httpClient(server.url, stats, phase);
  const acks = { users: [], bests: [], contributions: [], chats: [], uploads: [] };
  let failed = false;
  try {
    console.log(
      `bench:load — ${CLIENTS} clients${SLOWLORIS ? ` and ${SLOW_CLIENTS} slow ones (a JSON body a byte every 20 s)` : ''}, ${KILL ? `kill -9 after ${KILL_AFTER} s` : `${SECONDS} s`}, mix ${MIX.map(([n, w]) => `${n} ${w}%`).join(', ')}; server pid ${server.pid}, embedded database in ${dataDir}`,
    );
    console.log(
      clip
        ? `upload clip: ${relative(root, clip.path)} (${(clip.bytes / 1024).toFixed(0)} kB, ${clip.exercise})`
        : 'no fixtures at ../shared/fixtures: uploads are skipped (their share goes to browse)',
    );
    if (!hasWebApp) console.log('web/dist is not built: browse requests only the API');
    const users = await createUsers(http, acks, Date.now().toString(36));
    stats.get('setup').latencies.length = 0;

    const sampler = sampleRss(server.pid);
    const benchCpu = process.cpuUsage();
    const act = actions(http, acks, clip, hasWebApp);
    const started = performance.now();
    const seconds = KILL ? KILL_AFTER : SECONDS;
    phase.windowEnd = started + seconds * 1000;
    const stop = { now: false };
    if (KILL) {
      setTimeout(() => {
        phase.killed = true;
        stop.now = true;
        process.kill(server.pid, 'SIGKILL');
      }, seconds * 1000);
    }
    for (const user of users) user.pauseMs = 0;
    const slow = SLOWLORIS ? slowClients(server.url, SLOW_CLIENTS) : null;
    const loops = users.map(async (user) => {
      while (!stop.now && performance.now() < phase.windowEnd) {
        await act[chooseAction()](user);
        if (user.pauseMs && !stop.now)
          await sleep(Math.min(user.pauseMs, Math.max(0, phase.windowEnd - performance.now())));
        user.pauseMs = 0;
      }
    });
    const drained = Promise.all(loops);
    if (!KILL) {
      await sleep(seconds * 1000);
      phase.draining = true;
      const cut = setTimeout(http.cut, DRAIN_SECONDS * 1000);
      await drained;
      clearTimeout(cut);
    } else {
      await drained;
      await server.exited;
    }
    sampler.stop();
    slow?.stop();
    phase.counting = false;
    const windowMs = { from: Date.now() - (performance.now() - started), to: Date.now() };
    const result = printTable(
      stats,
      seconds,
      sampler.rss,
      loadBefore,
      server,
      serverTimes(join(work, 'server.log'), windowMs.from, windowMs.to),
    );
    const cpu = process.cpuUsage(benchCpu);
    console.log(
      `the bench's own CPU (its ${CLIENTS} clients, same machine): ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s over the run`,
    );
    const errors = [...stats.values()].reduce((s, r) => s + r.errors, 0);
    if (slow)
      console.log(
        `slow clients: ${SLOW_CLIENTS} kept open beside the mix (${slow.state.opened} connections opened, ${slow.state.dropped} dropped by the server's body deadline)`,
      );
    if (!KILL) {
      console.log(
        `target ${QUICK.join(', ')} p99 < ${TARGETS.quickP99} ms: ${result.quick['p99 ms']} ms, ${result.quick['p99 ms'] < TARGETS.quickP99 ? 'holds' : 'MISSED'}`,
      );
      console.log(
        `target chat p99 < ${TARGETS.chatP99} ms: ${result.chat['p99 ms']} ms, ${result.chat['p99 ms'] < TARGETS.chatP99 ? 'holds' : 'MISSED'}`,
      );
    }
    console.log(`errors (not 2xx, 429 or 503, or a failed socket): ${errors}`);
    failed = errors > 0;
    if (KILL) {
      await http.close();
      const crash = await crashCheck({
        dataDir,
        acks,
        restart: () => startServer(dataDir, join(work, 'server-after-kill.log')),
      });
      failed ||= !crash.ok;
      server = null;
    }
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await http.close().catch(() => undefined);
    if (failed && process.env.BENCH_KEEP !== '0') console.log(`kept for a look: ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
