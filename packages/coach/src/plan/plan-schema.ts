import { GOALS } from '@spotter/core/constants';
import {
  PlanDetailsSchema,
  type BodyArea,
  type ExerciseKind as CoreExerciseKind,
  type PlanBlock,
  type PlanDay,
  type PlanDetails,
  type PlanDose,
  type PlanExerciseDetails,
  type PlanRole,
} from '@spotter/core/schemas';

/** Movement patterns of the exercise library (official-exercises.json). */
export const MOVEMENT_PATTERNS = [
  'squat', 'hinge', 'lunge', 'push_horizontal', 'push_vertical', 'pull_horizontal', 'pull_vertical',
  'carry', 'core', 'olympic', 'jump', 'conditioning', 'mobility',
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

export { BODY_AREAS, type BodyArea } from '@spotter/core/schemas';

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

/** Seen gear carries how sure the recogniser was; the profile's gear has no confidence (null). */
export type PlanEquipmentItem =
  | { name: string; confidence: number; source: 'photo' | 'vision_model' }
  | { name: string; confidence: null; source: 'profile' };

export interface PlanInput {
  profile: PlanProfile;
  exercises: PlanExercise[];
  /** Recognised and declared equipment (recognizeEquipment's items); may be empty. */
  equipment: PlanEquipmentItem[];
}

export { PLAN_ROLES as ROLES } from '@spotter/core/schemas';
export type Role = PlanRole;
export type ExerciseKind = CoreExerciseKind;

/** The plan's structured details are core's `Plan.details` schema (version 2). */
export const WorkoutPlanSchema = PlanDetailsSchema;
export type WorkoutPlan = PlanDetails;
export type PlannedExercise = PlanExerciseDetails;
export type Session = PlanDay;
export type Dose = PlanDose;
export type Phase = PlanBlock;
