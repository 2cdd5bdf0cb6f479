import { z } from 'zod';
import { text } from './common.js';

export const PlanSchema = z.object({
  id: z.string(),
  plan_text: z.string(),
  created_at: z.string(),
  details: z.json().nullable(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PersonalBestSchema = z.object({
  id: z.string(),
  exercise_name: z.string(),
  value: z.number(),
  unit: z.string(),
  achieved_at: z.string(),
});
export type PersonalBest = z.infer<typeof PersonalBestSchema>;

/** Logging a personal best by hand (POST /users/{id}/personal-bests, an extra call). */
export const PersonalBestCreateSchema = z.object({
  exercise_name: text({ error: 'Exercise name is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Exercise name is required')
    .max(80, 'Exercise name is at most 80 characters'),
  value: z.number({ error: 'Value must be a number' }).positive('Value must be greater than 0').max(100_000, 'Value is too large'),
  unit: text({ error: 'Unit is required' }).trim().toLowerCase().min(1, 'Unit is required').max(20, 'Unit is at most 20 characters'),
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
  analysis: z.json().nullable(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;
