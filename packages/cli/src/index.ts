import { CommanderError } from 'commander';
import { buildProgram } from './program.js';

/** Runs the CLI and answers with the exit code; the one place that turns errors into codes. */
export async function runCli(argv: string[]): Promise<number> {
  const program = buildProgram().exitOverride();
  try {
    if (argv.length === 0) {
      program.outputHelp();
      return 0;
    }
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    process.stderr.write(`spotter: ${(err as Error).message}\n`);
    return 1;
  }
}
