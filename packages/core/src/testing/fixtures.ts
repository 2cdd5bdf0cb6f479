import type { User } from '../schemas/index.js';

/** A stored user as the API returns it (no token): core's tests change only the fields they are about. */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'user-1',
  first_name: 'Sam',
  email: 'sam@example.com',
  age: 30,
  sex: null,
  height_cm: 180,
  weight_kg: 80,
  primary_goal: 'weight_loss',
  timeline_weeks: 12,
  days_per_week: 3,
  equipment_list: [],
  injuries: null,
  coach_tone: 'motivational',
  plan_style: 'strength',
  avatar_greeting_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
