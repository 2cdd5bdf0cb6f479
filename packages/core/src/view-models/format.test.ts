import { describe, it, expect } from 'vitest';
import { formatNumber, plural, spaced, titleCase } from './format.js';

describe('format helpers', () => {
  it('Given a snake_case value, When spaced, Then every underscore becomes a space', () => {
    expect(spaced('weight_loss')).toBe('weight loss');
    expect(spaced('a_b_c')).toBe('a b c');
  });

  it('Given a snake_case value, When title-cased, Then each word starts with a capital', () => {
    expect(titleCase('bench_press')).toBe('Bench Press');
  });

  it('Given counts, When pluralised, Then one is singular and others plural', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'category', 'categories')).toBe('2 categories');
  });

  it('Given numbers, When formatted, Then trailing zeros are dropped and at most two decimals kept', () => {
    expect(formatNumber(30)).toBe('30');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(1 / 3)).toBe('0.33');
  });
});
