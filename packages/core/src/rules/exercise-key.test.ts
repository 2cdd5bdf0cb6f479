import { describe, expect, it } from 'vitest';
import { equipmentOf, exerciseKey, loadIncrement, reportsPain, sameExercise } from './exercise-key.js';

describe('exerciseKey', () => {
  it.each([
    ['Squat (Barbell)', 'Back Squat'],
    ['squat', 'Back Squat'],
    ['Bench Press (Barbell)', 'Barbell Bench Press'],
    ['bench_press', 'Bench Press'],
    ['Deadlift (Barbell)', 'Conventional Deadlift'],
    ['Pull Ups', 'Pull-Up'],
    ['  overhead press ', 'Overhead Press (Barbell)'],
    // As the API and the coach name lifts ('_' between words), and as people type them for a personal best.
    ['Bench press', 'bench_press'],
    ['Back_Squat', 'back squat'],
    ['pull-up', 'pull_up'],
    ['Push Up', 'push_up'],
    ['OVERHEAD-PRESS', 'overhead_press'],
  ])('Given %s and %s, When keyed, Then they are the same lift', (a, b) => {
    expect(sameExercise(a, b)).toBe(true);
  });

  it('Given the same lift on other equipment, When keyed, Then they differ', () => {
    expect(sameExercise('Bench Press (Dumbbell)', 'Barbell Bench Press')).toBe(false);
    expect(exerciseKey('Bench Press (Dumbbell)')).toBe('bench dumbbell press');
    expect(sameExercise('Front Squat', 'Back Squat')).toBe(false);
  });
});

describe('equipment and increments', () => {
  it.each([
    ['squat', [], 'barbell'],
    ['Goblet Squat', ['dumbbells'], 'dumbbell'],
    ['Lat Pulldown', ['cable machine'], 'cable'],
    ['Leg Press', [], 'machine'],
    ['Russian Kettlebell Swing', ['kettlebells'], 'kettlebell'],
    ['Deadlift', [], 'barbell'],
    ['Push-Up', ['bodyweight'], 'bodyweight'],
  ])('Given %s with %j, When read, Then %s', (name, equipment, kind) => {
    expect(equipmentOf(name, equipment)).toBe(kind);
  });

  it('Given the barbell, When stepping, Then legs move in 5 kg / 10 lb and the upper body in 2.5 kg / 5 lb', () => {
    expect([loadIncrement('barbell', true, 'kg'), loadIncrement('barbell', false, 'kg')]).toEqual([5, 2.5]);
    expect([loadIncrement('barbell', true, 'lb'), loadIncrement('barbell', false, 'lb')]).toEqual([10, 5]);
    expect(loadIncrement('dumbbell', false, 'kg')).toBe(2);
  });
});

describe('reportsPain', () => {
  it.each([
    ['my knee hurts when I squat', true],
    ['I tweaked my lower back on deadlifts', true],
    ['sharp pain in my shoulder', true],
    ['legs are sore after yesterday', false],
    ['squats felt great, no pain at all', false],
    ['what is my workout today?', false],
  ])('Given "%s", When read, Then pain: %s', (message, pain) => {
    expect(reportsPain(message)).toBe(pain);
  });
});
