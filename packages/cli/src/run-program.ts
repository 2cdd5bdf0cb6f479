import { CommanderError } from 'commander';
import { createContext, type CliContext, type CliDeps } from './context.js';
import { EXIT } from './errors.js';
import { createOutput, type Output } from './output/output.js';
import { buildProgram, type CommandRunner } from './program.js';
import { interruption, watchInterrupts } from './process/interrupts.js';

const wantsColor = (argv: readonly string[]) => !argv.includes('--no-color');

/** Parses argv, runs the one command, and turns every outcome into an exit code (the only place that does). */
export async function runProgram(argv: string[], given: CliDeps): Promise<number> {
  const env = given.env ?? process.env;
  const streams = { stdout: given.stdout ?? process.stdout, stderr: given.stderr ?? process.stderr };
  const out: Output = createOutput(streams, env, wantsColor(argv));
  let exitCode: number = EXIT.ok;
  let context: CliContext | undefined;
  // The real process (no streams given): Ctrl-C, SIGTERM and EPIPE are watched here, and only here.
  const watch = given.signal || given.stdout ? null : watchInterrupts(streams.stderr);
  const deps: CliDeps = watch ? { ...given, signal: watch.signal } : given;

  const runner: CommandRunner = async (run, input) => {
    context = createContext({ ...deps, env }, out, {
      apiUrl: input.command.optsWithGlobals<{ apiUrl?: string }>().apiUrl,
    });
    exitCode = (await run(context, input)) ?? EXIT.ok;
  };
  const { root: program, declareFor } = buildProgram(runner, streams);

  try {
    if (argv.length === 0) {
      const interactive = deps.stdin?.isTTY === true && streams.stdout.isTTY === true;
      if (!interactive || !deps.openTui) {
        await declareFor(argv);
        program.outputHelp();
        return EXIT.ok;
      }
      return await createContext({ ...deps, env }, out, {}).openTui('home');
    }
    await declareFor(argv);
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    // Ctrl-C: whatever the cancelled request threw, the command has said what it did; a silent 130.
    const interrupted = interruption(deps.signal);
    if (interrupted) return interrupted.exitCode;
    // Loaded only on failure: it knows the API client's error, which pulls in the schemas.
    const { handleError } = await import('./handle-error.js');
    const ctx = context;
    const checkServer = ctx
      ? async () => {
          const { notSpotterServer } = await import('./services/server-check.js');
          return notSpotterServer({ api: await ctx.apiWith(null), apiUrl: await ctx.apiUrl() });
        }
      : undefined;
    return await handleError(err, out, Boolean(env.SPOTTER_DEBUG), checkServer);
  } finally {
    watch?.dispose();
  }
}
