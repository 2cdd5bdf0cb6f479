import { GOALS } from '@spotter/core/constants';
import { z } from 'zod';

/** Movement patterns of the exercise library (official-exercises.json). */
export const MOVEMENT_PATTERNS = [
  'squat', 'hinge', 'lunge', 'push_horizontal', 'push_vertical', 'pull_horizontal', 'pull_vertical',
  'carry', 'core', 'olympic', 'jump', 'conditioning', 'mobility',
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

/** Body areas an exercise can stress (the library's `stresses`). */
export const BODY_AREAS = ['knee', 'hip', 'lower_back', 'shoulder', 'elbow', 'wrist', 'ankle', 'neck'] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

/** An exercise of the library as the plan generator needs it (primary_cues joined with '\n'). */
export interface PlanExercise {
  name: string;
  category: string;
  equipment_tags: string[];
  muscle_groups: string[];
  difficulty_level: string;
  movement_pattern: string | null;
  stresses: string[];
  primary_cues: string;
}

export interface PlanProfile {
  first_name: string;
  primary_goal: (typeof GOALS)[number];
  days_per_week: number;
  timeline_weeks: number;
  injuries: string | null;
  age: number;
  plan_style: string;
  equipment: string[];
}

export interface PlanEquipmentItem {
  name: string;
  confidence: number;
  source: 'photo' | 'vision_model' | 'profile';
}

export interface PlanInput {
  profile: PlanProfile;
  exercises: PlanExercise[];
  /** Recognised and declared equipment (recognizeEquipment's items); may be empty. */
  equipment: PlanEquipmentItem[];
}

export const ROLES = ['warm_up', 'power', 'main', 'accessory', 'core', 'conditioning', 'mobility'] as const;
export type Role = (typeof ROLES)[number];

export const PlannedExerciseSchema = z.object({
  name: z.string(),
  role: z.enum(ROLES),
  movement_pattern: z.string().nullable(),
  sets: z.int().positive(),
  /** '8-12', '30 s', '10 min', '20 m'. */
  reps: z.string(),
  rest_seconds: z.int().nonnegative(),
  equipment: z.array(z.string()),
  cue: z.string().nullable(),
});
export type PlannedExercise = z.infer<typeof PlannedExerciseSchema>;

export const SessionSchema = z.object({
  day: z.int().min(1).max(7),
  name: z.string(),
  format: z.enum(['straight_sets', 'circuit', 'recovery']),
  exercises: z.array(PlannedExerciseSchema),
});
export type Session = z.infer<typeof SessionSchema>;

export const DoseSchema = z.object({ sets: z.int(), reps: z.string(), rest_seconds: z.int() });
export type Dose = z.infer<typeof DoseSchema>;

export const PhaseSchema = z.object({
  name: z.string(),
  first_week: z.int().min(1),
  last_week: z.int().min(1),
  deload: z.boolean(),
  guidance: z.string(),
});
export type Phase = z.infer<typeof PhaseSchema>;

export const WorkoutPlanSchema = z.object({
  version: z.literal(1),
  title: z.string(),
  goal: z.enum(GOALS),
  days_per_week: z.int().min(1).max(7),
  timeline_weeks: z.int().min(1).max(104),
  split: z.object({ kind: z.enum(['full_body', 'upper_lower', 'upper_lower_full', 'push_pull_legs']), name: z.string() }),
  prescription: z.object({ main: DoseSchema, accessory: DoseSchema, intensity: z.string(), circuit: z.boolean() }),
  equipment: z.object({
    available: z.array(z.string()),
    seen: z.array(z.object({ name: z.string(), confidence: z.number(), source: z.enum(['photo', 'vision_model']) })),
    from_profile: z.array(z.string()),
  }),
  sessions: z.array(SessionSchema),
  progression: z.object({ summary: z.string(), phases: z.array(PhaseSchema) }),
  injuries: z.object({ areas: z.array(z.enum(BODY_AREAS)), notes: z.array(z.string()) }),
  /** Patterns left out or swapped, and why (equipment or injuries). */
  adjustments: z.array(z.string()),
  notes: z.array(z.string()),
});
export type WorkoutPlan = z.infer<typeof WorkoutPlanSchema>;
