import { spawnSync } from 'node:child_process';
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runTui } from './run-tui.js';
import { memorySession } from './session.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const configDir = mkdtempSync(join(tmpdir(), 'spotter-tui-notty-'));
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

/** The real `spotter` binary (on the sources through tsx) with stdin from /dev/null, as `spotter tui </dev/null`. */
function spotterWithoutTerminal(args: string[]) {
  const devNull = openSync('/dev/null', 'r');
  try {
    return spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'bin/spotter.js', ...args], {
      cwd: repoRoot,
      stdio: [devNull, 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, SPOTTER_CONFIG_DIR: configDir, SPOTTER_API_URL: 'http://127.0.0.1:9', NO_COLOR: '1' },
      timeout: 60_000,
    });
  } finally {
    closeSync(devNull);
  }
}

const text = (stream: PassThrough) => (stream.read() as Buffer | null)?.toString('utf8') ?? '';

describe('the TUI without a terminal', () => {
  it('Given stdin from /dev/null, When runTui is called for the chat, Then it resolves 2 with the reason and the scripted command, drawing nothing', async () => {
    const stdin = createReadStream('/dev/null');
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    try {
      const code = await runTui(
        { screen: 'chat', session: memorySession('http://127.0.0.1:9') },
        { stdin, stdout, stderr },
      );
      expect(code).toBe(2);
      expect(text(stderr)).toBe(
        'spotter: the terminal UI needs an interactive terminal (stdin is not one).\n' +
          'For scripts use the commands instead, such as `spotter chat "<message>"`; `spotter --help` lists them all.\n',
      );
      expect(text(stdout)).toBe('');
    } finally {
      stdin.destroy();
    }
  });

  it('Given stdin is not a terminal, When `spotter tui` runs, Then it says it needs one and names scriptable commands, exit 2, no stack trace', () => {
    const run = spotterWithoutTerminal(['tui']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/needs an interactive terminal/);
    expect(run.stderr).toContain('spotter --help');
    expect(run.stderr).not.toMatch(/\n\s+at |Raw mode|ERROR/);
    expect(run.stdout).toBe('');
  }, 70_000);
});
