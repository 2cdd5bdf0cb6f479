import type { TrainingSet, User } from '../schemas/index.js';

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
  units: 'kg',
  coach_tone: 'motivational',
  plan_style: 'strength',
  experience: null,
  avatar_greeting_url: null,
  created_at: '2025-03-01T09:30:00.000Z',
  ...overrides,
});

/** A set of the training log as the API returns it: a filmed squat unless the test says otherwise. */
export const aTrainingSet = (id: string, overrides: Partial<TrainingSet> = {}): TrainingSet => ({
  id,
  exercise_name: 'squat',
  reps: 5,
  duration_sec: null,
  distance_m: null,
  load_kg: 100,
  rpe: null,
  rir: null,
  set_type: 'working',
  note: null,
  performed_at: '2026-11-20T08:00:00.000Z',
  workout_id: null,
  source: 'video',
  client_id: null,
  coach_reps: 5,
  media_id: id,
  faults: [],
  processed_url: `/api/media/${id}.mp4?exp=1&sig=x`,
  rep_times: [],
  ...overrides,
});
