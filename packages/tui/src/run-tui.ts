import type { TuiOptions } from './session.js';

const ENTER_ALTERNATE_SCREEN = '\u001B[?1049h';
const LEAVE_ALTERNATE_SCREEN = '\u001B[?1049l';

/**
 * Opens the terminal UI and resolves with the exit code once the user quits (q on the top screen: 0;
 * Ctrl-C: 130). NO_COLOR (https://no-color.org) turns colours off: chalk reads FORCE_COLOR when it loads,
 * so it is set before Ink is imported.
 */
export async function runTui(options: TuiOptions): Promise<number> {
  if (process.env.NO_COLOR && process.env.FORCE_COLOR === undefined) process.env.FORCE_COLOR = '0';
  const { renderApp } = await import('./render-app.js');
  const fullScreen = Boolean(process.stdout.isTTY);
  if (fullScreen) process.stdout.write(ENTER_ALTERNATE_SCREEN);
  try {
    return await renderApp(options);
  } finally {
    if (fullScreen) process.stdout.write(LEAVE_ALTERNATE_SCREEN);
  }
}
