import { describe, expect, it } from 'vitest';
import type { User } from '../schemas/index.js';
import { changesPlan, profileChanges, validateProfileUpdate } from './profile.js';

const user: User = {
  id: 'u1',
  first_name: 'Ada',
  email: 'ada@example.com',
  age: 34,
  sex: null,
  height_cm: 170,
  weight_kg: 64,
  primary_goal: 'strength',
  timeline_weeks: 12,
  days_per_week: 3,
  equipment_list: ['barbell'],
  injuries: null,
  coach_tone: 'motivational',
  plan_style: 'strength',
  units: 'kg',
  experience: null,
  avatar_greeting_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('profile rules', () => {
  it('Given typed strings, When validated, Then numbers become integers and only given fields are kept', () => {
    expect(
      validateProfileUpdate({ days_per_week: '4', weight_kg: '80.4', equipment_list: ['Barbell', 'bench'] }),
    ).toEqual({
      ok: true,
      value: { days_per_week: 4, weight_kg: 80, equipment_list: ['barbell', 'bench'] },
    });
  });

  it('Given bad values, When validated, Then each field gets its message', () => {
    const result = validateProfileUpdate({ days_per_week: '9', primary_goal: 'fame', age: 'old' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.days_per_week).toBe('Days per week must be between 1 and 7');
    expect(result.errors.primary_goal).toMatch('Goal must be one of');
    expect(result.errors.age).toBe('Age must be a whole number');
  });

  it('Given nothing to change, When validated, Then it says so', () => {
    expect(validateProfileUpdate({})).toEqual({ ok: false, errors: { _: 'Change at least one field' } });
  });

  it('Given an empty injuries text, When validated, Then it clears them', () => {
    expect(validateProfileUpdate({ injuries: '' })).toEqual({ ok: true, value: { injuries: null } });
  });

  it('Given an update, When compared with the user, Then only changes remain and plan inputs are recognised', () => {
    const changes = profileChanges(user, {
      first_name: 'Ada',
      equipment_list: ['barbell'],
      days_per_week: 4,
      coach_tone: 'calm',
    });
    expect(changes).toEqual({ days_per_week: 4, coach_tone: 'calm' });
    expect(changesPlan(changes)).toBe(true);
    expect(changesPlan({ coach_tone: 'calm' })).toBe(false);
  });
});
