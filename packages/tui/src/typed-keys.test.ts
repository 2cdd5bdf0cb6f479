import { describe, expect, it } from 'vitest';
import { splitKeys } from './typed-keys.js';

describe('splitKeys: a terminal read cut into the keys it holds', () => {
  it('Given a pasted form, When split, Then text runs, Tab and Enter are keys of their own', () => {
    expect(splitKeys('ada@example.com\tcorrect horse\r')).toEqual(['ada@example.com', '\t', 'correct horse', '\r']);
  });

  it('Given arrows, Shift-Tab, Esc and Backspace in one read, When split, Then each escape sequence stays whole', () => {
    expect(splitKeys('\u001B[B\u001B[Zab\u007F\u001B\u001BOA')).toEqual([
      '\u001B[B',
      '\u001B[Z',
      'ab',
      '\u007F',
      '\u001B\u001BOA',
    ]);
    expect(splitKeys('x')).toEqual(['x']);
    expect(splitKeys('héllo 💪')).toEqual(['héllo 💪']);
  });
});
