import type { ApiClient } from '@spotter/core/api';
import type { MediaItem, PersonalBest, Plan } from '@spotter/core/schemas';

/** The latest plan, or every plan (latest first). */
export async function listPlans(options: { api: ApiClient; userId: string; all: boolean }): Promise<Plan[]> {
  const plans = await options.api.listPlans(options.userId);
  return options.all ? plans : plans.slice(0, 1);
}

export const listPersonalBests = (options: { api: ApiClient; userId: string }): Promise<PersonalBest[]> =>
  options.api.listPersonalBests(options.userId);

/** Logs a personal best by hand; the server keeps it only when it beats the stored best. */
export const addPersonalBest = (options: {
  api: ApiClient;
  userId: string;
  exercise: string;
  value: number;
  unit: string;
  loadKg?: number;
}) =>
  options.api.addPersonalBest(options.userId, {
    exercise_name: options.exercise,
    value: options.value,
    unit: options.unit,
    ...(options.loadKg === undefined ? {} : { load_kg: options.loadKg }),
  });

/** Analysed videos, latest first, with processed video links made absolute. */
export async function listMedia(options: {
  api: ApiClient;
  userId: string;
  absoluteUrl: (path: string) => string;
}): Promise<MediaItem[]> {
  const media = await options.api.listMedia(options.userId);
  return media.map((item) => ({
    ...item,
    processed_url: item.processed_url ? options.absoluteUrl(item.processed_url) : null,
  }));
}
