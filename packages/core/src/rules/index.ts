export { describeErrors, fieldErrors, fromSchema, invalid, valid } from './result.js';
export type { FieldErrors, RuleResult } from './result.js';
export { toInteger, validateOnboarding } from './onboarding.js';
export type { OnboardingForm } from './onboarding.js';
export { validateChatMessage, validateContribution, validateLoad, validateScan, validateUpload } from './actions.js';
export { PLAN_INPUT_FIELDS, changesPlan, profileChanges, validateProfileUpdate } from './profile.js';
export type { ProfileForm } from './profile.js';
export { estimatedOneRepMax, isPersonalBestUnit, validatePersonalBest } from './personal-best.js';
export {
  checkEquipmentNames,
  checkLiftName,
  closestName,
  editDistance,
  unknownEquipmentMessage,
} from './known-names.js';
export { STANDARD_PLATES, formatLoadIn, fromKg, plateLine, platesPerSide, toKg } from './plates.js';
export type { PlateLoading, PlateSet } from './plates.js';
export {
  EQUIPMENT_KINDS,
  equipmentOf,
  exerciseKey,
  isLowerBody,
  loadIncrement,
  reportsPain,
  sameExercise,
} from './exercise-key.js';
export type { EquipmentKind } from './exercise-key.js';
export {
  DELOAD_FACTOR,
  EASY_RPE,
  HARD_RPE,
  REDUCE_FACTOR,
  STALL_SESSIONS,
  VERY_EASY_RPE,
  effortOf,
  nextTarget,
  planTarget,
} from './progression.js';
export type { PastSession, PerformedSet, ProgressionInput, ProgressionRule, ProgressionTarget } from './progression.js';
export { parseSetSpec } from './set-spec.js';
export type { SetSpec } from './set-spec.js';
