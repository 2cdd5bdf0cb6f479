import { describe, expect, it } from 'vitest';
import { findExercise } from './exercise-lookup.js';
import { LIBRARY_SAMPLE } from '../testing/library-sample.js';
import { editDistance, phraseScore, stems } from './text-match.js';

const nameFor = (message: string) => findExercise(message, LIBRARY_SAMPLE).match?.name ?? null;

describe('findExercise', () => {
  it.each([
    ['how do I do a goblet squat', 'Goblet Squat'],
    ['goblit sqaut cues', 'Goblet Squat'],
    ['deadlift form tips', 'Conventional Deadlift'],
    ['dead lift tips', 'Conventional Deadlift'],
    ['how to do a romanian deadlift', 'Barbell Romanian Deadlift'],
    ['how do i do a pushup', 'Push-Up'],
    ['push ups technique', 'Push-Up'],
    ['PULL-UPS properly?', 'Pull-Up'],
    ['dumbbell squat', 'Goblet Squat'],
    ['benchpress cues', 'Barbell Bench Press'],
    ['how to do a kettlebell swing', 'Russian Kettlebell Swing'],
  ])('"%s" → %s', (message, expected) => {
    expect(nameFor(message)).toBe(expected);
  });

  it.each(["what's up", 'my chest hurts', 'hello there', 'how do I do the worm'])('finds nothing in "%s"', (message) => {
    expect(nameFor(message)).toBeNull();
  });

  it('names an unknown variation and suggests close library names', () => {
    const lookup = findExercise('how do I do a zercher squat', LIBRARY_SAMPLE);
    expect(lookup.unknownPhrase).toBe('zercher squat');
    expect(lookup.similar.map((e) => e.name)).toContain('Back Squat');
  });
});

describe('text matching', () => {
  it('counts a swap of neighbouring letters as one typo', () => {
    expect(editDistance('protien', 'protein')).toBe(1);
    expect(editDistance('squat', 'sqaut')).toBe(1);
  });

  it('finds phrases despite plurals, case and words run together', () => {
    expect(phraseScore(stems('Show me my Personal Bests'), 'personal best')).toBe(1);
    expect(phraseScore(stems('restday?'), 'rest day')).toBe(1);
    expect(phraseScore(stems('pb'), 'pr')).toBe(0);
  });
});
