import type { CoachContext, CoachProfile } from '../chat/types.js';
import { LIBRARY_SAMPLE } from './library-sample.js';

/** Monday 9 March 2026, 09:00 local time. */
export const MONDAY = new Date(2026, 2, 9, 9, 0, 0);

export const PLAN_TEXT = [
  'Strength plan: 3 days a week for 12 weeks',
  'Day 1: Lower body',
  '- Goblet Squat 3x10',
  '- Dumbbell Romanian Deadlift 3x8',
  'Day 2: Upper push',
  '- Dumbbell Bench Press 4x8',
  'Day 3: Pull',
  '- One-Arm Dumbbell Row 3x10',
].join('\n');

/** A user with a plan, two personal bests and a squat video with one major fault. */
export function fullContext(profile: Partial<CoachProfile> = {}): CoachContext {
  return {
    profile: {
      first_name: 'Sam',
      primary_goal: 'strength',
      days_per_week: 3,
      timeline_weeks: 12,
      injuries: null,
      coach_tone: 'motivational',
      equipment_list: ['dumbbells', 'bench'],
      age: 34,
      weight_kg: 80,
      ...profile,
    },
    latestPlan: { plan_text: PLAN_TEXT, details: null },
    personalBests: [
      { exercise_name: 'squat', value: 12, unit: 'reps', achieved_at: '2026-03-01T10:00:00Z' },
      { exercise_name: 'push_up', value: 25, unit: 'reps', achieved_at: '2026-03-04T10:00:00Z' },
    ],
    latestFeedback: {
      exercise_name: 'squat',
      notes: 'Counted 8 reps. Your knees caved inward on reps 3-5.',
      analysis: {
        exercise: 'squat',
        reps: 8,
        confidence: 0.81,
        person_detected: true,
        visibility: 0.9,
        view: 'side',
        duration_sec: 20,
        frames_analyzed: 200,
        rep_details: [],
        faults: [
          {
            code: 'knee_valgus',
            message: 'Your knees caved inward on reps 3-5.',
            cue: 'Push your knees out over your toes.',
            severity: 'major',
            rep: 3,
            time_sec: 4,
          },
        ],
        strengths: ['consistent depth'],
        limitation: null,
      },
      created_at: '2026-03-05T10:00:00Z',
    },
    exercises: LIBRARY_SAMPLE,
  };
}

/** A brand-new user: no plan, no personal bests, no video yet. */
export function emptyContext(profile: Partial<CoachProfile> = {}): CoachContext {
  return { ...fullContext(profile), latestPlan: null, personalBests: [], latestFeedback: null };
}
