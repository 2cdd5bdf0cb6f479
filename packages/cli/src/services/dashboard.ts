import type { ApiClient } from '@spotter/core/api';
import { loadDashboard as loadDashboardParts } from '@spotter/core/flows';
import { coachCard, dashboardStats, greeting, latestPlanText, personalBestList } from '@spotter/core/view-models';

/** `spotter dashboard --json`: these keys are a stable interface. */
export interface DashboardView {
  user: { id: string; first_name: string; email: string; primary_goal: string; days_per_week: number };
  greeting: { title: string; subtitle: string };
  stats: { key: string; label: string; value: string }[];
  latest_plan: string | null;
  personal_bests: { id: string; exercise: string; value: string }[];
  personal_bests_empty: string | null;
  latest_feedback: { source: 'media' | 'avatar' | 'welcome'; text: string; video_url: string | null };
}

/**
 * The dashboard summary from core's flow and view models, with media links made absolute. Unlike a screen, the
 * command shows nothing rather than a partial dashboard: the first part that fails is the command's error.
 */
export async function loadDashboard(options: {
  api: ApiClient;
  userId: string;
  absoluteUrl: (path: string) => string;
  /** 'first': straight after sign-up on this machine (Welcome); else Welcome back. */
  visit?: 'first' | 'return';
}): Promise<DashboardView> {
  const { data, failures } = await loadDashboardParts(options.api, options.userId);
  if (failures[0]) throw failures[0].error;
  const { user, plans, personalBests, media } = data;
  if (!user) throw new Error('The dashboard loaded without its user');
  const card = coachCard(user, media);
  const bests = personalBestList(personalBests);
  return {
    user: {
      id: user.id,
      first_name: user.first_name,
      email: user.email,
      primary_goal: user.primary_goal,
      days_per_week: user.days_per_week,
    },
    greeting: greeting(user, options.visit ?? 'return'),
    stats: dashboardStats(user, plans, personalBests),
    latest_plan: latestPlanText(plans),
    personal_bests: bests.rows,
    personal_bests_empty: bests.empty,
    latest_feedback: {
      source: card.source,
      text: card.text,
      video_url: card.videoUrl ? options.absoluteUrl(card.videoUrl) : null,
    },
  };
}
