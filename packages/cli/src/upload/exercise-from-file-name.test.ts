import { describe, expect, it } from 'vitest';
import { exerciseFromFileName, exerciseMatches } from './exercise-from-file-name.js';

describe('exerciseFromFileName', () => {
  it.each([
    ['squat_0412.mp4', 'squat'],
    ['Push-Up set 2.mov', 'push_up'],
    ['bench-press.mp4', 'bench_press'],
    ['videos/2024/deadlifts_heavy.MP4', 'deadlift'],
    ['pullups.webm', 'pull_up'],
    ['Overhead Press 5x5.mkv', 'overhead_press'],
    ['ohp-top-set.mp4', 'overhead_press'],
    ['walking lunges.mov', 'lunge'],
    ['rows.mp4', 'row'],
    ['dumbbell_row_on_bench.mp4', 'row'],
  ])('Given %s, When read, Then it is %s', (name, exercise) => {
    expect(exerciseFromFileName(name)).toBe(exercise);
  });

  it.each(['IMG_0412.mp4', 'arrow.mp4', 'squatting.mp4', 'press.mp4', 'my-workout.mov'])('Given %s, which names no exercise, When read, Then null', (name) => {
    expect(exerciseFromFileName(name)).toBeNull();
  });

  it('Given a name with two exercises, When read, Then it is ambiguous (null) and both are reported', () => {
    expect(exerciseFromFileName('squat then row.mp4')).toBeNull();
    expect(exerciseMatches('squat then row.mp4')).toEqual(['squat', 'row']);
  });
});
