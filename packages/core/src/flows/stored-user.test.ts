import { describe, expect, it } from 'vitest';
import type { User } from '../schemas/index.js';
import { StoredUserSchema, storedUserFrom } from './stored-user.js';

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
  equipment_list: [],
  injuries: null,
  coach_tone: 'motivational',
  plan_style: 'strength',
  avatar_greeting_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('storedUserFrom', () => {
  it("Given a sign-up answer with its sign-in key and token, When kept, Then the key is dropped, this device's token and what is known are kept", () => {
    const record = storedUserFrom({ ...user, token: 'old', sign_in_key: 'sk_secret' }, 't2', { has_password: false });
    expect(record).toEqual({ ...user, token: 't2', has_password: false });
    expect(JSON.stringify(record)).not.toContain('sk_secret');
    expect(StoredUserSchema.parse(record)).toEqual(record);
  });

  it('Given a record without a token, When read through the schema, Then it is refused', () => {
    expect(StoredUserSchema.safeParse(user).success).toBe(false);
    expect(StoredUserSchema.safeParse({ ...user, token: 't1' }).success).toBe(true);
  });
});
