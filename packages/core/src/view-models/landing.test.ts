import { describe, it, expect } from 'vitest';
import { landingCounts } from './landing.js';

describe('landingCounts', () => {
  it('Given the marketing counts, When shown, Then they read Strength 40+, Olympic 15+, CrossFit 25+, Flexibility 20+', () => {
    expect(landingCounts().map((c) => `${c.label} ${c.value}`)).toEqual([
      'Strength 40+',
      'Olympic 15+',
      'CrossFit 25+',
      'Flexibility 20+',
    ]);
  });
});
