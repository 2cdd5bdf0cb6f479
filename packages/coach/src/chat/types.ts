import type { CoachTone, Goal } from '@spotter/core/constants';

/** What the coach knows about the user; the server builds it from the stored records. */
export interface CoachProfile {
  first_name: string;
  primary_goal: Goal | string;
  days_per_week: number;
  timeline_weeks: number;
  injuries: string | null;
  coach_tone: CoachTone | string;
  equipment_list: string[];
  age: number;
  /** Optional: lets nutrition answers turn g/kg guidance into grams. */
  weight_kg?: number | null;
}

export interface CoachPlan {
  plan_text: string;
  details: unknown;
}

export interface CoachPersonalBest {
  exercise_name: string;
  value: number;
  unit: string;
  achieved_at: string;
}

export interface CoachFeedback {
  exercise_name: string | null;
  notes: string;
  analysis: unknown | null;
  created_at: string;
}

export interface CoachExercise {
  name: string;
  category: string;
  equipment_tags: string[];
  muscle_groups: string[];
  difficulty_level: string;
  primary_cues: string;
}

/** One recorded set (the training history), when the server has it. */
export interface CoachSet {
  exercise_name: string;
  reps: number;
  load_kg: number | null;
  performed_at: string;
}

export interface CoachContext {
  profile: CoachProfile;
  latestPlan: CoachPlan | null;
  personalBests: CoachPersonalBest[];
  latestFeedback: CoachFeedback | null;
  exercises: CoachExercise[];
  /** Recent sets, newest first; optional until the server keeps a history. */
  recentSets?: CoachSet[];
}

export interface ChatTurn {
  type: 'user' | 'avatar';
  content: string;
}

export const INTENTS = [
  'workout_today',
  'exercise_howto',
  'video_feedback',
  'progress',
  'pain',
  'motivation',
  'recovery',
  'nutrition',
  'nutrition_timing',
  'substitution',
  'joint_safety',
  'tempo',
  'rest_periods',
  'deload',
  'soreness',
  'sleep',
  'warmup',
  'history',
  'goal_progress',
  'greeting',
  'fallback',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface CoachReplyInput {
  message: string;
  context: CoachContext;
  history?: ChatTurn[];
  /** The moment "today" refers to; defaults to the current time. */
  now?: Date;
}

export interface CoachReply {
  text: string;
  intent: Intent;
  /** True when the answer used the user's own data (plan, personal bests, feedback, profile). */
  grounded: boolean;
}
