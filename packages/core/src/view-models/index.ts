export { formatNumber, plural, spaced, titleCase } from './format.js';
export {
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
  libraryStats,
  libraryView,
  matchesSearch,
  toggleCategory,
} from './library.js';
export type { ExerciseCardView, LibraryFilters } from './library.js';
