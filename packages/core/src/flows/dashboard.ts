import { errorMessage } from '../api/errors.js';
import type { ApiClient } from '../api/client.js';
import type { MediaItem, PersonalBest, Plan, User } from '../schemas/index.js';

/** What the dashboard shows, each part loaded on its own (spec §8: a part that fails is logged, its list stays empty). */
export interface DashboardData {
  user: User | null;
  plans: Plan[];
  personalBests: PersonalBest[];
  media: MediaItem[];
  /** Why the user could not be loaded; the lists only log. */
  error: string | null;
}

export const EMPTY_DASHBOARD: DashboardData = { user: null, plans: [], personalBests: [], media: [], error: null };

export type DashboardList = 'plans' | 'personalBests' | 'media';
export type DashboardPart = 'user' | DashboardList;
export const DASHBOARD_LISTS: readonly DashboardList[] = ['plans', 'personalBests', 'media'];
export const DASHBOARD_PARTS: readonly DashboardPart[] = ['user', ...DASHBOARD_LISTS];

/** Each part as a reader names it, for logs and notes ('Could not load personal bests: …'). */
export const DASHBOARD_PART_LABELS: Record<DashboardPart, string> = {
  user: 'your profile',
  plans: 'plans',
  personalBests: 'personal bests',
  media: 'media',
};

export interface DashboardFailure {
  part: DashboardPart;
  /** The error as thrown (an ApiError says whether the server answered at all). */
  error: unknown;
  /** The error in plain words (the server's detail when it gave one). */
  message: string;
}

/** A failed part in one line, the same in the web's log and the terminal's toast. */
export const dashboardFailureLine = (failure: DashboardFailure): string =>
  `Could not load ${DASHBOARD_PART_LABELS[failure.part]}: ${failure.message}`;

export type DashboardClient = Pick<ApiClient, 'getUser' | 'listPlans' | 'listPersonalBests' | 'listMedia'>;

export interface DashboardLoadOptions {
  /** Which parts to load; all by default (after an upload, say, only plans, personal bests and media). */
  parts?: readonly DashboardPart[];
  /** Each part's answer as it arrives, so a screen can show it before the others. */
  apply?: (patch: Partial<DashboardData>) => void;
  /** Each failure, as it happens. */
  log?: (failure: DashboardFailure) => void;
}

export interface DashboardLoad {
  /** The parts asked for, over the empty dashboard: failed lists empty, a failed user null with `error` set. */
  data: DashboardData;
  failures: DashboardFailure[];
}

/** One part's answer as the patch it makes to the dashboard. */
async function fetchPart(
  client: DashboardClient,
  userId: string,
  part: DashboardPart,
): Promise<Partial<DashboardData>> {
  switch (part) {
    case 'user':
      return { user: await client.getUser(userId), error: null };
    case 'plans':
      return { plans: await client.listPlans(userId) };
    case 'personalBests':
      return { personalBests: await client.listPersonalBests(userId) };
    case 'media':
      return { media: await client.listMedia(userId) };
  }
}

/** A failed part's fallback: an empty list, or no user with the reason said. */
const fallback = (part: DashboardPart, message: string): Partial<DashboardData> =>
  part === 'user' ? { user: null, error: message } : { [part]: [] };

/**
 * Loads the dashboard part by part: a part that fails does not take the others with it. Every part settles;
 * the answer holds what came and what failed.
 */
export async function loadDashboard(
  client: DashboardClient,
  userId: string,
  options: DashboardLoadOptions = {},
): Promise<DashboardLoad> {
  const data: DashboardData = { ...EMPTY_DASHBOARD };
  const failures: DashboardFailure[] = [];
  await Promise.all(
    (options.parts ?? DASHBOARD_PARTS).map(async (part) => {
      let patch: Partial<DashboardData>;
      try {
        patch = await fetchPart(client, userId, part);
      } catch (error) {
        const failure = { part, error, message: errorMessage(error) };
        failures.push(failure);
        options.log?.(failure);
        patch = fallback(part, failure.message);
      }
      Object.assign(data, patch);
      options.apply?.(patch);
    }),
  );
  return { data, failures };
}
