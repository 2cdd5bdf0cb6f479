import { describe, it, expect } from 'vitest';
import { validateChatMessage, validateContribution, validateLoad, validateScan, validateUpload } from './actions.js';

const video = { name: 'set.mp4' };

describe('validateUpload', () => {
  it('Given neither a file nor an exercise, When validated, Then it asks for both', () => {
    expect(validateUpload({})).toEqual({ ok: false, errors: { _: 'Please select a file and exercise name' } });
  });

  it('Given a file but no exercise, When validated, Then it asks for both', () => {
    expect(validateUpload({ file: video, exerciseName: '' })).toEqual({
      ok: false,
      errors: { _: 'Please select a file and exercise name' },
    });
  });

  it('Given an exercise but no file, When validated, Then it asks for both', () => {
    expect(validateUpload({ file: null, exerciseName: 'squat' })).toEqual({
      ok: false,
      errors: { _: 'Please select a file and exercise name' },
    });
  });

  it('Given an exercise the coach cannot analyse, When validated, Then exercise_name lists the choices', () => {
    const result = validateUpload({ file: video, exerciseName: 'zumba' });
    expect(result).toEqual({
      ok: false,
      errors: {
        exercise_name:
          'Exercise must be one of: squat, deadlift, bench_press, pull_up, push_up, overhead_press, row, lunge or auto',
      },
    });
  });

  it("Given a file and 'auto', When validated, Then the coach is left to recognise the lift", () => {
    expect(validateUpload({ file: video, exerciseName: 'auto' })).toEqual({
      ok: true,
      value: { file: video, exerciseName: 'auto' },
    });
  });

  it('Given a file and a known exercise, When validated, Then both are returned unchanged', () => {
    expect(validateUpload({ file: video, exerciseName: 'bench_press' })).toEqual({
      ok: true,
      value: { file: video, exerciseName: 'bench_press' },
    });
  });

  it('Given a load typed in the form, When validated, Then it is a number of kg; blank is no load', () => {
    expect(validateUpload({ file: video, exerciseName: 'squat', loadKg: ' 102.5 ' })).toEqual({
      ok: true,
      value: { file: video, exerciseName: 'squat', loadKg: 102.5 },
    });
    expect(validateUpload({ file: video, exerciseName: 'squat', loadKg: 60 })).toEqual({
      ok: true,
      value: { file: video, exerciseName: 'squat', loadKg: 60 },
    });
    const blank = validateUpload({ file: video, exerciseName: 'squat', loadKg: '  ' });
    expect(blank.ok && 'loadKg' in blank.value).toBe(false);
  });

  it('Given a load that is not a number, 0 or above 1000 kg, When validated, Then load_kg has the message', () => {
    expect(validateUpload({ file: video, exerciseName: 'squat', loadKg: 'heavy' })).toEqual({
      ok: false,
      errors: { load_kg: 'Load must be a number of kilograms' },
    });
    expect(validateUpload({ file: video, exerciseName: 'squat', loadKg: '0' })).toEqual({
      ok: false,
      errors: { load_kg: 'Load must be greater than 0' },
    });
    expect(validateUpload({ file: video, exerciseName: 'squat', loadKg: '1200' })).toEqual({
      ok: false,
      errors: { load_kg: 'Load is at most 1000 kg' },
    });
  });
});

describe('validateScan', () => {
  it('Given no image, When validated, Then it asks for an image', () => {
    expect(validateScan({})).toEqual({ ok: false, errors: { _: 'Please select an image' } });
    expect(validateScan({ file: null })).toEqual({ ok: false, errors: { _: 'Please select an image' } });
  });

  it('Given an image, When validated, Then it is returned', () => {
    const image = { name: 'rack.jpg' };
    expect(validateScan({ file: image })).toEqual({ ok: true, value: { file: image } });
  });
});

describe('validateContribution', () => {
  const user = { id: 'user-1' };

  it('Given no current user, When validated, Then it asks to log in', () => {
    expect(validateContribution({ name: 'Goblet Squat', primary_cues: 'Chest up' }, null)).toEqual({
      ok: false,
      errors: { _: 'Please log in to add exercises' },
    });
    expect(validateContribution({ name: 'Goblet Squat', primary_cues: 'Chest up' }, undefined).ok).toBe(false);
  });

  it('Given a blank name and blank cues, When validated, Then both are required', () => {
    expect(validateContribution({ name: '  ', primary_cues: '' }, user)).toEqual({
      ok: false,
      errors: { name: 'Name is required', primary_cues: 'Primary cues are required' },
    });
  });

  it('Given name and cues only, When validated, Then difficulty defaults to intermediate and lists to empty', () => {
    const result = validateContribution(
      { name: ' Goblet Squat ', primary_cues: ' Chest up, sit between the heels ' },
      user,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        user_id: 'user-1',
        name: 'Goblet Squat',
        category: 'strength',
        equipment_tags: [],
        primary_cues: 'Chest up, sit between the heels',
        difficulty_level: 'intermediate',
        muscle_groups: [],
      },
    });
  });

  it('Given messy equipment and muscle lists, When validated, Then they are trimmed, lower-cased and de-duplicated', () => {
    const result = validateContribution(
      {
        name: 'Goblet Squat',
        primary_cues: 'Chest up',
        equipment_tags: [' Dumbbells', 'dumbbells', 'Kettlebells '],
        muscle_groups: ['Quads', ' GLUTES', 'quads'],
      },
      user,
    );
    expect(result.ok && result.value.equipment_tags).toEqual(['dumbbells', 'kettlebells']);
    expect(result.ok && result.value.muscle_groups).toEqual(['quads', 'glutes']);
  });

  it('Given a user_id in the input, When validated, Then the current user id wins', () => {
    const result = validateContribution(
      { name: 'Row', primary_cues: 'Pull to the hip', user_id: 'someone-else' },
      user,
    );
    expect(result.ok && result.value.user_id).toBe('user-1');
  });

  it('Given an unknown difficulty, When validated, Then difficulty_level lists the levels', () => {
    const result = validateContribution(
      { name: 'Row', primary_cues: 'Pull', difficulty_level: 'expert' as 'advanced' },
      user,
    );
    expect(result).toEqual({
      ok: false,
      errors: { difficulty_level: 'Difficulty must be one of: beginner, intermediate, advanced' },
    });
  });
});

describe('validateChatMessage', () => {
  it('Given a blank or whitespace-only message, When validated, Then there is nothing to send', () => {
    expect(validateChatMessage('')).toBeNull();
    expect(validateChatMessage('   \n\t ')).toBeNull();
  });

  it('Given a message with surrounding spaces, When validated, Then the trimmed text is sent', () => {
    expect(validateChatMessage('  How deep should I squat?  ')).toEqual({
      ok: true,
      value: 'How deep should I squat?',
    });
  });

  it('Given exactly 2000 characters, When validated, Then it is accepted', () => {
    expect(validateChatMessage('a'.repeat(2000))).toEqual({ ok: true, value: 'a'.repeat(2000) });
  });

  it('Given more than 2000 characters, When validated, Then it is an error', () => {
    const result = validateChatMessage('a'.repeat(2001));
    expect(result).toEqual({ ok: false, errors: { _: 'Message is at most 2000 characters' } });
  });
});

describe('validateLoad', () => {
  it('Given a flag or field value, When checked, Then kilograms, none for blank, or the load_kg message', () => {
    expect(validateLoad('60')).toEqual({ ok: true, value: 60 });
    expect(validateLoad(undefined)).toEqual({ ok: true, value: undefined });
    expect(validateLoad('')).toEqual({ ok: true, value: undefined });
    expect(validateLoad(' 62.5 ')).toEqual({ ok: true, value: 62.5 });
    expect(validateLoad('1200')).toEqual({ ok: false, errors: { load_kg: 'Load is at most 1000 kg' } });
    // Only plain decimal: what Number() would read as 100000, 16 or Infinity is not a load someone typed.
    for (const notDecimal of ['1e5', '0x10', 'Infinity', '1_000', '6 0']) {
      expect(validateLoad(notDecimal), notDecimal).toEqual({
        ok: false,
        errors: { load_kg: 'Load must be a number of kilograms' },
      });
    }
    expect(validateLoad('60kg')).toEqual({ ok: false, errors: { load_kg: 'Load must be a number of kilograms' } });
  });
});
