import { constants } from 'node:os';
import type { AppOutcome } from './render-app.js';
import type { TuiOptions, TuiScreen } from './session.js';
import { takeOverTerminal, type TerminalStreams } from './terminal-restore.js';

/** The scripted command to use instead of each screen when there is no terminal. */
const SCRIPTED: Record<TuiScreen, string> = {
  home: 'spotter dashboard',
  onboarding: 'spotter onboard --help',
  dashboard: 'spotter dashboard',
  library: 'spotter exercises',
  chat: 'spotter chat "<message>"',
};

/** Exit codes after a signal, as shells report them: 128 + the signal's number. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface TuiStreams extends TerminalStreams {
  stderr: { write(text: string): unknown };
}

/** Draws the app and resolves once it quits; rejects when drawing fails (Ink rejects on an error in a component). */
export type RenderApp = (options: TuiOptions, stop: AbortSignal) => Promise<AppOutcome>;

const renderWithInk: RenderApp = async (options, stop) => (await import('./render-app.js')).renderApp(options, stop);

/**
 * Opens the terminal UI and resolves with the exit code once the user quits (q on the top screen: 0;
 * Ctrl-C: 130; SIGTERM: 143). Without a terminal it says so and resolves with 2 (usage) before loading
 * anything. Whatever ends it (quit, Ctrl-C, a signal, a crash), the terminal is given back first, then
 * what was cut short (an upload) is reported on stderr. NO_COLOR (https://no-color.org) turns colours
 * off: chalk reads FORCE_COLOR when it loads, so it is set before Ink is imported.
 */
export async function runTui(
  options: TuiOptions,
  streams: TuiStreams = process,
  render: RenderApp = renderWithInk,
): Promise<number> {
  if (!streams.stdin.isTTY || !streams.stdout.isTTY) {
    const which = streams.stdin.isTTY ? 'stdout' : 'stdin';
    streams.stderr.write(
      `spotter: the terminal UI needs an interactive terminal (${which} is not one).\n` +
        `For scripts use the commands instead, such as \`${SCRIPTED[options.screen]}\`; \`spotter --help\` lists them all.\n`,
    );
    return 2;
  }
  if (process.env.NO_COLOR && process.env.FORCE_COLOR === undefined) process.env.FORCE_COLOR = '0';
  const terminal = takeOverTerminal(streams);
  const stop = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => stop.abort(128 + constants.signals[signal]);
  // A crash, drawing or in a handler: the terminal back first, then the error in plain words (the stack only with
  // SPOTTER_DEBUG), exit 1.
  const crashed = (err: unknown) => {
    terminal.restore();
    const error = err instanceof Error ? err : new Error(String(err));
    streams.stderr.write(`spotter: the terminal UI stopped on an unexpected error: ${error.message}\n`);
    if (process.env.SPOTTER_DEBUG && error.stack) streams.stderr.write(`${error.stack}\n`);
    return 1;
  };
  // An error thrown in a key or timer handler reaches no caller: it is the one place that ends the process.
  const onUncaught = (err: unknown) => process.exit(crashed(err));
  for (const signal of SIGNALS) process.on(signal, onSignal);
  process.on('uncaughtException', onUncaught);
  try {
    let outcome: AppOutcome;
    try {
      outcome = await render(options, stop.signal);
    } catch (err) {
      return crashed(err);
    }
    terminal.restore();
    for (const line of outcome.report) streams.stderr.write(`${line}\n`);
    return outcome.code;
  } finally {
    terminal.restore();
    for (const signal of SIGNALS) process.off(signal, onSignal);
    process.off('uncaughtException', onUncaught);
  }
}
