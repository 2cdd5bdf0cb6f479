import type { ApiClient } from '@spotter/core/api';
import type { Exercise, ExerciseMetadata, ExerciseQuery } from '@spotter/core/schemas';

/** The library filtered on the server (category, equipment, difficulty, search), cut to `limit`. */
export async function listExercises(options: {
  api: ApiClient;
  query: ExerciseQuery;
  limit?: number;
}): Promise<{ exercises: Exercise[]; total: number }> {
  const exercises = await options.api.listExercises(options.query);
  return {
    exercises: options.limit === undefined ? exercises : exercises.slice(0, options.limit),
    total: exercises.length,
  };
}

/**
 * Enough of the contract to pass a lean answer on as JSON: an array of objects with a string id, name and
 * category. Anything else goes through core's client, whose schemas check every field.
 */
export const looksLikeExercises = (body: unknown): body is Record<string, unknown>[] =>
  Array.isArray(body) &&
  body.every((item: unknown) => {
    const exercise = item as Record<string, unknown> | null;
    return (
      typeof exercise === 'object' &&
      exercise !== null &&
      typeof exercise.id === 'string' &&
      typeof exercise.name === 'string' &&
      typeof exercise.category === 'string'
    );
  });

/** The library's metadata, with how many exercises each category holds. */
export async function libraryCategories(options: {
  api: ApiClient;
}): Promise<ExerciseMetadata & { category_counts: { category: string; count: number }[] }> {
  const [metadata, exercises, { categoryCounts }] = await Promise.all([
    options.api.exerciseMetadata(),
    options.api.listExercises(),
    import('@spotter/core/view-models'),
  ]);
  return { ...metadata, category_counts: categoryCounts(exercises) };
}

/**
 * One exercise by its name, as a plan names it: the library's answer to a search for the name, the exercise whose
 * name matches (any case and spacing), or the only answer; otherwise none and up to five names it may have meant.
 */
export async function findExercise(options: {
  api: ApiClient;
  name: string;
}): Promise<{ exercise: Exercise | null; close: string[] }> {
  const wanted = options.name.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return { exercise: null, close: [] };
  const found = await options.api.listExercises({ search: wanted });
  const exact = found.find((exercise) => exercise.name.toLowerCase() === wanted);
  if (exact) return { exercise: exact, close: [] };
  if (found.length === 1) return { exercise: found[0]!, close: [] };
  return { exercise: null, close: found.slice(0, 5).map((exercise) => exercise.name) };
}
