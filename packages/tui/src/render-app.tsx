// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { render } from 'ink';
import { App } from './app.js';
import type { TuiOptions } from './session.js';

/** Renders the app on the process's terminal and waits until it exits; the app reports the exit code. */
export async function renderApp(options: TuiOptions): Promise<number> {
  let exitCode = 0;
  const instance = render(
    <App
      {...options}
      onExit={(code) => {
        exitCode = code;
      }}
    />,
    { exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
  return exitCode;
}
