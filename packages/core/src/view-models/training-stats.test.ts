import { describe, expect, it } from 'vitest';
import { aTrainingSet } from '../testing/index.js';
import { bestSetsByReps, trainingStreak, weekOf, weeklyVolume } from './training-stats.js';

const at = (day: string) => `${day}T08:00:00.000Z`;

describe('training stats', () => {
  it('Given squats by several names, When best sets are read, Then the heaviest load per rep count, warm-ups aside', () => {
    const sets = [
      aTrainingSet('a', { exercise_name: 'Squat (Barbell)', reps: 5, load_kg: 100, performed_at: at('2026-11-02') }),
      aTrainingSet('b', { exercise_name: 'squat', reps: 5, load_kg: 105, performed_at: at('2026-11-09') }),
      aTrainingSet('c', { exercise_name: 'Back Squat', reps: 3, load_kg: 110, performed_at: at('2026-11-09') }),
      aTrainingSet('d', {
        exercise_name: 'squat',
        reps: 1,
        load_kg: 140,
        set_type: 'warmup',
        performed_at: at('2026-11-09'),
      }),
      aTrainingSet('e', { exercise_name: 'Front Squat', reps: 1, load_kg: 90, performed_at: at('2026-11-09') }),
    ];
    expect(bestSetsByReps(sets, 'Back Squat')).toEqual([
      { reps: 3, load_kg: 110, performed_at: at('2026-11-09') },
      { reps: 5, load_kg: 105, performed_at: at('2026-11-09') },
    ]);
  });

  it('Given sets over two weeks, When weekly volume is read, Then working sets per muscle per week (Monday weeks)', () => {
    const muscles = (name: string) => (name === 'squat' ? ['quadriceps', 'glutes'] : ['chest']);
    const sets = [
      aTrainingSet('a', { performed_at: at('2026-11-16') }),
      aTrainingSet('b', { performed_at: at('2026-11-22') }),
      aTrainingSet('c', { exercise_name: 'bench', performed_at: at('2026-11-23') }),
      aTrainingSet('d', { set_type: 'warmup', performed_at: at('2026-11-23') }),
    ];
    expect(weekOf(at('2026-11-22'))).toBe('2026-11-16');
    expect(weeklyVolume(sets, muscles)).toEqual([
      { week: '2026-11-16', sets: { quadriceps: 2, glutes: 2 } },
      { week: '2026-11-23', sets: { chest: 1 } },
    ]);
  });

  it('Given training weeks with a gap, When the streak is read, Then weeks in a row up to now and the longest run', () => {
    const sets = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-11-09', '2026-11-16'].map((day) => ({
      performed_at: at(day),
    }));
    // This week (Nov 23) has nothing yet: the streak runs to last week.
    expect(trainingStreak(sets, new Date('2026-11-26T07:00:00Z'))).toEqual({ current_weeks: 2, longest_weeks: 3 });
    expect(trainingStreak(sets, new Date('2026-12-10T07:00:00Z'))).toEqual({ current_weeks: 0, longest_weeks: 3 });
    expect(trainingStreak([], new Date())).toEqual({ current_weeks: 0, longest_weeks: 0 });
  });
});
