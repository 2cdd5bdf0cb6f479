export { generatePlan, type GeneratedPlan } from './generate-plan.js';
export {
  WorkoutPlanSchema,
  MOVEMENT_PATTERNS,
  BODY_AREAS,
  type WorkoutPlan,
  type PlanInput,
  type PlanProfile,
  type PlanExercise,
  type PlannedExercise,
  type Session,
  type Phase,
  type Dose,
  type MovementPattern,
  type BodyArea,
  type Role,
} from './plan-schema.js';
export { PRESCRIPTIONS, type Prescription } from './prescription.js';
export { splitFor } from './split.js';
export { progressionPhases } from './progression.js';
export { AREA_KEYWORDS, injuredAreas, loadedAreas, stressesInjury } from './injuries.js';
export { exerciseKind } from './exercise-kind.js';
export {
  planCalendar,
  escapeText as escapeCalendarText,
  foldLine as foldCalendarLine,
  TRAINING_WEEKDAYS,
  firstMonday,
} from './plan-calendar.js';
