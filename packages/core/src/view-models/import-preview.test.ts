import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../schemas/index.js';
import { importPreview } from './import-preview.js';

const result = (overrides: Partial<ImportResult> = {}): ImportResult => ({
  format: 'strong',
  layout: 'strong, current',
  dry_run: true,
  workouts: 3,
  sets: 10,
  duplicates: 2,
  rows: 12,
  date_range: { first: '2024-01-05', last: '2024-01-09' },
  exercises_matched: 1,
  exercises_new: 1,
  exercises_ambiguous: 1,
  exercises: [
    { name: 'Bench Press (Barbell)', status: 'matched', matched_to: 'Barbell Bench Press', candidates: [], sets: 4 },
    { name: 'Running', status: 'new', matched_to: null, candidates: [], sets: 1 },
    {
      name: 'Romanian Deadlift',
      status: 'ambiguous',
      matched_to: null,
      candidates: ['Barbell Romanian Deadlift', 'Dumbbell Romanian Deadlift'],
      sets: 1,
    },
  ],
  units: {
    used: null,
    source: 'unknown',
    reason: 'the file does not say: pass units=kg or units=lb',
    readings: [{ units: 'kg', heaviest_exercise: 'Squat', heaviest_load_kg: 100, volume_kg: 5000 }],
  },
  skipped: [{ line: 5, reason: 'a rest timer, not a set' }],
  skipped_count: 3,
  ...overrides,
});

describe('an import in words', () => {
  it('Given a dry run, When shown, Then it says what would be added, new and ambiguous exercises, the units question and skipped lines', () => {
    expect(importPreview(result())).toEqual({
      title: 'Strong export, 2024-01-05 to 2024-01-09 (strong, current)',
      counts: 'Would add 10 sets in 3 workouts; 2 sets already in your log',
      exercises: [
        '1 exercise matched to the library',
        '1 new exercise of your own: Running',
        '"Romanian Deadlift" could be Barbell Romanian Deadlift or Dumbbell Romanian Deadlift: kept as your own',
      ],
      units: {
        line: 'Units: the file does not say: pass units=kg or units=lb',
        question: true,
        readings: ['as kg: heaviest Squat 100 kg, volume 5000 kg'],
      },
      skipped: ['line 5: a rest timer, not a set', '… and 2 more'],
    });
  });

  it('Given an import, When shown, Then it says what was added and the units used', () => {
    const view = importPreview(
      result({
        dry_run: false,
        duplicates: 0,
        units: { used: 'kg', source: 'file', reason: 'the file says the unit of its loads', readings: [] },
      }),
    );
    expect(view.counts).toBe('Added 10 sets in 3 workouts');
    expect(view.units).toEqual({
      line: 'Loads in kg: the file says the unit of its loads',
      question: false,
      readings: [],
    });
  });
});
