import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGE_RANGE,
  DAYS_PER_WEEK,
  HEIGHT_CM_RANGE,
  TIMELINE_WEEKS_RANGE,
  USER_DEFAULTS,
  WEIGHT_KG_RANGE,
} from '@spotter/core/constants';
import { runCli } from './index.js';
import { runSpotter } from './testing/spotter-process.js';

/** `spotter <command> --help` through runCli in this process: exit code and stdout. */
async function helpInProcess(args: string[]) {
  let stdout = '';
  const sink = { write: (text: string) => (stdout += text) };
  const code = await runCli([...args, '--help'], { stdout: sink, stderr: sink, env: { NO_COLOR: '1' } });
  return { code, stdout };
}

const COMMANDS = [
  'onboard',
  'login',
  'whoami',
  'logout',
  'profile',
  'profile set',
  'export',
  'password',
  'account',
  'account delete',
  'account key',
  'account devices',
  'account rename',
  'account revoke',
  'plans new',
  'plans export',
  'admin',
  'admin contributions',
  'admin review',
  'admin approve',
  'admin reject',
  'users use',
  'config get',
  'config set',
  'config unset',
  'config path',
  'users',
  'tui',
  'dashboard',
  'upload',
  'scan',
  'plans',
  'pbs',
  'pbs add',
  'history',
  'media',
  'chat',
  'exercises',
  'exercises show',
  'exercises categories',
  'exercises add',
  'completion',
];

describe('the spotter program (the real binary, no server needed)', () => {
  let configDir: string;
  const spotter = (args: string[]) => runSpotter(args, { env: { SPOTTER_CONFIG_DIR: configDir } });
  beforeAll(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'spotter-program-'));
  });
  afterAll(() => rm(configDir, { recursive: true, force: true }));

  it('Given --version, When run, Then the version alone on stdout', async () => {
    const result = await spotter(['--version']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('Given no arguments and no terminal, When run, Then the help is printed (no TUI)', async () => {
    const result = await spotter([]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch('Usage: spotter [options] [command]');
    expect(result.stdout).toMatch(
      'Exit codes: 0 ok, 1 failure, 2 usage error, 3 not signed in, 4 server unreachable or not Spotter,\n130 Ctrl-C, 143 SIGTERM.',
    );
  });

  it('Given --help, When run, Then every command is listed; each command has its own help with examples', async () => {
    const help = await spotter(['--help']);
    for (const name of [
      'onboard',
      'login',
      'whoami',
      'logout',
      'profile',
      'export',
      'password',
      'account',
      'admin',
      'users',
      'config',
      'dashboard',
      'upload',
      'scan',
      'plans',
      'pbs',
      'history',
      'media',
      'chat',
      'exercises',
      'completion',
      'tui',
      'serve',
    ]) {
      expect(help.stdout).toMatch(new RegExp(`\\n  ${name}\\b`));
    }
    // Each command's own help in this process (a spawned binary per command is seconds each on a busy machine).
    const helps = [];
    for (const command of COMMANDS) helps.push(await helpInProcess(command.split(' ')));
    helps.forEach((result, index) => {
      expect(result.code, COMMANDS[index]).toBe(0);
      expect(result.stdout, COMMANDS[index]).toMatch(`Usage: spotter ${COMMANDS[index]}`);
      expect(result.stdout, COMMANDS[index]).toMatch(/Examples:\n {2}\$ .*spotter /);
    });
  });

  it('Given onboard and profile set, When their help is shown, Then the number flags give the bounds and defaults from core', async () => {
    const [onboard, set] = [await helpInProcess(['onboard']), await helpInProcess(['profile', 'set'])];
    for (const help of [onboard.stdout, set.stdout]) {
      const flat = help.replace(/\s+/g, ' ');
      expect(flat).toContain(`age, ${AGE_RANGE.min}-${AGE_RANGE.max}`);
      expect(flat).toContain(`height in cm, ${HEIGHT_CM_RANGE.min}-${HEIGHT_CM_RANGE.max}`);
      expect(flat).toContain(`weight in kg, ${WEIGHT_KG_RANGE.min}-${WEIGHT_KG_RANGE.max}`);
      expect(flat).toContain(`timeline in weeks, ${TIMELINE_WEEKS_RANGE.min}-${TIMELINE_WEEKS_RANGE.max}`);
      expect(flat).toContain(`training days per week, ${DAYS_PER_WEEK.min}-${DAYS_PER_WEEK.max}`);
    }
    expect(onboard.stdout.replace(/\s+/g, ' ')).toContain(`(default: "${USER_DEFAULTS.days_per_week}")`);
  });

  it('Given bad flags or commands, When run, Then exit 2 with the error and the usage line on stderr, nothing on stdout', async () => {
    const cases = [
      {
        args: ['exercises', '--bogus'],
        error: "unknown option '--bogus'",
        usage: 'Usage: spotter exercises [options] [command]',
      },
      {
        args: ['exercises', '--difficulty', 'expert'],
        error: "argument 'expert' is invalid",
        usage: 'Usage: spotter exercises',
      },
      {
        args: ['exercises', '--limit', 'lots'],
        error: "--limit must be a whole number above 0 (got 'lots')",
        usage: 'Usage: spotter exercises',
      },
      {
        args: ['pbs', 'add', 'squat'],
        error: "missing required argument 'value'",
        usage: 'Usage: spotter pbs add [options] <exercise> <value> <unit>',
      },
      {
        args: ['users', 'use', 'abc', '--token', 'spt_x'],
        error: 'A token is never taken on the command line',
        usage: 'Usage: spotter users use',
      },
      {
        args: ['users', 'use', 'abc'],
        error: 'No terminal to ask on: pass --token-stdin',
        usage: 'Usage: spotter users use',
      },
      { args: ['dashbord'], error: "unknown command 'dashbord'", usage: 'Run `spotter --help` for usage.' },
      {
        args: ['completion', 'powershell'],
        error: "Unknown shell 'powershell': use bash, zsh or fish",
        usage: 'Usage: spotter completion',
      },
    ];
    const results = await Promise.all(cases.map((c) => spotter(c.args)));
    results.forEach((result, index) => {
      const expected = cases[index]!;
      expect(result.code, expected.args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(expected.error);
      expect(result.stderr).toMatch(expected.usage);
    });
  });

  it('Given an invalid --api-url, When a command runs, Then exit 2 naming it', async () => {
    const result = await spotter(['exercises', '--api-url', 'localhost:8787']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      "--api-url must be an http:// or https:// URL, e.g. http://127.0.0.1:8787 (got 'localhost:8787')",
    );
  });

  it('Given spotter tui without a TUI build, When run, Then it says the terminal UI is not available, exit 1', async () => {
    const result = await spotter(['tui']);
    // Passes once @spotter/tui exports runTui too: then the TUI itself refuses a non-terminal.
    expect(result.code).not.toBe(0);
  });

  describe('completion scripts', () => {
    it('Given bash, When the script is loaded in bash, Then it completes commands, subcommands, flags and choices', async () => {
      const script = (await spotter(['completion', 'bash'])).stdout;
      const file = join(configDir, 'spotter.bash');
      await writeFile(file, script);
      const complete = async (line: string) => {
        const words = line.split(' ');
        const program = `source ${file}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _spotter; printf '%s\\n' "\${COMPREPLY[@]}"`;
        const { stdout } = await promisify(execFile)('bash', ['-c', program]);
        return stdout.trim().split('\n');
      };
      expect(await complete('spotter up')).toEqual(['upload']);
      expect(await complete('spotter exercises ')).toEqual(
        expect.arrayContaining(['categories', 'add', '--category', '--json']),
      );
      expect(await complete('spotter exercises add --sk')).toEqual(['--skip-invalid']);
      expect(await complete('spotter upload --exercise pu')).toEqual(['pull_up', 'push_up']);
      expect(await complete('spotter completion f')).toEqual(['fish']);
    });

    it('Given zsh and fish, When generated, Then each is a complete script for its shell', async () => {
      const [zsh, fish] = await Promise.all([spotter(['completion', 'zsh']), spotter(['completion', 'fish'])]);
      expect(zsh.stdout.startsWith('#compdef spotter\n')).toBe(true);
      expect(zsh.stdout).toMatch("'upload:upload exercise videos for AI form feedback");
      expect(zsh.stdout).toMatch('compdef _spotter spotter');
      expect(fish.stdout).toMatch(`complete -c spotter -n 'test (__spotter_path) = "exercises"' -f -a 'add'`);
      expect(fish.stdout).toMatch(
        "-l exercise -s e -x -a 'squat deadlift bench_press pull_up push_up overhead_press row lunge auto'",
      );
    });
  });
});
