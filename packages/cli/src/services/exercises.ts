import type { ApiClient } from '@spotter/core/api';
import type { Exercise, ExerciseMetadata, ExerciseQuery } from '@spotter/core/schemas';
import { categoryCounts } from '@spotter/core/view-models';

/** The library filtered on the server (category, equipment, difficulty, search), cut to `limit`. */
export async function listExercises(options: { api: ApiClient; query: ExerciseQuery; limit?: number }): Promise<{ exercises: Exercise[]; total: number }> {
  const exercises = await options.api.listExercises(options.query);
  return { exercises: options.limit === undefined ? exercises : exercises.slice(0, options.limit), total: exercises.length };
}

/** The library's metadata, with how many exercises each category holds. */
export async function libraryCategories(options: { api: ApiClient }): Promise<ExerciseMetadata & { category_counts: { category: string; count: number }[] }> {
  const [metadata, exercises] = await Promise.all([options.api.exerciseMetadata(), options.api.listExercises()]);
  return { ...metadata, category_counts: categoryCounts(exercises) };
}
