import { describe, it, expect } from 'vitest';
import { displayLabel } from './labels.js';

describe('displayLabel', () => {
  it('Given library values, When labelled, Then they read as people write them', () => {
    expect(displayLabel('crossfit')).toBe('CrossFit');
    expect(displayLabel('powerlifting')).toBe('Powerlifting');
    expect(displayLabel('weight_loss')).toBe('Weight Loss');
  });
});
