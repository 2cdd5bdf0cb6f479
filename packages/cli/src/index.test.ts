import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type OpenTuiOptions } from './index.js';

/** A fake terminal (or pipe) that keeps what is written. */
const stream = (isTTY: boolean) => {
  const chunks: string[] = [];
  return { isTTY, columns: 80, write: (text: string) => chunks.push(text), text: () => chunks.join('') };
};

describe('runCli in process: when the TUI opens, colours', () => {
  let configDir: string;
  beforeAll(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'spotter-runcli-'));
  });
  afterAll(() => rm(configDir, { recursive: true, force: true }));

  const run = async (argv: string[], options: { tty: boolean; env?: Record<string, string> }) => {
    const opened: OpenTuiOptions[] = [];
    const stdout = stream(options.tty);
    const stderr = stream(options.tty);
    const code = await runCli(argv, {
      stdin: { isTTY: options.tty },
      stdout,
      stderr,
      env: { SPOTTER_CONFIG_DIR: configDir, SPOTTER_API_URL: 'http://127.0.0.1:9', ...options.env },
      openTui: (tui) => {
        opened.push(tui);
        return Promise.resolve(0);
      },
    });
    return { code, opened, stdout: stdout.text(), stderr: stderr.text() };
  };

  it.each([
    [[], 'home'],
    [['tui'], 'home'],
    [['onboard'], 'onboarding'],
    [['chat'], 'chat'],
  ] as const)(
    'Given a terminal, When spotter %j runs, Then the TUI opens on %s with a session on the config store',
    async (argv, screen) => {
      const result = await run([...argv], { tty: true });
      expect(result.code).toBe(0);
      expect(result.opened).toHaveLength(1);
      expect(result.opened[0]!.screen).toBe(screen);
      const session = result.opened[0]!.session;
      expect(session.apiUrl).toBe('http://127.0.0.1:9');
      expect(session.currentUser()).toBeNull();
    },
  );

  it('Given the session, When the TUI saves and clears a user, Then the CLI sees the same store', async () => {
    const { opened } = await run(['tui'], { tty: true });
    const user = {
      id: 'u1',
      first_name: 'Ada',
      email: 'ada@example.com',
      age: 34,
      sex: null,
      height_cm: 170,
      weight_kg: 64,
      primary_goal: 'strength' as const,
      timeline_weeks: 12,
      days_per_week: 3,
      equipment_list: [],
      injuries: null,
      coach_tone: 'motivational' as const,
      plan_style: 'strength' as const,
      units: 'kg' as const,
      experience: null,
      avatar_greeting_url: null,
      created_at: '2026-01-01T00:00:00.000Z',
      token: 'spt_x',
    };
    opened[0]!.session.saveCurrentUser(user);
    // No server at :9: whoami shows what is saved, and exit 4 says it could not check it.
    const saved = await run(['whoami', '--json'], { tty: false });
    expect(JSON.parse(saved.stdout)).toMatchObject({ id: 'u1' });
    expect(saved.code).toBe(4);
    opened[0]!.session.clearCurrentUser();
    expect((await run(['whoami'], { tty: false })).code).toBe(3);
  });

  it('Given no terminal, When spotter runs with no arguments, Then help is printed and the TUI does not open', async () => {
    const result = await run([], { tty: false });
    expect(result.opened).toEqual([]);
    expect(result.stdout).toMatch('Usage: spotter');
  });

  it('Given no terminal, When `spotter tui` runs, Then it says it needs one, suggests scriptable commands and exits 2 without opening the TUI', async () => {
    const result = await run(['tui'], { tty: false });
    expect(result.code).toBe(2);
    expect(result.opened).toEqual([]);
    expect(result.stderr).toMatch(/needs an interactive terminal; try `spotter dashboard`/);
  });

  it('Given stderr is a terminal, When an error is printed, Then it is red unless NO_COLOR or --no-color', async () => {
    const red = '\u001b[31m';
    expect((await run(['whoami'], { tty: true })).stderr).toContain(`${red}Error:`);
    expect((await run(['whoami'], { tty: true, env: { NO_COLOR: '1' } })).stderr).not.toContain(red);
    expect((await run(['whoami', '--no-color'], { tty: true })).stderr).not.toContain(red);
    expect((await run(['--no-color', 'whoami'], { tty: true })).stderr).toMatch(/^Error: You are not signed in/);
    expect((await run(['whoami'], { tty: false })).stderr).not.toContain(red);
  });
});
