import type { User } from '../schemas/index.js';

/**
 * A stored user as the API returns it (no token), the one the tests of core, the web and the CLI share
 * (`@spotter/core/testing`): each changes only the fields it is about.
 */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  first_name: 'Ada',
  email: 'ada@example.com',
  age: 34,
  sex: 'female',
  height_cm: 170,
  weight_kg: 64,
  primary_goal: 'weight_loss',
  timeline_weeks: 12,
  days_per_week: 4,
  equipment_list: ['dumbbells'],
  injuries: null,
  coach_tone: 'motivational',
  plan_style: 'strength',
  avatar_greeting_url: null,
  created_at: '2025-03-01T09:30:00.000Z',
  ...overrides,
});
