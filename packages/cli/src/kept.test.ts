import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './index.js';
import { keptAnswer } from './kept.js';
import { rootHelpText } from './program.js';

/** A pipe, or a terminal of this many columns, that keeps what is written. */
const stream = (columns?: number) => {
  let text = '';
  return { isTTY: columns !== undefined, columns, write: (chunk: string) => (text += chunk), text: () => text };
};

/** `spotter …` through commander, as the sources run it. */
const commanderSays = async (argv: string[], columns?: number) => {
  const stdout = stream(columns);
  const code = await runCli(argv, {
    stdin: { isTTY: false },
    stdout,
    stderr: stream(),
    env: { SPOTTER_API_URL: 'http://127.0.0.1:9' },
  });
  return { code, text: stdout.text() };
};

describe('the answers kept in the build for the launcher: --version and --help before anything loads', () => {
  const answers = { version: '9.8.7', rootHelp: '' };
  beforeAll(async () => {
    answers.rootHelp = await rootHelpText();
  });

  it('given the kept root help, when commander prints `spotter --help` on a pipe or on terminals 80 and 200 wide, then it is the same text', async () => {
    expect(answers.rootHelp).toContain('Usage: spotter [options] [command]');
    expect(answers.rootHelp).toContain('Exit codes:');
    for (const columns of [undefined, 80, 200]) {
      for (const argv of [['--help'], ['help']]) {
        const { code, text } = await commanderSays(argv, columns);
        expect(code).toBe(0);
        expect(text, `${argv.join(' ')} at ${columns ?? 'a pipe'}`).toBe(answers.rootHelp);
      }
    }
  });

  it('given a terminal narrower than 80 columns, when --help is asked, then commander wraps it (nothing kept is printed)', async () => {
    expect(keptAnswer(['--help'], stream(60), answers)).toBeNull();
    const { text } = await commanderSays(['--help'], 60);
    expect(text).toContain('Usage: spotter [options] [command]');
    expect(text).not.toBe(answers.rootHelp);
    expect(keptAnswer(['--help'], stream(120), answers)).toBe(answers.rootHelp);
    expect(keptAnswer(['-h'], stream(), answers)).toBe(answers.rootHelp);
  });

  it('given the version, when --version or -v is asked alone, then it is the answer; anything else runs the CLI', () => {
    expect(keptAnswer(['--version'], stream(), answers)).toBe('9.8.7\n');
    expect(keptAnswer(['-v'], stream(100), answers)).toBe('9.8.7\n');
    for (const argv of [['exercises', '--help'], ['--help', '--json'], ['help', 'upload'], ['exercises'], []]) {
      expect(keptAnswer(argv, stream(), answers), argv.join(' ')).toBeNull();
    }
  });

  it('given the sources (nothing kept), when --version or --help is asked, then the CLI answers', () => {
    expect(keptAnswer(['--version'], stream())).toBeNull();
    expect(keptAnswer(['--help'], stream())).toBeNull();
  });
});
