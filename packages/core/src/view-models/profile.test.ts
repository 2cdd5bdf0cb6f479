import { describe, expect, it } from 'vitest';
import { profileRows } from './profile.js';

describe('profileRows', () => {
  it('Given a user, When shown, Then every field has a label and a readable value', () => {
    const rows = profileRows({
      id: 'u1',
      first_name: 'Ada',
      email: 'ada@example.com',
      age: 34,
      sex: null,
      height_cm: 170,
      weight_kg: 64,
      primary_goal: 'weight_loss',
      timeline_weeks: 8,
      days_per_week: 4,
      equipment_list: ['pull-up bar'],
      injuries: null,
      coach_tone: 'calm',
      plan_style: 'balanced',
      units: 'kg',
      experience: null,
      avatar_greeting_url: null,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toEqual({
      'First name': 'Ada',
      Email: 'ada@example.com',
      Age: '34',
      Height: '170 cm',
      Weight: '64 kg',
      Sex: 'not set',
      Experience: 'not set',
      'Primary goal': 'Weight Loss',
      Timeline: '8 weeks',
      'Days per week': '4',
      Equipment: 'Pull-Up Bar',
      Injuries: 'none',
      'Coach tone': 'Calm',
      'Plan style': 'Balanced',
      Units: 'kg (kilograms)',
    });
  });
});
