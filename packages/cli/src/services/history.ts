import type { ApiClient } from '@spotter/core/api';
import { SETS_PAGE, type UploadExercise } from '@spotter/core/constants';
import type { TrainingSet } from '@spotter/core/schemas';

export interface HistoryOptions {
  api: ApiClient;
  userId: string;
  exercise?: UploadExercise;
  /** How many of the latest sets; null for every one. */
  limit: number | null;
  /** Makes a server-relative media path absolute. */
  absoluteUrl: (path: string) => string;
}

/** The latest counted sets, latest first, following the API's pages; processed video links made absolute. */
export async function listHistory(options: HistoryOptions): Promise<TrainingSet[]> {
  const sets: TrainingSet[] = [];
  let cursor: string | undefined;
  do {
    const want = options.limit === null ? SETS_PAGE.max : Math.min(SETS_PAGE.max, options.limit - sets.length);
    const page = await options.api.listSets(options.userId, { exercise: options.exercise, limit: want, cursor });
    sets.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && (options.limit === null || sets.length < options.limit));
  return sets.map((set) => ({
    ...set,
    processed_url: set.processed_url ? options.absoluteUrl(set.processed_url) : null,
  }));
}
