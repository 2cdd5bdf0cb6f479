import { describe, it, expect } from 'vitest';
import { scanResultView } from './scan.js';

describe('scanResultView', () => {
  it('Given a scan result, When viewed, Then each piece of equipment shows a percentage and where it came from', () => {
    const view = scanResultView({
      summary: 'Found a barbell and a bench.',
      plan: { id: 'p1', plan_text: 'Day 1', created_at: '2025-01-01T00:00:00.000Z', details: null },
      equipment: [
        { name: 'barbell', confidence: 0.912, source: 'photo' },
        { name: 'pull-up bar', confidence: 1, source: 'profile' },
      ],
    });
    expect(view).toEqual({
      summary: 'Found a barbell and a bench.',
      equipment: [
        { name: 'Barbell', confidence: '91%', source: 'Seen in photo' },
        { name: 'Pull-Up Bar', confidence: '100%', source: 'From your profile' },
      ],
    });
  });
});
