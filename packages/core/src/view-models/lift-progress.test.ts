import { describe, expect, it } from 'vitest';
import { liftProgress, liftProgressLine, type ProgressSet } from './lift-progress.js';

const set = (
  exercise_name: string,
  performed_at: string,
  reps: number | null,
  load_kg: number | null,
): ProgressSet => ({ exercise_name, performed_at, reps, load_kg });

describe('liftProgress', () => {
  it('Given sets of two lifts over days, When summed, Then each day has its volume, heaviest load and best Epley e1RM, oldest day first', () => {
    const lifts = liftProgress([
      set('squat', '2026-11-20T10:05:00Z', 5, 100),
      set('squat', '2026-11-20T10:00:00Z', 3, 110),
      set('squat', '2026-11-13T10:00:00Z', 5, 95),
      set('plank', '2026-11-10T09:00:00Z', null, null),
      set('squat', '2026-11-13T10:10:00Z', 15, 60),
    ]);
    expect(lifts.map((lift) => lift.exercise)).toEqual(['squat', 'plank']);
    expect(lifts[0]!.days).toEqual([
      // 5 × 95 + 15 × 60; 15 reps are past the estimate's range, so 95 × (1 + 5/30) is the day's best.
      { date: '2026-11-13', sets: 2, reps: 20, volume_kg: 1375, best_e1rm_kg: 110.8, heaviest_kg: 95 },
      // 110 × 1.1 = 121 beats 100 × 1.1667 = 116.7.
      { date: '2026-11-20', sets: 2, reps: 8, volume_kg: 830, best_e1rm_kg: 121, heaviest_kg: 110 },
    ]);
    expect(lifts[1]!.days).toEqual([
      { date: '2026-11-10', sets: 1, reps: 0, volume_kg: 0, best_e1rm_kg: null, heaviest_kg: null },
    ]);
  });

  it('Given a lift with loads and one without, When told in a line, Then e1RM and volume trends, or reps, are said', () => {
    const [squat, pushUp] = liftProgress([
      set('squat', '2026-11-20T10:00:00Z', 3, 110),
      set('squat', '2026-11-13T10:00:00Z', 5, 95),
      set('push_up', '2026-11-01T10:00:00Z', 12, null),
    ]);
    expect(liftProgressLine(squat!)).toBe(
      'Squat: 2 days from 2026-11-13 to 2026-11-20; e1RM 110.8 kg → 121 kg (best 121 kg); volume 475 kg → 330 kg a day.',
    );
    expect(liftProgressLine(pushUp!)).toBe('Push Up: 1 day on 2026-11-01; reps 12 → 12 a day.');
  });
});
