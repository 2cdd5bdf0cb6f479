// Servers as users run them, for the benches: `spotter serve` and a bare Fastify route, each a process of its own.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const ready = (url) =>
  fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * `spotter serve` as a child process (`node bin/spotter.js serve`, as `npm start` runs it), logging to a file;
 * resolves once it says where it serves and answers its health check. `env` is the child's whole environment.
 */
export async function startServer(dataDir, logPath, env = process.env) {
  const log = openSync(logPath, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'bin/spotter.js'), 'serve', '--port', '0', '--data-dir', dataDir], {
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  let gone = null;
  void exited.then((how) => (gone = how));
  while (!gone) {
    const url = readFileSync(logPath, 'utf8')
      .match(/serving at (http:\/\/[\d.:]+)/g)
      ?.at(-1)
      ?.slice('serving at '.length);
    if (url && (await ready(url))) return { child, url, exited, pid: child.pid, startMs: performance.now() - started };
    await sleep(100);
  }
  throw new Error(`the server exited (${JSON.stringify(gone)}) before serving; see ${logPath}`);
}

/** A bare Fastify route in a process of its own, answering GET /bare with the JSON in `jsonPath` (parsed once). */
export async function startBare(jsonPath) {
  const child = spawn(process.execPath, [join(root, 'bench/bare-server.js'), jsonPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const url = await new Promise((done, fail) => {
    child.stdout.setEncoding('utf8').once('data', (line) => done(line.trim()));
    void exited.then((how) => fail(new Error(`the bare server exited (${JSON.stringify(how)})`)));
  });
  return { child, url, exited, pid: child.pid };
}

/** Stops a server started above and waits for it to go. */
export async function stop(server) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

/** Resident and peak resident memory of a process (all its threads), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** The smallest clip of the shared fixtures (by bytes), or null when they are not there. */
export function smallestClip() {
  const manifest = join(root, '../shared/fixtures/clips.tsv');
  if (!existsSync(manifest)) return null;
  const rows = readFileSync(manifest, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const clips = rows
    .map(([file, exercise]) => ({ path: join(root, '../shared/fixtures', file), exercise }))
    .filter((clip) => existsSync(clip.path))
    .map((clip) => ({ ...clip, bytes: statSync(clip.path).size }));
  return clips.sort((a, b) => a.bytes - b.bytes)[0] ?? null;
}
