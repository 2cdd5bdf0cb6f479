import type { Exercise, User } from '@spotter/core/schemas';

/** What the coach knows about the user (core's User); `weight_kg` lets nutrition answers turn g/kg guidance into grams. */
export type CoachProfile = Pick<
  User,
  | 'first_name'
  | 'primary_goal'
  | 'days_per_week'
  | 'timeline_weeks'
  | 'injuries'
  | 'coach_tone'
  | 'equipment_list'
  | 'age'
> & { weight_kg?: User['weight_kg'] | null; units?: 'kg' | 'lb' };

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
  analysis: unknown;
  created_at: string;
}

/** An exercise of the library as the coach reads it. */
export type CoachExercise = Pick<
  Exercise,
  'name' | 'category' | 'equipment_tags' | 'muscle_groups' | 'difficulty_level' | 'primary_cues'
>;

/** One recorded set (the training history), when the server has it. */
export interface CoachSet {
  exercise_name: string;
  reps: number;
  load_kg: number | null;
  performed_at: string;
  /** Typed in, imported or filmed (the log's `source`). */
  source?: 'manual' | 'import' | 'video';
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
  'technique',
  'sets_reps',
  'training_frequency',
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
  /** Not sure what was meant: the coach asks which of two or three things. */
  'clarify',
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
