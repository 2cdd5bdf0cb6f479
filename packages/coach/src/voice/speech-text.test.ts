import { describe, expect, it } from 'vitest';
import { cleanSpeechText, MAX_SPEECH_CHARS } from './speech-text.js';

describe('cleanSpeechText', () => {
  it('strips markdown, links, URLs, list markers and emoji', () => {
    const text =
      '## Today\n**Goblet Squat** 3x10 💪\n- Keep your _chest_ up\n1. See [the library](https://spotter.app/exercises) or https://x.io/a?b=1';
    expect(cleanSpeechText(text)).toBe('Today. Goblet Squat 3 by 10. Keep your chest up. See the library or.');
  });

  it('spells out units, ranges and dates', () => {
    expect(cleanSpeechText('Eat 1.6-2.2 g/kg, rest 90 s, lift 100 kg (RPE 8) since 2026-03-05.')).toBe(
      'Eat 1.6 to 2.2 grams per kilogram, rest 90 seconds, lift 100 kilograms (R P E 8) since March 5, 2026.',
    );
  });

  it('turns lines into sentences', () => {
    expect(cleanSpeechText('Day 1 — Lower body:\n\n- Goblet Squat\n- Plank')).toBe(
      'Day 1, Lower body: Goblet Squat. Plank.',
    );
  });

  it('caps long text at a sentence boundary', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const spoken = cleanSpeechText(long);
    expect(spoken.length).toBeLessThanOrEqual(MAX_SPEECH_CHARS);
    expect(spoken.endsWith('is here.')).toBe(true);
  });

  it('leaves nothing to say for markup only', () => {
    expect(cleanSpeechText('** ## https://example.com')).toBe('');
  });
});
