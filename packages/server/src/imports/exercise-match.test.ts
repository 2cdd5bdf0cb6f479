import { describe, expect, it } from 'vitest';
import { officialExercises } from '@spotter/coach/library';
import { ExerciseMatcher } from './exercise-match.js';

const matcher = new ExerciseMatcher(officialExercises());

describe('exercise names of other apps matched to the library', () => {
  it.each([
    ['Squat (Barbell)', 'Back Squat'],
    ['Bench Press (Barbell)', 'Barbell Bench Press'],
    ['Bench Press (Dumbbell)', 'Dumbbell Bench Press'],
    ['Deadlift (Barbell)', 'Conventional Deadlift'],
    ['Romanian Deadlift (Barbell)', 'Barbell Romanian Deadlift'],
    ['Overhead Press (Barbell)', 'Overhead Press'],
    ['Lat Pulldown (Cable)', 'Lat Pulldown'],
    ['Seated Row (Cable)', 'Seated Cable Row'],
    ['Pull Up', 'Pull-Up'],
    ['pull-ups', 'Pull-Up'],
    ['  CHIN UP ', 'Chin-Up'],
    ['Flat Barbell Bench Press', 'Barbell Bench Press'],
    ['Bench Press, Close Grip', 'Close-Grip Bench Press'],
    ['Hip Thrust (Barbell)', 'Barbell Hip Thrust'],
    ['Dips', 'Parallel Bar Dip'],
  ])('Given %j, When matched, Then it is the library exercise %j', (name, expected) => {
    expect(matcher.match(name)).toEqual({ kind: 'matched', name: expected });
  });

  it('Given a name several library exercises share, When matched, Then it is ambiguous with the candidates', () => {
    expect(matcher.match('Romanian Deadlift')).toEqual({
      kind: 'ambiguous',
      name: 'Romanian Deadlift',
      candidates: ['Barbell Romanian Deadlift', 'Dumbbell Romanian Deadlift'],
    });
  });

  it('Given a suffix naming other equipment than the library exercise, When matched, Then it is not that exercise', () => {
    expect(matcher.match('Face Pull (Cable)')).toEqual({ kind: 'new', name: 'Face Pull (Cable)' });
  });

  it.each(['Bicep Curl (Dumbbell)', 'Running', 'Tricep Pushdown (Cable)'])(
    "Given %j, When matched, Then it is the lifter's own",
    (name) => {
      expect(matcher.match(name)).toEqual({ kind: 'new', name });
    },
  );
});
