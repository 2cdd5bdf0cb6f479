import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const haveTmux = spawnSync('tmux', ['-V']).status === 0;
const session = `spotter-tui-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const capture = () => tmux('capture-pane', '-p', '-t', session);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForScreen(predicate: (screen: string) => boolean, timeoutMs = 20_000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const screen = capture();
    if (predicate(screen)) return screen;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out; the terminal shows:\n${screen}`);
    await pause(100);
  }
}

afterAll(() => {
  if (haveTmux) spawnSync('tmux', ['kill-session', '-t', session]);
});

// The real `spotter` binary (on the TypeScript sources through tsx), with a config store of its own.
describe.skipIf(!haveTmux)('spotter in a real pseudo-terminal (tmux, 80x24)', () => {
  const configDir = mkdtempSync(join(tmpdir(), 'spotter-tui-config-'));
  afterAll(() => rmSync(configDir, { recursive: true, force: true }));

  it('Given an 80x24 terminal, When `spotter` starts with no arguments, Then Welcome fills it; When q is pressed, Then it exits 0 and gives the screen back', async () => {
    // CI=false: a person's terminal, even when the suite runs in CI (Ink draws only the last frame when CI is set).
    const env = `CI=false CONTINUOUS_INTEGRATION=false NO_COLOR=1 DATABASE_URL= SPOTTER_API_URL=http://127.0.0.1:9 SPOTTER_CONFIG_DIR=${configDir}`;
    const command = `cd ${repoRoot} && ${env} node --conditions=source --import tsx bin/spotter.js; echo "EXIT=$?"; sleep 30`;
    tmux('new-session', '-d', '-s', session, '-x', '80', '-y', '24', command);
    const screen = await waitForScreen((text) => text.includes('Start Your Journey'));
    const lines = screen.split('\n');
    expect(lines[0]).toMatch(/^ Spotter │ Welcome\s+127\.0\.0\.1:9$/);
    expect(lines.every((line) => line.length <= 80)).toBe(true);
    expect(screen).toMatch(/q quit/);
    expect(tmux('capture-pane', '-p', '-e', '-t', session)).not.toMatch(/\u001B\[3[0-7]m/); // NO_COLOR: no colours
    tmux('send-keys', '-t', session, 'q');
    const after = await waitForScreen((text) => text.includes('EXIT='));
    expect(after).toContain('EXIT=0');
    expect(after).not.toContain('Start Your Journey'); // the alternate screen is left
  }, 40_000);
});
