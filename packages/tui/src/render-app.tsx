// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { render } from 'ink';
import { App } from './app.js';
import type { TuiOptions } from './session.js';
import { typedKeys } from './typed-keys.js';

export interface AppOutcome {
  code: number;
  /** What was cut short on the way out (an upload cancelled), to print once the terminal is back. */
  report: readonly string[];
}

/**
 * Renders the app on the process's terminal and waits until it exits; the app reports the exit code.
 * Aborting `stop` (a signal arrived) quits the app as Ctrl-C does, with the abort's reason as the code.
 */
export async function renderApp(options: TuiOptions, stop: AbortSignal): Promise<AppOutcome> {
  let outcome: AppOutcome = { code: 0, report: [] };
  const instance = render(
    <App
      {...options}
      stop={stop}
      onExit={(code, report = []) => {
        outcome = { code, report };
      }}
    />,
    // Keys one at a time: a paste (text, Tab, more text) fills a form as typing it would.
    { exitOnCtrlC: false, stdin: typedKeys(process.stdin) },
  );
  await instance.waitUntilExit();
  return outcome;
}
