import { describe, expect, it } from 'vitest';
import { cycle, scrollBy, wrapLines } from './text-layout.js';
import { addToast, removeToast } from './toasts.js';

describe('terminal text helpers', () => {
  it('Given text, When wrapped, Then words stay whole, long words are cut and blank lines kept', () => {
    expect(wrapLines('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapLines('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapLines('a\n\nb', 10)).toEqual(['a', '', 'b']);
  });

  it('Given a scroll position, When scrolled, Then it stays within the text', () => {
    expect(scrollBy(0, -1, 20, 5)).toBe(0);
    expect(scrollBy(14, 5, 20, 5)).toBe(15);
    expect(scrollBy(0, 3, 4, 5)).toBe(0);
    expect(cycle(0, -1, 3)).toBe(2);
  });

  it('Given four toasts, When added, Then only the newest three stay; one is removed by id', () => {
    const toasts = [1, 2, 3, 4].reduce(
      (list, id) => addToast(list, { id, text: `t${id}`, kind: 'success' }),
      [] as ReturnType<typeof addToast>,
    );
    expect(toasts.map((toast) => toast.id)).toEqual([2, 3, 4]);
    expect(removeToast(toasts, 3).map((toast) => toast.id)).toEqual([2, 4]);
  });
});
