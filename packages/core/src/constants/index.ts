/** Business constants of the product spec (§3, §9), shared by every face of Spotter. */

export const PRODUCT_NAME = 'Spotter';
export const OFFICIAL_AUTHOR = PRODUCT_NAME;
export const WELCOME_TOAST = `Welcome to ${PRODUCT_NAME}!`;

export const DEFAULT_API_URL = 'http://127.0.0.1:8787';
export const API_BASE_PATH = '/api';

export const GOALS = ['strength', 'muscle', 'endurance', 'weight_loss', 'performance', 'general'] as const;
export type Goal = (typeof GOALS)[number];

export const SEXES = ['male', 'female', 'other'] as const;
export type Sex = (typeof SEXES)[number];

export const COACH_TONES = ['motivational', 'calm', 'direct', 'technical'] as const;
export type CoachTone = (typeof COACH_TONES)[number];

export const PLAN_STYLES = ['strength', 'hypertrophy', 'conditioning', 'balanced'] as const;

/** How long someone has trained: caps the plan's exercise variants (unknown is planned beginner-friendly). */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Experience = (typeof EXPERIENCE_LEVELS)[number];
export type PlanStyle = (typeof PLAN_STYLES)[number];

/** Equipment toggles offered at onboarding, in display order. */
export const ONBOARDING_EQUIPMENT = [
  'barbell',
  'dumbbells',
  'kettlebells',
  'resistance bands',
  'pull-up bar',
  'bench',
  'squat rack',
  'medicine ball',
  'jump rope',
  'bodyweight',
] as const;

/** Exercises the video coach can analyse (the upload select). */
export const UPLOAD_EXERCISES = [
  'squat',
  'deadlift',
  'bench_press',
  'pull_up',
  'push_up',
  'overhead_press',
  'row',
  'lunge',
] as const;
export type UploadExercise = (typeof UPLOAD_EXERCISES)[number];

/** The upload choice that asks the coach to recognise the lift from the video. */
export const AUTO_EXERCISE = 'auto';
export type UploadExerciseChoice = UploadExercise | typeof AUTO_EXERCISE;

/** How a video analysis ended: only 'ok' is a counted set (see VideoAnalysisSchema). */
export const ANALYSIS_STATUSES = ['ok', 'not_visible', 'no_reps', 'exercise_mismatch'] as const;

/** Camera angles the coach tells apart. */
export const CAMERA_VIEWS = ['side', 'front', 'unknown'] as const;
export type CameraView = (typeof CAMERA_VIEWS)[number];

/**
 * Units a personal best is logged in: weight (kg, lb), count (reps), time (s, min), distance (m, km).
 * 'reps' is what the coach records from a video. Clients offer this list; `validatePersonalBest` checks it.
 */
export const PERSONAL_BEST_UNITS = ['kg', 'lb', 'reps', 's', 'min', 'm', 'km'] as const;
export type PersonalBestUnit = (typeof PERSONAL_BEST_UNITS)[number];

export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const DEFAULT_DIFFICULTY: DifficultyLevel = 'intermediate';

/** Badge colour per difficulty (spec §4). */
export const DIFFICULTY_COLORS: Record<DifficultyLevel, 'green' | 'yellow' | 'red'> = {
  beginner: 'green',
  intermediate: 'yellow',
  advanced: 'red',
};

export const EXERCISE_CATEGORIES = [
  'strength',
  'cardio',
  'flexibility',
  'olympic',
  'powerlifting',
  'crossfit',
] as const;

export const USER_DEFAULTS = {
  timeline_weeks: 12,
  days_per_week: 3,
  coach_tone: 'motivational',
  plan_style: 'strength',
} as const;

export const DAYS_PER_WEEK = { min: 1, max: 7 } as const;
export const AGE_RANGE = { min: 13, max: 100 } as const;
export const HEIGHT_CM_RANGE = { min: 100, max: 250 } as const;
export const WEIGHT_KG_RANGE = { min: 30, max: 300 } as const;
export const TIMELINE_WEEKS_RANGE = { min: 1, max: 104 } as const;

export const TOAST = { durationMs: 4000, visibleToasts: 3, widthPx: 356, position: 'bottom-right' } as const;

export const DISPLAY_LIMITS = {
  personalBests: 5,
  equipmentBadges: 2,
  muscleGroups: 4,
  cueLines: 3,
  difficultyLevels: 3,
} as const;

export const LANDING_COUNTS = [
  { category: 'strength', label: 'Strength', count: 40 },
  { category: 'olympic', label: 'Olympic', count: 15 },
  { category: 'crossfit', label: 'CrossFit', count: 25 },
  { category: 'flexibility', label: 'Flexibility', count: 20 },
] as const;

/** Key under which clients store the current user record (with its token). */
export const CURRENT_USER_KEY = 'spotter.currentUser';

export const UPLOAD_FOCUS = 'form';

/** Longest text each field takes: the schemas enforce them, the forms show them. */
export const TEXT_LIMITS = {
  firstName: 60,
  email: 254,
  injuries: 1000,
  exerciseName: 80,
  primaryCues: 1000,
  tag: 40,
  password: 200,
  device: 80,
  reviewReason: 500,
  chatMessage: 2000,
  search: 100,
} as const;

/** A password is at least this long; nothing else is asked of it. */
export const PASSWORD_MIN_LENGTH = 10;

/** Where a contribution stands: only approved exercises are shown to others and used by the coach. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A contributor with this many approved contributions is trusted: their next ones are approved at once. */
export const DEFAULT_TRUSTED_AFTER = 3;

export const MESSAGES = {
  genericError: 'An error occurred',
  uploadMissing: 'Please select a file and exercise name',
  scanMissing: 'Please select an image',
  contributeLogin: 'Please log in to add exercises',
  chatFailed: 'Failed to get response from AI coach',
  exerciseAnalyzed: 'Exercise analyzed successfully!',
  newPersonalBest: 'New Personal Best!',
  equipmentScanned: 'Equipment scanned! New workout plan generated',
  exerciseSubmitted: 'Exercise submitted for review!',
  exerciseAdded: 'Exercise added to the library!',
  voiceGenerated: 'Voice generated for your AI coach response!',
  voiceBusy: 'The coach’s voice is busy right now, so this reply is text only.',
  welcome: WELCOME_TOAST,
  dashboardLoading: 'Loading your dashboard...',
  noPersonalBests: 'No personal bests yet. Upload your first exercise to get started!',
  noExercises: 'No exercises found',
  analyzing: 'Analyzing Video...',
  creatingProfile: 'Creating Your Profile...',
  startJourney: 'Start Your Journey',
  coachThinking: 'AI Coach is thinking...',
  signInFailed: 'That email and password, or that sign-in key, did not match an account',
  emailTaken: 'An account with this email already exists: sign in instead',
  awaitingReview: 'Awaiting review',
} as const;

/**
 * A set's load (`load_kg`, optional on uploads and hand-logged bests): above 0 and at most this, which is above
 * every lift on record (a leg press logged by hand included) and below the typos that add a zero to one.
 */
export const LOAD_KG_MAX = 1000;

/**
 * The unit of the estimated one-rep max a set with a load gives (Epley: load × (1 + reps / 30)), kept as a personal
 * best of its own. Shown as value + unit, it reads '116.7 kg (est. 1RM)' in any client.
 */
export const ESTIMATED_MAX_UNIT = 'kg (est. 1RM)';
/** Above this many reps the estimate strays too far from a real single: no estimate is kept. */
export const ESTIMATED_MAX_REPS = 12;

/** Sets per page of the training history (`GET /users/{id}/sets`): the default and the most one page holds. */
export const SETS_PAGE = { default: 20, max: 100 } as const;

/**
 * Every equipment name Spotter knows: the onboarding toggles first, then the other tags the
 * exercise library uses. Recognisers answer with these names and a confirmed scan ticks them.
 */
export const EQUIPMENT_NAMES: readonly string[] = [
  ...ONBOARDING_EQUIPMENT,
  'weight plate',
  'plyo box',
  'gymnastic rings',
  'dip station',
  'cable machine',
  'trap bar',
  'landmine',
  'ab wheel',
  'sandbag',
  'sled',
  'climbing rope',
  'wall ball target',
  'treadmill',
  'rowing machine',
  'assault bike',
  'yoga mat',
  'foam roller',
];

/** Other ways people (and models) spell our equipment names. Keys are lower-case. */
export const EQUIPMENT_ALIASES: Readonly<Record<string, string>> = {
  dumbbell: 'dumbbells',
  'dumb bell': 'dumbbells',
  'dumb bells': 'dumbbells',
  kettlebell: 'kettlebells',
  'kettle bell': 'kettlebells',
  'kettle bells': 'kettlebells',
  'resistance band': 'resistance bands',
  band: 'resistance bands',
  bands: 'resistance bands',
  'pullup bar': 'pull-up bar',
  'pull up bar': 'pull-up bar',
  'chin-up bar': 'pull-up bar',
  'chin up bar': 'pull-up bar',
  'weight bench': 'bench',
  'adjustable bench': 'bench',
  'flat bench': 'bench',
  'power rack': 'squat rack',
  rack: 'squat rack',
  'squat stand': 'squat rack',
  'squat stands': 'squat rack',
  'med ball': 'medicine ball',
  'wall ball': 'medicine ball',
  'skipping rope': 'jump rope',
  'jump-rope': 'jump rope',
  'body weight': 'bodyweight',
  none: 'bodyweight',
  plate: 'weight plate',
  plates: 'weight plate',
  'weight plates': 'weight plate',
  'bumper plate': 'weight plate',
  box: 'plyo box',
  'plyometric box': 'plyo box',
  rings: 'gymnastic rings',
  'dip bars': 'dip station',
  cables: 'cable machine',
  'hex bar': 'trap bar',
  mat: 'yoga mat',
  'exercise mat': 'yoga mat',
  rower: 'rowing machine',
  'air bike': 'assault bike',
  'stationary bike': 'assault bike',
  barbells: 'barbell',
};

/** The known name for a free-text equipment name (any case, aliases understood), or null when we do not know it. */
export function canonicalEquipmentName(raw: string): string | null {
  const name = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (EQUIPMENT_NAMES.includes(name)) return name;
  return EQUIPMENT_ALIASES[name] ?? null;
}

/** One name per piece of equipment: the known name, or an unknown one in lower case ('Kettlebell' and 'kettlebells' are one). */
export const equipmentKey = (raw: string): string =>
  canonicalEquipmentName(raw) ?? raw.trim().toLowerCase().replace(/\s+/g, ' ');

/** The workout log (issue 24): how a user reads loads (stored in kg always), and what kind a logged set is. */
export const UNITS = ['kg', 'lb'] as const;
export type Units = (typeof UNITS)[number];
export const KG_PER_LB = 0.45359237;
export const SET_TYPES = ['warmup', 'working', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];
/** Where a logged set came from: typed in, a counted video, or another app's export. */
export const SET_SOURCES = ['manual', 'video', 'import'] as const;
export type SetSource = (typeof SET_SOURCES)[number];
export const WORKOUTS_PAGE = { default: 10, max: 50 } as const;
/** Bounds of a logged set's numbers: generous for real training, tight enough to stop a typo (1000 reps). */
export const SET_LIMITS = {
  reps: 1000,
  durationSec: 24 * 3600,
  distanceM: 1_000_000,
  rpeMin: 1,
  rpeMax: 10,
  rirMax: 10,
  note: 1000,
  name: 100,
  clientId: 100,
} as const;
