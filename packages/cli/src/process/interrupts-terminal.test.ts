import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { repoRoot } from '../testing/spotter-process.js';

const clip = join(repoRoot, '../shared/fixtures/video/squat_side_3reps.mp4');
const haveClip = existsSync(clip);
const haveTmux = spawnSync('tmux', ['-V']).status === 0;
if (!haveClip)
  console.warn(`${clip} is missing (../shared/fixtures): the real-terminal upload interrupt test is skipped`);
if (!haveTmux) console.warn('tmux is not installed: the real-terminal upload interrupt test is skipped');

const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(100);
  }
}

// A person's terminal (tmux): the progress bars hide the cursor while an upload runs; Ctrl-C must give it back.
describe.skipIf(!haveClip || !haveTmux)('spotter upload in a real terminal (tmux), interrupted', () => {
  let cli: CliServer;
  const session = `spotter-upload-${process.pid}`;
  beforeAll(async () => {
    cli = await startCliServer();
    expect((await cli.spotter(signUpArgs('terminal-interrupt@example.com'))).code).toBe(0);
  }, 60_000);
  afterAll(async () => {
    spawnSync('tmux', ['kill-session', '-t', session]);
    await cli?.stop();
  });

  it('Given an upload with its progress bar on screen, When Ctrl-C is pressed while it is in flight, Then the cursor and wrap are back, the summary says what was done, exit 130, nothing stored', async () => {
    const env = `CI=false SPOTTER_CONFIG_DIR=${cli.configDir} SPOTTER_API_URL=${cli.url} NO_COLOR=1`;
    const node = `env ${env} node --conditions=source --import tsx bin/spotter.js upload ${clip} --exercise squat`;
    // After the exit code, the line discipline: 'icanon' unless the terminal was left in raw mode.
    tmux(
      'new-session',
      '-d',
      '-s',
      session,
      '-x',
      '100',
      '-y',
      '24',
      `cd ${repoRoot} && ${node}; echo "EXIT=$? $(stty -a | grep -oE -- '-?icanon\\b')"; sleep 60`,
    );
    const screen = () => tmux('capture-pane', '-p', '-J', '-t', session);
    const state = (format: string) => tmux('display-message', '-p', '-t', session, format).trim();
    const incoming = async () => (await readdir(join(cli.dataDir, 'media', '.incoming')).catch(() => [])).length > 0;

    await until('the progress bar', () => screen().includes('squat_side_3reps.mp4'));
    await until('the upload to reach the server', incoming);
    expect(state('#{cursor_flag}')).toBe('0'); // hidden by the bars
    tmux('send-keys', '-t', session, 'C-c');
    const after = await until('the exit', () => (screen().includes('EXIT=') ? screen() : ''));
    expect(after).toMatch(/EXIT=130 icanon/);
    expect(after).toContain('Interrupted: 0 of 1 uploaded, 1 cancelled (nothing of it stored).');
    expect(after).not.toMatch(/Error|\n\s+at /);
    expect(state('#{cursor_flag}')).toBe('1');
    expect(state('#{wrap_flag}')).toBe('1');
    await until('the cancelled upload to be cleared away', async () => !(await incoming()));
    expect(JSON.parse((await cli.spotter(['media', '--json'])).stdout)).toEqual([]);
  }, 120_000);
});
