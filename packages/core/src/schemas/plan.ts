import { z } from 'zod';
import { GOALS } from '../constants/index.js';
import { text } from './common.js';
import { SeenEquipmentSchema } from './equipment.js';

/** Body areas an exercise can load (the library's `stresses`), named by a profile's injuries. */
export const BODY_AREAS = ['knee', 'hip', 'lower_back', 'shoulder', 'elbow', 'wrist', 'ankle', 'neck'] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

/** Where an exercise sits in a session. */
export const PLAN_ROLES = ['warm_up', 'power', 'main', 'accessory', 'core', 'conditioning', 'mobility'] as const;
export type PlanRole = (typeof PLAN_ROLES)[number];

/**
 * How an exercise is dosed and progressed: only `loaded` work progresses by adding kilograms;
 * bodyweight and band work by reps, tempo, range and harder variations; skills by quality sets;
 * holds and carries by time or distance; cardio and mobility by minutes and ease.
 */
export const EXERCISE_KINDS = ['loaded', 'bodyweight', 'band', 'skill', 'hold', 'carry', 'cardio', 'mobility'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

export const PlanExerciseSchema = z.object({
  name: z.string(),
  role: z.enum(PLAN_ROLES),
  kind: z.enum(EXERCISE_KINDS),
  movement_pattern: z.string().nullable(),
  sets: z.int().positive(),
  /** '8-12', '30-45 s', '20-30 min easy', '30 m'. */
  reps: z.string(),
  /** Rest after each set, in seconds (0: none, e.g. a warm-up flow). */
  rest_sec: z.int().nonnegative(),
  /** What load to pick, for loaded work only (e.g. 'a weight you could lift 2-3 more times'). */
  load_hint: z.string().nullable().optional(),
  /** How this exercise gets harder from week to week. */
  progression: z.string(),
  equipment: z.array(z.string()),
  cue: z.string().nullable(),
  /** The exercise this one stands in for, when an injury or the equipment ruled the usual choice out. */
  replaces: z.string().nullable().optional(),
  /** Exercises of a day with the same label ('A') are done as a superset: one set of each in turn, then the rest. */
  superset: z.string().nullable().optional(),
});
export type PlanExerciseDetails = z.infer<typeof PlanExerciseSchema>;

/** One warm-up set before the first main lift: a share of the working load (null: the empty bar, a light weight or an easy set). */
export const PlanWarmUpSetSchema = z.object({ percent: z.int().min(1).max(100).nullable(), reps: z.int().positive() });
export type PlanWarmUpSet = z.infer<typeof PlanWarmUpSetSchema>;

/**
 * The warm-up sets of a day's first main lift. `start` says what a set without a percent is: the empty bar
 * (barbell lifts), a light weight (dumbbells, kettlebells…) or an easy set of the move (bodyweight work).
 */
export const PlanWarmUpSchema = z.object({
  exercise: z.string(),
  start: z.enum(['empty_bar', 'light', 'easy']),
  sets: z.array(PlanWarmUpSetSchema),
});
export type PlanWarmUp = z.infer<typeof PlanWarmUpSchema>;

export const PlanDaySchema = z.object({
  /** The session's place in the week, 1-7. */
  day: z.int().min(1).max(7),
  name: z.string(),
  format: z.enum(['straight_sets', 'circuit', 'recovery']),
  exercises: z.array(PlanExerciseSchema),
  /** An estimate of the session's minutes: sets x (work + rest) of every exercise, warm-up sets included (plans from before: absent). */
  estimated_min: z.int().nonnegative().optional(),
  /** Warm-up sets for the first main lift (null: the day has no main lift to ramp up to). */
  warm_up: PlanWarmUpSchema.nullable().optional(),
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

export const PlanDoseSchema = z.object({ sets: z.int(), reps: z.string(), rest_sec: z.int() });
export type PlanDose = z.infer<typeof PlanDoseSchema>;

/** A block of the timeline (build weeks or a deload week). */
export const PlanBlockSchema = z.object({
  name: z.string(),
  first_week: z.int().min(1),
  last_week: z.int().min(1),
  deload: z.boolean(),
  guidance: z.string(),
});
export type PlanBlock = z.infer<typeof PlanBlockSchema>;

/** One thing the plan does differently because of the equipment or an injury. */
export const PlanChangeSchema = z.object({
  reason: z.enum(['equipment', 'injury', 'difficulty']),
  /** The movement pattern affected (e.g. 'squat'). */
  pattern: z.string(),
  /** For injuries: the areas that ruled exercises out. */
  areas: z.array(z.enum(BODY_AREAS)),
  /** Exercises of the pattern that were left out, as examples (may be empty). */
  left_out: z.array(z.string()),
  /** What trains the pattern instead, or null when nothing could. */
  instead: z.array(z.string()),
  /** The sentence shown to the user. */
  note: z.string(),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;

/** `Plan.details`: the plan as structured data; `plan_text` is rendered from it. */
export const PlanDetailsSchema = z.object({
  version: z.literal(2),
  title: z.string(),
  goal: z.enum(GOALS),
  days_per_week: z.int().min(1).max(7),
  timeline_weeks: z.int().min(1).max(104),
  split: z.object({
    kind: z.enum(['full_body', 'upper_lower', 'upper_lower_full', 'push_pull_legs']),
    name: z.string(),
  }),
  /** The goal's dose for loaded main lifts and accessories, and how hard to go. */
  prescription: z.object({
    main: PlanDoseSchema,
    accessory: PlanDoseSchema,
    intensity: z.string(),
    circuit: z.boolean(),
  }),
  equipment: z.object({
    available: z.array(z.string()),
    seen: z.array(SeenEquipmentSchema),
    from_profile: z.array(z.string()),
  }),
  days: z.array(PlanDaySchema),
  progression: z.object({
    summary: z.string(),
    /** How each kind of exercise in the plan progresses, in the order they appear. */
    by_kind: z.array(z.object({ kind: z.enum(EXERCISE_KINDS), how: z.string() })),
    blocks: z.array(PlanBlockSchema),
  }),
  injuries: z.object({ areas: z.array(z.enum(BODY_AREAS)), notes: z.array(z.string()) }),
  changes: z.object({ equipment: z.array(PlanChangeSchema), injuries: z.array(PlanChangeSchema) }),
  notes: z.array(z.string()),
  /** What the plan was built from: the profile's equipment, or a scan's list as the user confirmed it. */
  source: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('profile'), equipment: z.array(z.string()) }),
      z.object({ kind: z.literal('scan_confirmed'), scan_id: z.string(), equipment: z.array(z.string()) }),
    ])
    .optional(),
});
export type PlanDetails = z.infer<typeof PlanDetailsSchema>;

/** GET /users/{id}/plans/{planId}.ics and .md: the user and one of their plans. */
export const PlanExportParamsSchema = z.object({ id: text().min(1).max(64), planId: text().min(1).max(64) });

/** The calendar's first week starts on the Monday on or after `start` (default: the plan's creation day). */
export const PlanCalendarQuerySchema = z.object({
  start: z.iso.date({ error: 'start: a date like 2026-12-07' }).optional(),
});

/** The formats a plan exports to, with their content types. */
export const PLAN_EXPORT_TYPES = { ics: 'text/calendar; charset=utf-8', md: 'text/markdown; charset=utf-8' } as const;
export type PlanExportFormat = keyof typeof PLAN_EXPORT_TYPES;
