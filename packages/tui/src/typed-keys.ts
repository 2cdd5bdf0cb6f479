import { Readable } from 'node:stream';
import { whenReactIdle } from './react-idle.js';

/**
 * One key as a terminal sends it: an escape sequence (arrows, Shift-Tab; Alt doubles the Esc, as Ink reads it), one control character (Tab, Enter,
 * Backspace, Ctrl-C), or a run of printable text (which a text field takes whole, as if typed letter by letter).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this tells apart
const KEY = /\u001B\u001B?(?:\[[0-?]*[ -/]*[@-~]|O.|.)?|[\u0000-\u001F\u007F]|[^\u0000-\u001F\u007F\u001B]+/gsu;

/** A terminal read cut into the keys it holds: "ada@example.com\tpw\r" is the text, Tab, the text, Enter. */
export const splitKeys = (chunk: string): string[] => chunk.match(KEY) ?? [];

/** The parts of a terminal's input Ink uses. */
export type TerminalInput = NodeJS.ReadStream & { setRawMode(mode: boolean): unknown };

/**
 * The terminal's input as Ink should hear it: one key at a time. A paste (or keys typed faster than a frame) comes
 * as one read, and Ink hands a read of plain text to the screen as one "key": a pasted Tab or Enter landed inside a
 * text field. Here each read is cut into its keys, and each key is handed over only once the TUI has taken the last
 * one in (the next field focused, its handler attached); so does a key that comes while the last is being taken in.
 */
export function typedKeys(input: TerminalInput, settle: () => Promise<void> = whenReactIdle): TerminalInput {
  const queue: string[] = [];
  let pumping = false;
  const keys = new Readable({ objectMode: true, read: () => undefined });
  const pump = async () => {
    if (pumping) return;
    pumping = true;
    // After each key, the next (of this read or of one that came meanwhile) waits until the TUI has taken it in.
    while (queue.length) {
      keys.push(queue.shift());
      await settle();
    }
    pumping = false;
  };
  const onData = (data: Buffer | string) => {
    queue.push(...splitKeys(typeof data === 'string' ? data : data.toString('utf8')));
    void pump();
  };
  return Object.assign(keys, {
    isTTY: input.isTTY,
    setEncoding: () => keys,
    setRawMode(mode: boolean) {
      input.setRawMode(mode);
      if (mode) {
        input.setEncoding('utf8'); // a character cut across two reads is put back together
        input.on('data', onData);
      } else {
        input.off('data', onData);
        input.pause();
      }
      return keys;
    },
    ref() {
      input.ref();
      return keys;
    },
    unref() {
      input.unref();
      return keys;
    },
  }) as unknown as TerminalInput;
}
