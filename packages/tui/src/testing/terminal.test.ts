import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ONBOARDING_FIELDS } from '../hooks/use-onboarding.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const haveTmux = spawnSync('tmux', ['-V']).status === 0;
if (!haveTmux) console.warn('tmux is not installed: the real-terminal tests of the TUI are skipped');
const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const configDir = mkdtempSync(join(tmpdir(), 'spotter-tui-config-'));
afterAll(() => rmSync(configDir, { recursive: true, force: true }));
const sessions: string[] = [];
afterEach(() => {
  for (const name of sessions.splice(0)) spawnSync('tmux', ['kill-session', '-t', name]);
});

/**
 * The real `spotter` binary (on the TypeScript sources through tsx) in a detached tmux session of its own, with
 * a config store of its own and a server address nothing answers. The pane stays open after it exits, showing
 * EXIT=<code>, so the terminal's state can be read then. The shell writes node's process id to `pidFile`.
 */
function startSpotter(size: { columns: number; rows: number }, extraEnv = '', script = 'bin/spotter.js') {
  const name = `spotter-tui-${process.pid}-${sessions.length}-${Date.now()}`;
  sessions.push(name);
  const pidFile = join(configDir, `${name}.pid`);
  // CI=false: a person's terminal, even when the suite runs in CI (Ink draws only the last frame when CI is set).
  const env = `CI=false CONTINUOUS_INTEGRATION=false DATABASE_URL= SPOTTER_API_URL=http://127.0.0.1:9 SPOTTER_CONFIG_DIR=${configDir} ${extraEnv}`;
  const node = `exec env ${env} node --conditions=source --import tsx ${script}`;
  // After the exit code, the terminal's line discipline: 'icanon' when raw mode was turned off, '-icanon' if not.
  const command = `cd ${repoRoot} && sh -c 'echo $$ > ${pidFile}; ${node}'; echo "EXIT=$? $(stty -a | grep -oE -- '-?icanon\\b')"; sleep 60`;
  tmux('new-session', '-d', '-s', name, '-x', String(size.columns), '-y', String(size.rows), command);
  const capture = (...flags: string[]) => tmux('capture-pane', '-p', ...flags, '-t', name);
  const state = (format: string) => tmux('display-message', '-p', '-t', name, format).trim();
  /** Polls the screen until `predicate` holds; the deadline is generous for a loaded machine. */
  const waitForScreen = async (predicate: (screen: string) => boolean, timeoutMs = 45_000) => {
    const start = Date.now();
    for (;;) {
      const screen = capture();
      if (predicate(screen)) return screen;
      if (Date.now() - start > timeoutMs) throw new Error(`Timed out; the terminal shows:\n${screen}`);
      await pause(100);
    }
  };
  return {
    name,
    capture,
    state,
    waitForScreen,
    keys: (...keys: string[]) => tmux('send-keys', '-t', name, ...keys),
    /** Pastes `text` as a terminal does: the whole of it in one write to the program. */
    paste: (text: string) => {
      tmux('set-buffer', '-b', name, text);
      tmux('paste-buffer', '-d', '-b', name, '-t', name);
    },
    pid: () => Number(readFileSync(pidFile, 'utf8').trim()),
  };
}

/** What a shell expects back: the normal screen, a visible cursor (tmux's own record of the pane's modes). */
const expectTerminalRestored = (spotter: ReturnType<typeof startSpotter>) => {
  expect(spotter.state('#{alternate_on}')).toBe('0');
  expect(spotter.state('#{cursor_flag}')).toBe('1');
  expect(spotter.state('#{wrap_flag}')).toBe('1');
};

describe.skipIf(!haveTmux)('spotter in a real pseudo-terminal (tmux)', () => {
  it('Given an 80x24 terminal, When `spotter` starts with no arguments, Then Welcome fills it; When q is pressed, Then it exits 0 and gives the screen back', async () => {
    const spotter = startSpotter({ columns: 80, rows: 24 }, 'NO_COLOR=1');
    const screen = await spotter.waitForScreen((text) => text.includes('Start Your Journey'));
    const lines = screen.split('\n');
    expect(lines[0]).toMatch(/^ Spotter │ Welcome\s+127\.0\.0\.1:9$/);
    expect(lines.every((line) => line.length <= 80)).toBe(true);
    expect(screen).toMatch(/q quit/);
    // eslint-disable-next-line no-control-regex -- the terminal's escape codes are what this looks for
    expect(spotter.capture('-e')).not.toMatch(/\u001B\[3[0-7]m/); // NO_COLOR: no colours
    expect(spotter.state('#{alternate_on}')).toBe('1');
    spotter.keys('q');
    const after = await spotter.waitForScreen((text) => text.includes('EXIT='));
    expect(after).toContain('EXIT=0');
    expect(after).not.toContain('Start Your Journey'); // the alternate screen is left
    expectTerminalRestored(spotter);
  }, 60_000);

  it('Given the TUI with its cursor hidden, When Ctrl-C is pressed, Then it exits 130 with the cursor shown, wrap on and the normal screen back', async () => {
    const spotter = startSpotter({ columns: 80, rows: 24 });
    await spotter.waitForScreen((text) => text.includes('Start Your Journey'));
    expect(spotter.state('#{cursor_flag}')).toBe('0'); // Ink hides it while it draws
    spotter.keys('C-c');
    const after = await spotter.waitForScreen((text) => text.includes('EXIT='));
    expect(after).toContain('EXIT=130');
    expect(after).not.toContain('Start Your Journey');
    expectTerminalRestored(spotter);
  }, 60_000);

  it('Given the TUI, When the process gets SIGTERM, Then it exits 143 and the terminal is restored', async () => {
    const spotter = startSpotter({ columns: 80, rows: 24 });
    await spotter.waitForScreen((text) => text.includes('Start Your Journey'));
    process.kill(spotter.pid(), 'SIGTERM');
    const after = await spotter.waitForScreen((text) => text.includes('EXIT='));
    expect(after).toContain('EXIT=143');
    expect(after).not.toContain('Start Your Journey');
    expectTerminalRestored(spotter);
  }, 60_000);

  it.each([
    ['draw', 'drawing the screen failed'],
    ['key', 'a key handler failed'],
  ])(
    'Given a TUI whose %s fails, When the error is thrown, Then the terminal is given back (screen, cursor, wrap, raw mode off) and a plain message says why, exit 1',
    async (failIn, message) => {
      const spotter = startSpotter({ columns: 80, rows: 24 }, '', `packages/tui/src/testing/crash-tui.tsx ${failIn}`);
      await spotter.waitForScreen((text) => text.includes('Crash test'));
      expect(spotter.state('#{alternate_on}')).toBe('1');
      expect(spotter.state('#{cursor_flag}')).toBe('0');
      spotter.keys('x');
      const after = await spotter.waitForScreen((text) => text.includes('EXIT='));
      expect(after).toMatch(/EXIT=1 icanon/);
      expect(spotter.capture('-J')).toContain(`spotter: the terminal UI stopped on an unexpected error: ${message}\n`); // -J: as one line
      expect(after).not.toMatch(/\n\s+at |Crash test/); // no stack trace, and the app's screen is gone
      expectTerminalRestored(spotter);
    },
    60_000,
  );

  it('Given a 70x20 terminal, When `spotter` starts, Then it asks for 80x24 with the size now; When the window grows to 80x24, Then Welcome is drawn', async () => {
    const spotter = startSpotter({ columns: 70, rows: 20 });
    const small = await spotter.waitForScreen((text) => text.includes('Make the terminal at least 80x24'));
    expect(small).toContain('It is 70x20 now');
    expect(small).not.toContain('Start Your Journey');
    tmux('resize-window', '-t', spotter.name, '-x', '80', '-y', '24');
    const grown = await spotter.waitForScreen((text) => text.includes('Start Your Journey'));
    expect(grown).not.toContain('Make the terminal');
    expect(grown.split('\n')[0]).toMatch(/^ Spotter │ Welcome/);
  }, 60_000);

  it('Given the sign-in form, When "email Tab password Enter" is pasted in one write, Then each key acts as typed: the email, the masked password, the button focused', async () => {
    const spotter = startSpotter({ columns: 100, rows: 30 }, 'NO_COLOR=1');
    await spotter.waitForScreen((text) => text.includes('❯ Start Your Journey'));
    spotter.keys('Down', 'Enter');
    await spotter.waitForScreen((text) => text.includes('› Use'));
    spotter.keys('Down');
    await spotter.waitForScreen((text) => text.includes('› Email'));
    spotter.paste('ada@example.com\tcorrect horse\r');
    const screen = await spotter.waitForScreen((text) => /› Sign in/.test(text));
    expect(screen).toMatch(/Email\s+\[ada@example\.com\s*\]/);
    expect(screen).toMatch(/Password\s+\[•{13}\s*\]/);
    expect(screen).not.toContain('correct horse');
  }, 60_000);

  it('Given the sign-in key chosen, When a key is pasted, Then the screen shows only dots', async () => {
    const spotter = startSpotter({ columns: 100, rows: 30 }, 'NO_COLOR=1');
    await spotter.waitForScreen((text) => text.includes('❯ Start Your Journey'));
    spotter.keys('Down', 'Enter');
    await spotter.waitForScreen((text) => text.includes('› Use'));
    spotter.keys('Right');
    await spotter.waitForScreen((text) => text.includes('Sign-in key ›'));
    spotter.keys('Down');
    await spotter.waitForScreen((text) => text.includes('› Sign-in key'));
    spotter.paste('SPK-7F3QK-ABCDE-FGHIJ');
    const screen = await spotter.waitForScreen((text) => text.includes('•'.repeat(21)));
    expect(screen).not.toContain('7F3QK');
  }, 60_000);

  it('Given NO_COLOR=1, When the sign-up multi-select has the focus and ← → Space are used, Then a › shows the option under the cursor and [x] the chosen one', async () => {
    const spotter = startSpotter({ columns: 100, rows: 30 }, 'NO_COLOR=1');
    await spotter.waitForScreen((text) => text.includes('❯ Start Your Journey'));
    spotter.keys('Enter');
    await spotter.waitForScreen((text) => text.includes('› First name'));
    // Down from the first field to Equipment, wherever the form has it (a field added above moves it).
    const equipment = ONBOARDING_FIELDS.findIndex((field) => field.key === 'equipment_list');
    for (let i = 0; i < equipment; i++) spotter.keys('Down');
    await spotter.waitForScreen((text) => text.includes('› Equipment'));
    expect(spotter.capture()).toMatch(/› Equipment\s+›\[ \] Barbell/);
    spotter.keys('Right');
    await spotter.waitForScreen((text) => /› Equipment\s+ \[ \] Barbell\s+›\[ \] Dumbbells/.test(text));
    spotter.keys('Space');
    await spotter.waitForScreen((text) => text.includes('›[x] Dumbbells'));
    // eslint-disable-next-line no-control-regex -- the terminal's escape codes are what this looks for
    expect(spotter.capture('-e')).not.toMatch(/\u001B\[(3[0-7]|9[0-7])m/);
  }, 60_000);
});
