import { describe, expect, it } from 'vitest';
import type { User } from '../schemas/index.js';
import { profileDraftFrom } from '../view-models/forms.js';
import { profileEdit } from './profile-edit.js';

const user: User = {
  id: 'u1',
  first_name: 'Ada',
  email: 'ada@example.com',
  age: 34,
  sex: 'female',
  height_cm: 170,
  weight_kg: 64,
  primary_goal: 'strength',
  timeline_weeks: 12,
  days_per_week: 3,
  equipment_list: ['dumbbells'],
  injuries: 'Sore left knee',
  coach_tone: 'motivational',
  plan_style: 'strength',
  units: 'kg',
  experience: null,
  avatar_greeting_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('profileEdit', () => {
  it('Given an untouched draft, When checked, Then nothing changes', () => {
    expect(profileEdit(user, profileDraftFrom(user))).toEqual({ ok: true, value: {} });
  });

  it('Given a new goal, days and equipment, When checked, Then only those are sent, as the schema shapes them', () => {
    const draft = {
      ...profileDraftFrom(user),
      primary_goal: 'muscle',
      injuries: ' Sore left knee ',
      equipment_list: ['dumbbells', 'bench'],
      days_per_week: '5',
    };
    expect(profileEdit(user, draft)).toEqual({
      ok: true,
      value: { primary_goal: 'muscle', equipment_list: ['dumbbells', 'bench'], days_per_week: 5 },
    });
  });

  it('Given sex set to prefer not to say and injuries emptied, When checked, Then both are cleared to null', () => {
    expect(profileEdit(user, { ...profileDraftFrom(user), sex: '', injuries: ' ' })).toEqual({
      ok: true,
      value: { sex: null, injuries: null },
    });
  });

  it('Given blanks and out-of-range numbers, When checked, Then each field says why, and a blank number says it is required', () => {
    const result = profileEdit(user, {
      ...profileDraftFrom(user),
      first_name: ' ',
      age: '',
      height_cm: ' ',
      days_per_week: '9',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        first_name: 'First name is required',
        age: 'Age is required',
        height_cm: 'Height is required',
        days_per_week: 'Days per week must be between 1 and 7',
      },
    });
  });
});
