import { z } from 'zod';
import { nameText, text } from './common.js';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTY_LEVELS,
  EXERCISE_CATEGORIES,
  REVIEW_STATUSES,
  TEXT_LIMITS,
  equipmentKey,
} from '../constants/index.js';

export const DifficultySchema = z.enum(DIFFICULTY_LEVELS, {
  error: `Difficulty must be one of: ${DIFFICULTY_LEVELS.join(', ')}`,
});

export const ExerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  equipment_tags: z.array(z.string()),
  primary_cues: z.string(),
  difficulty_level: DifficultySchema,
  muscle_groups: z.array(z.string()),
  created_by: z.string(),
  movement_pattern: z.string().nullable(),
  created_at: z.string(),
  /** Official and approved exercises are 'approved'; a contributor also sees their own 'pending' ones. */
  review_status: z.enum(REVIEW_STATUSES).default('approved'),
  /** Why review turned a contribution down; shown to its contributor only. */
  review_reason: z.string().nullable().default(null),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

export const ExerciseMetadataSchema = z.object({
  categories: z.array(z.string()),
  equipment_options: z.array(z.string()),
  difficulty_levels: z.array(z.string()),
});
export type ExerciseMetadata = z.infer<typeof ExerciseMetadataSchema>;

const filterValue = text().trim().toLowerCase().max(60).optional();

/** GET /exercises query: every filter optional; clients omit a filter set to 'all'. */
export const ExerciseQuerySchema = z.object({
  category: filterValue,
  equipment: filterValue,
  difficulty: filterValue.pipe(DifficultySchema.optional()),
  search: text().trim().max(TEXT_LIMITS.search).optional(),
});
export type ExerciseQuery = z.input<typeof ExerciseQuerySchema>;

const tagList = (label: string) =>
  z
    .array(nameText(label.replace(/s$/, ''), TEXT_LIMITS.tag).toLowerCase())
    .max(20, `List at most 20 ${label.toLowerCase()}`)
    .transform((items) => [...new Set(items)]);

/** Equipment tags in their one canonical name each ('kettlebell' → 'kettlebells'), so every filter finds them. */
const equipmentTags = tagList('Equipment tags').transform((items) => [...new Set(items.map(equipmentKey))]);

/** A community contribution (POST /exercises). */
export const ExerciseContributionSchema = z.object({
  user_id: text().min(1).optional(),
  name: nameText('Name', TEXT_LIMITS.exerciseName),
  category: z
    .enum(EXERCISE_CATEGORIES, { error: `Category must be one of: ${EXERCISE_CATEGORIES.join(', ')}` })
    .default('strength'),
  equipment_tags: equipmentTags.default([]),
  primary_cues: text({ error: 'Primary cues are required' })
    .trim()
    .min(1, 'Primary cues are required')
    .max(TEXT_LIMITS.primaryCues, `Primary cues are at most ${TEXT_LIMITS.primaryCues} characters`),
  difficulty_level: DifficultySchema.default(DEFAULT_DIFFICULTY),
  muscle_groups: tagList('Muscle groups').default([]),
});
export type ExerciseContributionInput = z.input<typeof ExerciseContributionSchema>;
export type ExerciseContribution = z.output<typeof ExerciseContributionSchema>;

/** POST /exercises answers with the stored exercise and its (not displayed) review state. */
export const ExerciseContributionResultSchema = z.object({
  exercise: ExerciseSchema,
  message: z.string(),
});
