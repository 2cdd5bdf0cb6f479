import type { CliDeps } from './context.js';
import { cliVersion } from './version.js';

export type { CliDeps } from './context.js';
export type { OpenTui, OpenTuiOptions, TuiScreen, TuiSession } from './tui-session.js';
export { CONFIG_DIR_ENV_NAME } from './config/config-env.js';

/**
 * Runs the CLI and answers with the exit code. `--version` answers before anything else loads;
 * every other command loads commander, then only its own file.
 */
export async function runCli(argv: string[], deps: CliDeps = {}): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    (deps.stdout ?? process.stdout).write(`${cliVersion()}\n`);
    return 0;
  }
  const { runProgram } = await import('./run-program.js');
  return runProgram(argv, { stdin: process.stdin, ...deps });
}
