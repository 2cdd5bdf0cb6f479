import {
  AUTO_EXERCISE,
  DISPLAY_LIMITS,
  MESSAGES,
  PRODUCT_NAME,
  UPLOAD_EXERCISES,
  type UploadExerciseChoice,
} from '../constants/index.js';
import type { MediaItem, PersonalBest, Plan, User } from '../schemas/index.js';
import { latestCountedMedia } from './analysis.js';
import { plural, spaced, titleCase } from './format.js';
import { personalBestValue } from './history.js';

export interface StatCard {
  key: 'personal_bests' | 'plans' | 'goal' | 'weekly_goal';
  label: string;
  value: string;
}

/** The four stat cards of the dashboard (spec §2). */
export function dashboardStats(user: User, plans: readonly Plan[], personalBests: readonly PersonalBest[]): StatCard[] {
  return [
    { key: 'personal_bests', label: 'Personal Bests', value: String(personalBests.length) },
    { key: 'plans', label: 'Workout Plans', value: String(plans.length) },
    { key: 'goal', label: 'Goal', value: spaced(user.primary_goal) },
    { key: 'weekly_goal', label: 'Weekly Goal', value: plural(user.days_per_week, 'day') },
  ];
}

/** The dashboard's greeting: "Welcome" on the first visit (straight from sign-up), "Welcome back" after. */
export function greeting(user: Pick<User, 'first_name' | 'primary_goal'>, visit: 'first' | 'return' = 'return') {
  return {
    title: `${visit === 'first' ? 'Welcome' : 'Welcome back'}, ${user.first_name}!`,
    subtitle: `Training for ${spaced(user.primary_goal)}`,
  };
}

export interface CoachCard {
  source: 'media' | 'avatar' | 'welcome';
  text: string;
  videoUrl: string | null;
  /** A still of the processed video to show before it plays, when the server took one. */
  posterUrl?: string;
}

export const defaultWelcomeScript = (firstName: string) =>
  `Hi ${firstName}, I'm your ${PRODUCT_NAME} coach. Record a set and upload it: I'll count your reps, check your form and tell you the one thing to fix next. Scan your equipment and I'll build your plan around it.`;

/**
 * Spec §2 source order: latest media notes + processed video, else the avatar greeting, else a welcome script.
 * The latest media is the latest counted set: a clip the coach could not count does not replace good feedback.
 */
export function coachCard(user: User, media: readonly MediaItem[]): CoachCard {
  const latest = latestCountedMedia(media);
  if (latest) {
    const poster = latest.processed_url && latest.poster_url ? { posterUrl: latest.poster_url } : {};
    return { source: 'media', text: latest.notes, videoUrl: latest.processed_url, ...poster };
  }
  if (user.avatar_greeting_url)
    return { source: 'avatar', text: defaultWelcomeScript(user.first_name), videoUrl: user.avatar_greeting_url };
  return { source: 'welcome', text: defaultWelcomeScript(user.first_name), videoUrl: null };
}

export interface PersonalBestRow {
  id: string;
  exercise: string;
  value: string;
}

/** The first five personal bests, or the spec's empty message. */
export function personalBestList(personalBests: readonly PersonalBest[]): {
  rows: PersonalBestRow[];
  empty: string | null;
} {
  const rows = personalBests.slice(0, DISPLAY_LIMITS.personalBests).map((pb) => ({
    id: pb.id,
    exercise: titleCase(pb.exercise_name),
    value: personalBestValue(pb),
  }));
  return { rows, empty: rows.length ? null : MESSAGES.noPersonalBests };
}

/** The first plan is the latest (spec §3). */
export const latestPlanText = (plans: readonly Plan[]) => plans[0]?.plan_text ?? null;

export const AUTO_EXERCISE_LABEL = 'Detect automatically';

/** The upload select: 'Detect automatically' (the coach recognises the lift), then the eight analysable exercises. */
export const uploadExerciseOptions = (): { value: UploadExerciseChoice; label: string }[] => [
  { value: AUTO_EXERCISE, label: AUTO_EXERCISE_LABEL },
  ...UPLOAD_EXERCISES.map((value) => ({ value, label: titleCase(value) })),
];
