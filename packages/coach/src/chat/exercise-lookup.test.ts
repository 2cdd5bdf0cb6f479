import { describe, expect, it } from 'vitest';
import { findExercise } from './exercise-lookup.js';
import { LIBRARY_SAMPLE } from '../testing/library-sample.js';

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

  it.each(["what's up", 'my chest hurts', 'hello there', 'how do I do the worm'])(
    'finds nothing in "%s"',
    (message) => {
      expect(nameFor(message)).toBeNull();
    },
  );

  it('names an unknown variation and suggests close library names', () => {
    const lookup = findExercise('how do I do a zercher squat', LIBRARY_SAMPLE);
    expect(lookup.unknownPhrase).toBe('zercher squat');
    expect(lookup.similar.map((e) => e.name)).toContain('Back Squat');
  });

  it('ranks a message again for a changed library, and the same way again for the same one', () => {
    const message = 'how do I do a zercher squat';
    const first = findExercise(message, LIBRARY_SAMPLE);
    expect(findExercise(message, LIBRARY_SAMPLE)).toEqual(first);
    const zercher = { ...LIBRARY_SAMPLE.find((e) => e.name === 'Back Squat')!, name: 'Zercher Squat' };
    expect(findExercise(message, [...LIBRARY_SAMPLE, zercher]).match?.name).toBe('Zercher Squat');
    expect(findExercise(message, LIBRARY_SAMPLE).match).toBeNull();
  });
});
