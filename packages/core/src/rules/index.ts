export { describeErrors, fieldErrors, fromSchema, invalid, valid } from './result.js';
export type { FieldErrors, RuleResult } from './result.js';
export { toInteger, validateOnboarding } from './onboarding.js';
export type { OnboardingForm } from './onboarding.js';
export { validateChatMessage, validateContribution, validateLoad, validateScan, validateUpload } from './actions.js';
export { PLAN_INPUT_FIELDS, changesPlan, profileChanges, validateProfileUpdate } from './profile.js';
export type { ProfileForm } from './profile.js';
export { estimatedOneRepMax, isPersonalBestUnit, validatePersonalBest } from './personal-best.js';
export { checkEquipmentNames, checkLiftName, closestName, editDistance, liftKey, unknownEquipmentMessage } from './known-names.js';
