import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPlainText, planView } from '@spotter/core/view-models';
import type { StoredUser } from '../session.js';
import { startTuiTestServer, type TuiTestServer } from './tui-server.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const haveTmux = spawnSync('tmux', ['-V']).status === 0;
if (!haveTmux) console.warn('tmux is not installed: the dashboard-at-80x24 tests are skipped');
const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long prose in the profile: the plan and the coach's text carry it, so wrapping has long words to keep whole. */
const INJURIES =
  'Left knee reconstruction last spring; my physiotherapist recommends controlled tempo and no deep lunges';

describe.skipIf(!haveTmux)('the dashboard in a real 80x24 terminal (tmux)', () => {
  let server: TuiTestServer;
  let configDir: string;
  let user: StoredUser;
  const sessions: string[] = [];
  beforeAll(async () => {
    server = await startTuiTestServer();
    user = await server.signUp({
      injuries: INJURIES,
      equipment_list: ['barbell', 'dumbbells', 'bench', 'squat rack', 'pull-up bar'],
    });
    await server.clientFor(user.token).createPlan(user.id, {});
    configDir = mkdtempSync(join(tmpdir(), 'spotter-tui-dash-'));
    writeFileSync(
      join(configDir, 'config.json'),
      JSON.stringify({ hosts: { [new URL(server.baseUrl).origin]: user } }),
      { mode: 0o600 },
    );
  }, 60_000);
  afterAll(async () => {
    for (const name of sessions) spawnSync('tmux', ['kill-session', '-t', name]);
    rmSync(configDir, { recursive: true, force: true });
    await server?.stop();
  });

  const start = (columns: number, rows: number) => {
    const name = `spotter-dash-${process.pid}-${sessions.length}`;
    sessions.push(name);
    const env = `CI=false CONTINUOUS_INTEGRATION=false NO_COLOR=1 SPOTTER_API_URL=${server.baseUrl} SPOTTER_CONFIG_DIR=${configDir}`;
    tmux(
      'new-session',
      '-d',
      '-s',
      name,
      '-x',
      String(columns),
      '-y',
      String(rows),
      `cd ${repoRoot} && exec env ${env} node --conditions=source --import tsx bin/spotter.js`,
    );
    const capture = () => tmux('capture-pane', '-p', '-t', name);
    const waitFor = async (text: string) => {
      const started = Date.now();
      for (;;) {
        const screen = capture();
        if (screen.includes(text)) return screen;
        if (Date.now() - started > 45_000)
          throw new Error(`Timed out waiting for ${text}; the terminal shows:\n${screen}`);
        await pause(150);
      }
    };
    return { capture, waitFor, keys: (...keys: string[]) => tmux('send-keys', '-t', name, ...keys) };
  };

  /** The plan panel's text on a screen: what sits between the left box's borders, without its title and scroll line. */
  const planPanel = (screen: string) =>
    screen
      .split('\n')
      .filter((line) => /^ │ .*││/.test(line))
      .map((line) => line.slice(3, line.indexOf('││')).trim())
      .filter((line) => line && line !== 'Latest Workout Plan' && !line.startsWith('──'));

  it('Given plan prose with long words, When the dashboard opens at 80x24 and the plan is scrolled through, Then every line fits and no word is split', async () => {
    const plan = (await server.clientFor(user.token).listPlans(user.id))[0]!;
    const words = new Set(planPlainText(planView(plan)).split(/\s+/).filter(Boolean));
    const spotter = start(80, 24);
    let screen = await spotter.waitFor('Latest Workout Plan');
    const seen = new Set<string>();
    for (let page = 0; page < 40 && !screen.includes('lines ↑'); page++) {
      expect(screen.split('\n').every((line) => line.length <= 80)).toBe(true);
      for (const line of planPanel(screen)) {
        seen.add(line);
        for (const token of line.split(/\s+/))
          expect(words, `'${token}' in '${line}' is not a whole word of the plan`).toContain(token);
      }
      spotter.keys('NPage');
      await pause(300);
      screen = spotter.capture();
    }
    expect([...seen].join(' ')).toContain('physiotherapist');
  }, 90_000);

  it('Given the dashboard at 80x24, Then every action shows, the footer keeps ? help and q quit, and ? lists every key of the screen', async () => {
    const spotter = start(80, 24);
    const screen = await spotter.waitFor('Latest Workout Plan');
    for (const label of [
      '[r] Record exercise',
      '[s] Scan equipment',
      '[c] Chat',
      '[l] Library',
      '[p] Profile',
      '[x] Sign out',
    ])
      expect(screen).toContain(label);
    const footer = screen.trimEnd().split('\n').at(-1)!;
    expect(footer).toMatch(/\? help · q quit$/);
    spotter.keys('?');
    const help = await spotter.waitFor('Everywhere');
    for (const key of ['r', 's', 'c', 'l', 'p', 'x', 'w', 'h', '↑↓', '←→ Enter'])
      expect(help).toMatch(new RegExp(`^ *${key.replace(/[?↑↓]/g, (c) => `\\${c}`)}\\s{2,}\\S`, 'm'));
    expect(help).toMatch(/x\s+sign out \(asks first\)/);
  }, 60_000);
});
