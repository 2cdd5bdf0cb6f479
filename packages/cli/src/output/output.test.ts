import { describe, expect, it } from 'vitest';
import { colorEnabled } from './output.js';

describe('colorEnabled (no-color.org)', () => {
  const tty = { write: () => true, isTTY: true };
  const pipe = { write: () => true, isTTY: false };
  it('Given a terminal, When nothing says otherwise, Then colours are on', () =>
    expect(colorEnabled(tty, {}, true)).toBe(true));
  it('Given a pipe, When nothing forces it, Then colours are off', () =>
    expect(colorEnabled(pipe, {}, true)).toBe(false));
  it('Given NO_COLOR set to anything, When on a terminal, Then colours are off', () =>
    expect(colorEnabled(tty, { NO_COLOR: '1' }, true)).toBe(false));
  it('Given --no-color, When on a terminal, Then colours are off', () =>
    expect(colorEnabled(tty, {}, false)).toBe(false));
  it('Given TERM=dumb, When on a terminal, Then colours are off', () =>
    expect(colorEnabled(tty, { TERM: 'dumb' }, true)).toBe(false));
  it('Given FORCE_COLOR, When piped, Then colours are on (unless NO_COLOR)', () => {
    expect(colorEnabled(pipe, { FORCE_COLOR: '1' }, true)).toBe(true);
    expect(colorEnabled(pipe, { FORCE_COLOR: '1', NO_COLOR: '1' }, true)).toBe(false);
  });
});
