export { noticeLine } from './notice.js';
export type { Notice } from './notice.js';
export {
  DASHBOARD_LISTS,
  DASHBOARD_PARTS,
  DASHBOARD_PART_LABELS,
  EMPTY_DASHBOARD,
  dashboardFailureLine,
  loadDashboard,
} from './dashboard.js';
export type {
  DashboardClient,
  DashboardData,
  DashboardFailure,
  DashboardList,
  DashboardLoad,
  DashboardLoadOptions,
  DashboardPart,
} from './dashboard.js';
export { sendChatMessage } from './chat-send.js';
export { uploadSet } from './upload-set.js';
export type { UploadDraft, UploadSetEffects, UploadSetOutcome } from './upload-set.js';
export type { ChatSendEffects, ChatSendOutcome, ChatSendRequest, VoiceNotice } from './chat-send.js';
export { contributionErrors, submitContribution } from './contribution.js';
export type { ContributionOutcome } from './contribution.js';
export { StoredUserSchema, storedUserFrom } from './stored-user.js';
export type { StoredUser } from './stored-user.js';
export { EMPTY_ONBOARDING_FORM, editOnboarding, startOnboarding, submitOnboarding } from './onboarding.js';
export type { OnboardingFormState, OnboardingOutcome } from './onboarding.js';
export { confirmScan } from './scan-confirm.js';
export { profileEdit } from './profile-edit.js';
export { TOO_MANY_ATTEMPTS, signInFailure, signInRequest } from './sign-in.js';
export type { SignInDraft, SignInMode } from './sign-in.js';
export { createSetQueue, queueStatusLine, storedQueue } from './set-queue.js';
export type { FlushOutcome, QueuedSet, SetQueue, SetQueueDeps, SetQueueStorage } from './set-queue.js';
export { readLatestFirst, withinRange } from './latest-first.js';
export type { LatestFirstPage, TimeRange } from './latest-first.js';
export {
  applyOpResults,
  currentSession,
  logSetOp,
  opInSession,
  queuedSessionSet,
  sessionSets,
  workoutOpSender,
} from './workout-ops.js';
export type { OpenSession, WorkoutOp, WorkoutOpResult, WorkoutRef } from './workout-ops.js';
