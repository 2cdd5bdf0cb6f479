import type { ApiClient } from '@spotter/core/api';
import type { Exercise, ExerciseMetadata, ExerciseQuery } from '@spotter/core/schemas';

/** The library filtered on the server (category, equipment, difficulty, search), cut to `limit`. */
export async function listExercises(options: { api: ApiClient; query: ExerciseQuery; limit?: number }): Promise<{ exercises: Exercise[]; total: number }> {
  const exercises = await options.api.listExercises(options.query);
  return { exercises: options.limit === undefined ? exercises : exercises.slice(0, options.limit), total: exercises.length };
}

/**
 * Enough of the contract to pass a lean answer on as JSON: an array of objects with a string id, name and
 * category. Anything else goes through core's client, whose schemas check every field.
 */
export const looksLikeExercises = (body: unknown): body is Record<string, unknown>[] =>
  Array.isArray(body) &&
  body.every((item: unknown) => {
    const exercise = item as Record<string, unknown> | null;
    return typeof exercise === 'object' && exercise !== null && typeof exercise.id === 'string' && typeof exercise.name === 'string' && typeof exercise.category === 'string';
  });

/** The library's metadata, with how many exercises each category holds. */
export async function libraryCategories(options: { api: ApiClient }): Promise<ExerciseMetadata & { category_counts: { category: string; count: number }[] }> {
  const [metadata, exercises, { categoryCounts }] = await Promise.all([options.api.exerciseMetadata(), options.api.listExercises(), import('@spotter/core/view-models')]);
  return { ...metadata, category_counts: categoryCounts(exercises) };
}
