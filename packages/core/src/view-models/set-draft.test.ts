import { describe, expect, it } from 'vitest';
import { parseSetDraft, setDraftOf } from './set-draft.js';

const planned = { reps: 8, duration_sec: null, load_kg: 60, set_type: 'working' as const };

describe('the set form', () => {
  it('shows a planned set in the user units and reads it back in kg', () => {
    const draft = setDraftOf(planned, 'kg');
    expect(draft).toEqual({ amount: '8', timed: false, load: '60', rpe: '', rir: '', set_type: 'working', note: '' });
    expect(parseSetDraft({ ...draft, rpe: '8.5', note: ' felt quick ' }, 'kg')).toEqual({
      ok: true,
      value: { reps: 8, duration_sec: null, load_kg: 60, rpe: 8.5, rir: null, set_type: 'working', note: 'felt quick' },
    });
  });

  it('types pounds and keeps kilograms', () => {
    const draft = setDraftOf({ ...planned, load_kg: 102.0582 }, 'lb');
    expect(draft.load).toBe('225');
    const parsed = parseSetDraft({ ...draft, load: '225' }, 'lb');
    expect(parsed.ok && parsed.value.load_kg).toBeCloseTo(102.058, 3);
  });

  it('takes a timed set in seconds and an empty or zero load as bodyweight', () => {
    const draft = setDraftOf({ reps: null, duration_sec: 45, load_kg: null, set_type: 'working' }, 'kg');
    expect(draft).toMatchObject({ amount: '45', timed: true, load: '' });
    expect(parseSetDraft({ ...draft, load: '0' }, 'kg')).toMatchObject({
      ok: true,
      value: { reps: null, duration_sec: 45, load_kg: null },
    });
  });

  it('says what is wrong with each field', () => {
    const result = parseSetDraft(
      { amount: '8.5', timed: false, load: '-5', rpe: '11', rir: '-1', set_type: 'working', note: '' },
      'kg',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        amount: 'Reps must be a whole number from 0 to 1000',
        load: 'Load must be a number of kg, 0 or more',
        rpe: 'RPE goes from 6 to 10 in half steps',
        rir: 'RIR must be a whole number from 0 to 10',
      },
    });
    expect(parseSetDraft({ ...setDraftOf(planned, 'kg'), amount: '' }, 'kg')).toEqual({
      ok: false,
      errors: { amount: 'Reps are needed' },
    });
  });
});
