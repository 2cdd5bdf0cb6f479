import { z } from 'zod';
import { ESTIMATED_MAX_UNIT, LOAD_KG_MAX, PERSONAL_BEST_UNITS } from '../constants/index.js';
import { StoredVideoAnalysisSchema } from './analysis.js';
import { nameText, numberFromText, text } from './common.js';
import { PlanDetailsSchema } from './plan.js';

/** A set's load in kilograms: optional everywhere, above 0, at most LOAD_KG_MAX. */
export const LoadKgSchema = z
  .number({ error: 'Load must be a number of kilograms' })
  .positive('Load must be greater than 0')
  .max(LOAD_KG_MAX, `Load is at most ${LOAD_KG_MAX} kg`);

/** `load_kg` as a multipart text field: blank is no load; anything else must be a plain decimal number ('62.5'). */
export const LoadKgFieldSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  numberFromText(LoadKgSchema.optional()),
);

export const PlanSchema = z.object({
  id: z.string(),
  plan_text: z.string(),
  created_at: z.string(),
  /** The plan as structured data; null for a plan without, or stored in an older shape (shown as its text). */
  details: PlanDetailsSchema.nullable().catch(null),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PersonalBestSchema = z.object({
  id: z.string(),
  exercise_name: z.string(),
  value: z.number(),
  unit: z.string(),
  /** The load the reps were done at ('5 reps @ 100 kg'); null for a best without one. */
  load_kg: z.number().nullable().default(null),
  achieved_at: z.string(),
});
export type PersonalBest = z.infer<typeof PersonalBestSchema>;

/** Logging a personal best by hand (POST /users/{id}/personal-bests, an extra call). */
export const PersonalBestCreateSchema = z
  .object({
    exercise_name: nameText('Exercise name', 80).toLowerCase(),
    value: z
      .number({ error: 'Value must be a number' })
      .positive('Value must be greater than 0')
      .max(100_000, 'Value is too large'),
    unit: text({ error: 'Unit is required' })
      .trim()
      .toLowerCase()
      .min(1, 'Unit is required')
      .refine(
        (unit) =>
          unit === ESTIMATED_MAX_UNIT.toLowerCase() || (PERSONAL_BEST_UNITS as readonly string[]).includes(unit),
        {
          message: `Unit must be one of ${PERSONAL_BEST_UNITS.join(', ')}`,
        },
      ),
    /** The load a count of reps was done at: '5 reps @ 100 kg'. */
    load_kg: LoadKgSchema.optional(),
  })
  .refine((best) => best.load_kg === undefined || best.unit === 'reps', {
    path: ['load_kg'],
    message: 'A load goes with a count of reps (unit reps)',
  })
  .refine((best) => best.unit !== ESTIMATED_MAX_UNIT.toLowerCase(), {
    path: ['unit'],
    message: 'The estimated one-rep max is worked out from reps and load_kg',
  });
export type PersonalBestCreate = z.infer<typeof PersonalBestCreateSchema>;

export const PersonalBestResultSchema = z.object({
  personal_best: PersonalBestSchema,
  is_new_pr: z.boolean(),
});

export const MediaItemSchema = z.object({
  id: z.string(),
  exercise_name: z.string().nullable(),
  notes: z.string(),
  processed_url: z.string().nullable(),
  created_at: z.string(),
  analysis: StoredVideoAnalysisSchema.nullable().catch(null),
  /** The load the set was uploaded with (absent from servers before training history). */
  load_kg: z.number().nullable().optional(),
  /** A still of the processed video (JPEG) for the player to show before it plays (absent from earlier servers and sets). */
  poster_url: z.string().nullable().optional(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;
