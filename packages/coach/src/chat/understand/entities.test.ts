import { describe, expect, it } from 'vitest';
import { entitiesOf, maskedWords } from './entities.js';

describe('entities of a message', () => {
  it.each([
    'Is squatting bad for my knees?',
    'Are squats bad for my knees?',
    'Is the squat bad for my knees?',
    'are sqauts bad for my knees',
    'goblet squats',
  ])('"%s" names the squat', (message) => {
    expect(entitiesOf(message).lift?.key).toBe('squat');
  });

  it.each([
    ['deadlifting', 'deadlift'],
    ['rdls', 'deadlift'],
    ['benching', 'bench'],
    ['pullups', 'pull_up'],
    ['chin ups', 'pull_up'],
    ['bulgarian split squats', 'lunge'],
    ['lunging', 'lunge'],
    ['press ups', 'push_up'],
    ['ohp', 'overhead_press'],
    ['rowing', 'row'],
  ])('"%s" names the %s family', (message, key) => {
    expect(entitiesOf(message).lift?.key).toBe(key);
  });

  it('finds the body part, but not in "back squat" or "back day"', () => {
    expect(entitiesOf('my lower back hurts').area).toBe('lower_back');
    expect(entitiesOf('sore knees after running').area).toBe('knee');
    expect(entitiesOf('how do I back squat').area).toBeNull();
    expect(entitiesOf('what is on back day').area).toBeNull();
  });

  it('finds times and quantities', () => {
    expect(entitiesOf('what did I do last week?').time).toEqual({ kind: 'last_week' });
    expect(entitiesOf('and tomorrow?').time).toEqual({ kind: 'tomorrow' });
    expect(entitiesOf('what is on friday').time).toEqual({ kind: 'weekday', weekday: 5 });
    expect(entitiesOf('is 90 seconds rest enough').quantity).toEqual({ value: 90, unit: 's' });
    expect(entitiesOf('I lifted 100 kg').quantity).toEqual({ value: 100, unit: 'kg' });
  });

  it('masks entities so the model reads the shape of the question', () => {
    expect(maskedWords('is squatting bad for my knees')).toEqual(['is', 'LIFT', 'bad', 'for', 'my', 'PART']);
    expect(maskedWords('are deadlifts bad for my lower back')).toEqual(['are', 'LIFT', 'bad', 'for', 'my', 'PART']);
  });
});
