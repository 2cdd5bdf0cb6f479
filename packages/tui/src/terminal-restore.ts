/** What the TUI needs of the process's terminal streams (real ones, or pipes in tests). */
export interface TerminalStreams {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(mode: boolean): unknown };
  stdout: { isTTY?: boolean; write(text: string): unknown };
}

const ENTER_ALTERNATE_SCREEN = '\u001B[?1049h';
/** Leave the alternate screen, show the cursor, turn line wrap back on: a terminal as the shell expects it. */
export const RESTORE_SEQUENCE = '\u001B[?1049l\u001B[?25h\u001B[?7h';

export interface TerminalTakeover {
  /** Gives the terminal back: raw mode off, alternate screen left, cursor shown, wrap on. Safe to call twice. */
  restore(): void;
}

/**
 * Takes the terminal for a full-screen app (the alternate screen, when stdout is a terminal) and returns the
 * one function that gives it back. Every exit path of the TUI calls it: quit, Ctrl-C, a signal, a crash.
 */
export function takeOverTerminal({ stdin, stdout }: TerminalStreams): TerminalTakeover {
  const fullScreen = stdout.isTTY === true;
  if (fullScreen) stdout.write(ENTER_ALTERNATE_SCREEN);
  let restored = false;
  return {
    restore() {
      if (restored) return;
      restored = true;
      if (stdin.isTTY) stdin.setRawMode?.(false);
      if (fullScreen) stdout.write(RESTORE_SEQUENCE);
    },
  };
}
