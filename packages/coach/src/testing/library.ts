import { officialExercises } from '../library/index.js';
import type { PlanExercise } from '../plan/plan-schema.js';

/** The official library as the server stores it and the plan generator reads it (cues joined with '\n'). */
export const libraryExercises = (): PlanExercise[] =>
  officialExercises().map((e) => ({ ...e, primary_cues: e.primary_cues.join('\n') }));
