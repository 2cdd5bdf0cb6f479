import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { App } from '../app.js';
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

/** The whole TUI in ink-testing-library, with helpers to type, press keys and wait for the frame. */
export function renderTui(options: TuiOptions & { toastDurationMs?: number }) {
  const exits: number[] = [];
  const instance = render(createElement(App, { ...options, onExit: (code: number) => exits.push(code) }));
  const frame = () => instance.lastFrame() ?? '';

  const waitFor = async (expected: string | RegExp | ((frame: string) => boolean), timeoutMs = 10_000) => {
    const matches = (text: string) =>
      typeof expected === 'function' ? expected(text) : typeof expected === 'string' ? text.includes(expected) : expected.test(text);
    const start = Date.now();
    while (!matches(frame())) {
      if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${String(expected)} in:\n${frame()}`);
      await pause(20);
    }
    return frame();
  };

  /** Sends keys one write at a time, letting Ink handle each. */
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      instance.stdin.write(key);
      await pause(80);
    }
  };

  /** Types text and waits until the frame shows it. */
  const type = async (text: string) => {
    await press(text);
    await waitFor(text);
  };

  /** Moves the focus (Tab, or the given key) until the field labelled `label` has it ('› label'). */
  const focus = async (label: string, key: string = KEYS.tab, limit = 20) => {
    for (let i = 0; i < limit && !frame().includes(`› ${label}`); i++) {
      const before = frame();
      await press(key);
      await waitFor((text) => text !== before, 2_000).catch(() => undefined);
    }
    return waitFor(`› ${label}`, 2_000);
  };

  /**
   * Presses a key until the frame shows `expected`: under load Ink may attach a screen's key handler
   * (a React effect) a little after the screen is drawn, and a key sent in between is not heard.
   */
  const pressUntil = async (key: string, expected: string | RegExp, attempts = 5) => {
    for (let i = 0; i < attempts; i++) {
      await press(key);
      const seen = await waitFor(expected, 1_500).catch(() => null);
      if (seen) return seen;
    }
    return waitFor(expected, 1);
  };

  return { ...instance, frame, waitFor, press, pressUntil, type, focus, exits };
}
