import { stripVTControlCharacters } from 'node:util';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { App } from '../app.js';
import { whenReactIdle } from '../react-idle.js';
import type { TuiOptions } from '../session.js';

/** Keys as a terminal sends them. */
export const KEYS = {
  enter: '\r',
  escape: '\u001B',
  tab: '\t',
  shiftTab: '\u001B[Z',
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  backspace: '\u007F',
  ctrlC: '\u0003',
} as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the TUI has caught up (every render and effect run): see whenReactIdle. */
const settle = whenReactIdle;

/** The whole TUI in ink-testing-library, with helpers to type, press keys and wait for the frame. */
export function renderTui(options: TuiOptions & { toastDurationMs?: number; stop?: AbortSignal }) {
  const exits: number[] = [];
  /** What the app said on the way out (an upload cancelled), as runTui prints it. */
  const reports: string[] = [];
  const instance = render(
    createElement(App, {
      ...options,
      onExit: (code: number, report: readonly string[] = []) => {
        exits.push(code);
        reports.push(...report);
      },
    }),
  );
  const frame = () => instance.lastFrame() ?? '';

  const waitFor = async (expected: string | RegExp | ((frame: string) => boolean), timeoutMs = 10_000) => {
    const matches = (text: string) =>
      typeof expected === 'function'
        ? expected(text)
        : typeof expected === 'string'
          ? text.includes(expected)
          : expected.test(text);
    const start = Date.now();
    while (!matches(frame())) {
      if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${String(expected)} in:\n${frame()}`);
      await pause(20);
    }
    return frame();
  };

  /**
   * Sends keys one write at a time, each once the TUI has settled (every handler of the frame on
   * screen attached), and returns once the last one has been handled and drawn.
   */
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      await settle();
      instance.stdin.write(key);
    }
    await settle();
  };

  /** Types text and waits until the frame shows it. */
  const type = async (text: string) => {
    await press(text);
    await waitFor(text);
  };

  /** Moves the focus (Tab, or the given key) until the field labelled `label` has it ('› label'). */
  const focus = async (label: string, key: string = KEYS.tab, limit = 20) => {
    for (let i = 0; i < limit && !frame().includes(`› ${label}`); i++) await press(key);
    return waitFor(`› ${label}`, 2_000);
  };

  /**
   * Resizes the fake terminal Ink draws on and tells Ink, as a real terminal's SIGWINCH does
   * (ink-testing-library's stdout is 100 columns wide otherwise).
   */
  const resize = (columns: number, rows: number) => {
    Object.defineProperty(instance.stdout, 'columns', { value: columns, configurable: true });
    Object.defineProperty(instance.stdout, 'rows', { value: rows, configurable: true });
    instance.stdout.emit('resize');
  };

  /** The footer: the last line of the frame, as text (its key caps are drawn inverse). */
  const footer = () => stripVTControlCharacters(frame()).trimEnd().split('\n').at(-1)?.trim() ?? '';

  return { ...instance, frame, waitFor, press, type, focus, resize, footer, exits, reports };
}
