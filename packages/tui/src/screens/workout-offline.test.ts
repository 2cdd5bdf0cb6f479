import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
serveTuiTests((started) => {
  server = started;
});

/**
 * The way to the server, as the network between the terminal and it: `up` passes every call through; `down` drops each
 * connection unanswered (no signal); `lose-answers` lets the server take each POST and drops its answer on the way back.
 */
interface Network {
  url: string;
  mode: 'up' | 'down' | 'lose-answers';
  close(): Promise<void>;
}

async function network(target: string): Promise<Network> {
  const upstream = new URL(target);
  const state: Network = { url: '', mode: 'up', close: () => new Promise((done) => proxy.close(() => done())) };
  const proxy: Server = createServer((incoming, outgoing) => {
    if (state.mode === 'down') return incoming.socket.destroy();
    // Only what the TUI sends is lost on the way back (a read of the session afterwards still answers).
    const losing = state.mode === 'lose-answers' && incoming.method === 'POST';
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        if (losing) {
          answer.resume();
          answer.on('end', () => incoming.socket.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => incoming.socket.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  state.url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return state;
}

let dataDir: string;
let net: Network;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'spotter-tui-queue-'));
  net = await network(server.baseUrl);
});
afterAll(async () => {
  await net.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function lifterWithPlan(): Promise<StoredUser> {
  const user = await server.signUp({ equipment_list: ['barbell', 'bench', 'squat rack'], days_per_week: 3 });
  await server.clientFor(user.token).createPlan(user.id, {});
  return user;
}

/** The TUI as `spotter` starts it, through the network above, keeping its files in `dataDir`. */
const start = (user: StoredUser) => renderTui({ screen: 'home', session: memorySession(net.url, user, dataDir) });
const serverSets = async (user: StoredUser) =>
  (await server.clientFor(user.token).listSets(user.id, { limit: 50 })).items;
const queueFiles = async () =>
  (await readdir(join(dataDir, 'set-queue'), { recursive: true }).catch(() => [])).filter((name) =>
    name.endsWith('.json'),
  );

/** Opens the workout screen on a lift planned for at least `sets` sets, not in a superset (Enter logs it each time). */
async function openWorkout(user: StoredUser, sets: number) {
  const next = await server.clientFor(user.token).nextWorkout(user.id);
  const index = next.exercises.findIndex((exercise) => exercise.sets >= sets && exercise.superset === null);
  expect(index).toBeGreaterThanOrEqual(0);
  const tui = start(user);
  await tui.waitFor('Welcome back, Ada!', 15_000);
  await tui.press('t');
  await tui.waitFor(/sets · (not started|in progress)/, 15_000);
  for (let i = 0; i < index; i += 1) await tui.press(KEYS.down);
  await tui.waitFor(new RegExp(`› . ${next.exercises[index]!.exercise_name}`));
  return tui;
}

async function logOffline(user: StoredUser, count: number) {
  net.mode = 'up';
  const tui = await openWorkout(user, count);
  net.mode = 'down';
  for (let i = 0; i < count; i += 1) {
    await tui.press(KEYS.enter);
    await tui.waitFor((frame) => (frame.match(/\(sending\)/g) ?? []).length === i + 1, 45_000);
  }
  await tui.waitFor('Not sent yet', 45_000);
  return tui;
}

describe('sets logged without a server outlive a quit', () => {
  it('Given 3 sets logged while the server is unreachable and the TUI quit, When it starts again with the server back, Then the server has exactly 3; a third start adds none', async () => {
    const user = await lifterWithPlan();
    const offline = await logOffline(user, 3);
    offline.unmount();
    expect(await serverSets(user)).toHaveLength(0);
    const [file] = await queueFiles();
    expect(file).toBeDefined();
    const path = join(dataDir, 'set-queue', file!);
    const kept = JSON.parse(await readFile(path, 'utf8')) as { client_id: string; body: { op: string } }[];
    expect(kept.map((item) => item.body.op)).toEqual(['start', 'set', 'set', 'set']);
    expect((await stat(path)).mode & 0o777).toBe(0o600);

    net.mode = 'up';
    const back = start(user);
    await back.waitFor('Sent 3 sets logged while the server was out of reach', 15_000);
    await expect.poll(async () => (await serverSets(user)).length, { timeout: 45_000 }).toBe(3);
    const stored = await serverSets(user);
    expect(new Set(stored.map((set) => set.client_id))).toEqual(
      new Set(kept.filter((item) => item.body.op === 'set').map((item) => item.client_id)),
    );
    expect(new Set(stored.map((set) => set.workout_id)).size).toBe(1);
    expect(await queueFiles()).toEqual([]);
    back.unmount();

    const again = start(user);
    await again.waitFor('Welcome back, Ada!', 15_000);
    await again.press('t');
    await again.waitFor(/3\/\d+ sets · in progress/, 15_000);
    expect(again.frame()).not.toContain('Sent ');
    expect(await serverSets(user)).toHaveLength(3);
  }, 120_000);

  it('Given a set the server took but whose answer was lost, When the TUI starts again, Then the resend (same client id) adds none: exactly 3', async () => {
    const user = await lifterWithPlan();
    net.mode = 'up';
    const tui = await openWorkout(user, 3);
    await tui.press(KEYS.enter);
    await expect.poll(async () => (await serverSets(user)).length, { timeout: 45_000 }).toBe(1);
    // The session read again after the send, with the set the server has (not one waiting).
    await tui.waitFor((frame) => /1\/\d+ sets · in progress/.test(frame) && !frame.includes('(sending)'), 15_000);
    // The second set reaches the server, its answer does not: it stays queued, and the third waits behind it.
    net.mode = 'lose-answers';
    await tui.press(KEYS.enter);
    await tui.waitFor('Not sent yet', 45_000);
    await expect.poll(async () => (await serverSets(user)).length, { timeout: 45_000 }).toBe(2);
    await tui.press(KEYS.enter);
    await tui.waitFor((frame) => (frame.match(/\(sending\)/g) ?? []).length === 2, 15_000);
    tui.unmount();

    net.mode = 'up';
    const back = start(user);
    await back.waitFor('Sent 2 sets logged while the server was out of reach', 15_000);
    await expect.poll(async () => await queueFiles(), { timeout: 45_000 }).toEqual([]);
    expect(await serverSets(user)).toHaveLength(3);
  }, 120_000);
});
