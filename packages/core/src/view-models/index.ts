export { formatNumber, plural, spaced, titleCase } from './format.js';
export {
  AUTO_EXERCISE_LABEL,
  coachCard,
  dashboardStats,
  defaultWelcomeScript,
  greeting,
  latestPlanText,
  personalBestList,
  uploadExerciseOptions,
} from './dashboard.js';
export type { CoachCard, PersonalBestRow, StatCard } from './dashboard.js';
export {
  EMPTY_FILTERS,
  categoryCounts,
  exerciseCard,
  filterExercises,
  foundBadge,
  hasActiveFilters,
  isOfficial,
  libraryQuery,
  libraryStats,
  libraryView,
  matchesSearch,
  searchWords,
  toggleCategory,
} from './library.js';
export type { ExerciseCardView, LibraryFilters } from './library.js';
export {
  analysisStatus,
  analysisView,
  formatTimestamp,
  isCountedSet,
  latestAnalysis,
  latestCountedMedia,
  storedAnalysis,
  uploadToasts,
} from './analysis.js';
export type { AnalysisTone, AnalysisView, FaultRow, ShownAnalysis, UploadToast } from './analysis.js';
export { chatBubble, chatReplyNote, chatReplyToasts, chatTextBlocks, outgoingMessage } from './chat.js';
export type { ChatBubble, ChatTextBlock } from './chat.js';
export {
  EMPTY_CONTRIBUTION,
  EMPTY_ONBOARDING,
  contributionChoices,
  contributionInput,
  filterOptions,
  onboardingChoices,
  options,
  profileDraftFrom,
  profileEquipmentOptions,
  splitList,
  toggleItem,
} from './forms.js';
export type { ContributionDraft, OnboardingDraft, Option, ProfileDraft, ProfileFieldsDraft } from './forms.js';
export { SCAN_GROUPS, SCAN_PROMPTS, confirmedEquipment, scanChoiceText, scanResultView } from './scan.js';
export type { ScanChoice, ScanView } from './scan.js';
export { landingCounts } from './landing.js';
export { displayLabel } from './labels.js';
export { profileRows } from './profile.js';
export type { ProfileRow } from './profile.js';
export {
  HISTORY_EMPTY,
  SPARK_GAP,
  formatLoad,
  historyRows,
  personalBestValue,
  progressByExercise,
  progressChart,
  setDate,
  setResult,
  sparkline,
} from './history.js';
export type { ChartLine, HistoryRow, ProgressChart, ProgressPoint, ProgressView } from './history.js';
export { exerciseLineText, exerciseRow, planDetails, planPlainText, planView, restLabel } from './plan.js';
export type { PlanDayView, PlanExerciseRow, PlanView, StructuredPlanView, TextPlanView } from './plan.js';
export { escapeMarkdown, planMarkdown } from './plan-markdown.js';
