import { z } from 'zod';
import { DIFFICULTY_LEVELS, EXERCISE_CATEGORIES } from '@spotter/core/constants';
import library from './official-exercises.json' with { type: 'json' };

const OfficialExerciseSchema = z.object({
  name: z.string().min(1),
  category: z.enum(EXERCISE_CATEGORIES),
  equipment_tags: z.array(z.string().min(1)).min(1),
  muscle_groups: z.array(z.string().min(1)).min(1),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  primary_cues: z.array(z.string().min(1)).min(2).max(4),
  /** squat, hinge, lunge, push_horizontal, …: what the plan generator balances. */
  movement_pattern: z.string().min(1),
  /** Body areas the exercise loads; an injury there rules it out of a plan. */
  stresses: z.array(z.string()),
});
export type OfficialExercise = z.infer<typeof OfficialExerciseSchema>;

/** Spotter's official exercise library, written by us: the coach's knowledge of movements, seeded by the server. */
export const officialExercises = (): OfficialExercise[] => z.array(OfficialExerciseSchema).parse(library);
