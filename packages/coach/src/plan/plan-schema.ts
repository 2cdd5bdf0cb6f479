import {
  PlanDetailsSchema,
  type DetectedEquipment,
  type Exercise,
  type ExerciseKind as CoreExerciseKind,
  type PlanBlock,
  type PlanDay,
  type PlanDetails,
  type PlanDose,
  type PlanExerciseDetails,
  type PlanRole,
  type PlanWarmUp,
  type PlanWarmUpSet,
  type User,
} from '@spotter/core/schemas';

/** Movement patterns of the exercise library (official-exercises.json). */
export const MOVEMENT_PATTERNS = [
  'squat',
  'hinge',
  'lunge',
  'push_horizontal',
  'push_vertical',
  'pull_horizontal',
  'pull_vertical',
  'carry',
  'core',
  'olympic',
  'jump',
  'conditioning',
  'mobility',
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

export { BODY_AREAS, type BodyArea } from '@spotter/core/schemas';

/** An exercise of the library as the plan generator needs it: core's Exercise plus the body areas it loads. */
export type PlanExercise = Pick<
  Exercise,
  'name' | 'category' | 'equipment_tags' | 'muscle_groups' | 'difficulty_level' | 'movement_pattern' | 'primary_cues'
> & {
  stresses: string[];
};

/** The profile as the plan generator reads it; `equipment` is the list the plan may use. */
export type PlanProfile = Pick<
  User,
  'first_name' | 'primary_goal' | 'days_per_week' | 'timeline_weeks' | 'injuries' | 'age' | 'plan_style'
> & {
  equipment: string[];
  /** How long they have trained; unknown is planned beginner-friendly (no advanced variants). */
  experience?: 'beginner' | 'intermediate' | 'advanced' | null;
};

export interface PlanInput {
  profile: PlanProfile;
  exercises: PlanExercise[];
  /** Recognised and declared equipment (recognizeEquipment's items); may be empty. */
  equipment: DetectedEquipment[];
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
export type { PlanWarmUp, PlanWarmUpSet };
