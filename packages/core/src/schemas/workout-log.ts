import { z } from 'zod';
import { LOAD_KG_MAX, SET_LIMITS, SET_TYPES, WORKOUTS_PAGE } from '../constants/index.js';
import { nameText, pageQuery, text } from './common.js';
import { PlanWarmUpSchema } from './plan.js';
import { TrainingSetSchema } from './sets.js';

const whole = (label: string, min: number, max: number) =>
  z
    .int({ error: `${label} must be a whole number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const exerciseName = nameText('Exercise name', SET_LIMITS.name);
const note = text().trim().max(SET_LIMITS.note, `Note is at most ${SET_LIMITS.note} characters`);
const instant = z.iso.datetime({ offset: true, error: 'a date and time like 2026-11-26T07:30:00Z' });

/** A logged set's numbers, shared by logging (POST) and editing (PATCH). */
const setFields = {
  exercise_name: exerciseName,
  reps: whole('Reps', 0, SET_LIMITS.reps),
  duration_sec: whole('Seconds', 1, SET_LIMITS.durationSec),
  distance_m: z.number().min(0).max(SET_LIMITS.distanceM, `Distance must be at most ${SET_LIMITS.distanceM} m`),
  /** Kilograms, whatever the user's `units` (clients convert); 0 for bodyweight work. */
  load_kg: z
    .number({ error: 'Load must be a number of kg' })
    .min(0, 'Load cannot be negative')
    .max(LOAD_KG_MAX, `Load must be at most ${LOAD_KG_MAX} kg`),
  rpe: z
    .number({ error: 'RPE must be a number from 1 to 10' })
    .min(SET_LIMITS.rpeMin, 'RPE must be from 1 to 10')
    .max(SET_LIMITS.rpeMax, 'RPE must be from 1 to 10')
    .refine((v) => Number.isInteger(v * 2), 'RPE goes in half steps (8, 8.5, 9)'),
  rir: whole('RIR', 0, SET_LIMITS.rirMax),
  set_type: z.enum(SET_TYPES, { error: `Set type must be one of: ${SET_TYPES.join(', ')}` }),
  note,
  performed_at: instant,
  workout_id: text().min(1).max(64),
};

/** POST /users/{id}/sets: a set logged by hand; the same `client_id` again answers 200 with the set already kept. */
export const SetCreateSchema = z
  .object({
    exercise_name: setFields.exercise_name,
    reps: setFields.reps.optional(),
    duration_sec: setFields.duration_sec.optional(),
    distance_m: setFields.distance_m.optional(),
    load_kg: setFields.load_kg.optional(),
    rpe: setFields.rpe.optional(),
    rir: setFields.rir.optional(),
    set_type: setFields.set_type.default('working'),
    note: setFields.note.optional(),
    performed_at: setFields.performed_at.optional(),
    workout_id: setFields.workout_id.optional(),
    client_id: text()
      .trim()
      .min(1)
      .max(SET_LIMITS.clientId, `Client id is at most ${SET_LIMITS.clientId} characters`)
      .optional(),
  })
  .refine((set) => set.reps !== undefined || set.duration_sec !== undefined || set.distance_m !== undefined, {
    error: 'A set needs reps, seconds or a distance',
    path: ['reps'],
  });
export type SetCreateInput = z.input<typeof SetCreateSchema>;
export type SetCreate = z.output<typeof SetCreateSchema>;

/** PATCH /users/{id}/sets/{setId}: any of the set's fields; null clears an optional one. */
export const SetUpdateSchema = z
  .object({
    exercise_name: setFields.exercise_name,
    reps: setFields.reps.nullable(),
    duration_sec: setFields.duration_sec.nullable(),
    distance_m: setFields.distance_m.nullable(),
    load_kg: setFields.load_kg.nullable(),
    rpe: setFields.rpe.nullable(),
    rir: setFields.rir.nullable(),
    set_type: setFields.set_type,
    note: setFields.note.nullable(),
    performed_at: setFields.performed_at,
    workout_id: setFields.workout_id.nullable(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: 'Send at least one field to change' });
export type SetUpdateInput = z.input<typeof SetUpdateSchema>;
export type SetUpdate = z.output<typeof SetUpdateSchema>;

export const SetIdParamsSchema = z.object({ id: text().min(1).max(64), setId: text().min(1).max(64) });
export const WorkoutIdParamsSchema = z.object({ id: text().min(1).max(64), workoutId: text().min(1).max(64) });

/** A training session: started, its sets as they are logged, finished. Imported sessions come whole. */
export const WorkoutSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan_id: z.string().nullable(),
  /** The plan day (1-7) it follows; null for a session of the user's own. */
  plan_day: z.int().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.enum(['manual', 'import']),
  /** Its sets, in the order they were done. */
  sets: z.array(TrainingSetSchema),
});
export type Workout = z.infer<typeof WorkoutSchema>;

/** POST /users/{id}/workouts: start a session, of the current plan's day or of one's own. */
export const WorkoutCreateSchema = z.object({
  plan_day: whole('Plan day', 1, 7).optional(),
  name: nameText('Name', SET_LIMITS.name).optional(),
  started_at: instant.optional(),
  /** A client's id for the start (sent again from an offline queue, it answers the same session). */
  client_id: text().trim().min(1).max(SET_LIMITS.clientId).optional(),
});
export type WorkoutCreateInput = z.input<typeof WorkoutCreateSchema>;

/** PATCH /users/{id}/workouts/{workoutId}: finish it (or reopen with null), rename it, note it. */
export const WorkoutUpdateSchema = z
  .object({ finished_at: instant.nullable(), name: nameText('Name', SET_LIMITS.name), notes: note.nullable() })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: 'Send at least one field to change' });
export type WorkoutUpdateInput = z.input<typeof WorkoutUpdateSchema>;

export const WorkoutQuerySchema = z.object(pageQuery(WORKOUTS_PAGE));
export type WorkoutQuery = z.input<typeof WorkoutQuerySchema>;

export const WorkoutPageSchema = z.object({ items: z.array(WorkoutSchema), next_cursor: z.string().nullable() });
export type WorkoutPage = z.infer<typeof WorkoutPageSchema>;

/** One exercise of the next session: the plan's dose and a load from the lifter's own last performance. */
export const NextExerciseSchema = z.object({
  exercise_name: z.string(),
  sets: z.int(),
  /** The plan's reps as written ('8-12', '30-45 s'). */
  reps: z.string(),
  /** The rep range to aim for, when the plan counts reps. */
  rep_range: z.object({ min: z.int(), max: z.int() }).nullable(),
  /** Seconds to hold or work, when the plan counts time. */
  duration_sec: z.int().nullable(),
  rest_sec: z.int(),
  /** Null when there is nothing to base it on (no history: the reason asks for a first working weight). */
  target_load_kg: z.number().nullable(),
  /** The rule in plain words ('+2.5 kg: you made 3×8 at 60 kg'). */
  reason: z.string(),
  /** Exercises the plan pairs share a label ('A'); they are shown and logged as a pair. Null when done alone. */
  superset: z.string().nullable(),
  /** Done on a barbell: clients show the plates per side. */
  barbell: z.boolean(),
  kind: z.string(),
});
export type NextExercise = z.infer<typeof NextExerciseSchema>;

/** GET /users/{id}/workouts/next: the plan's next session, with targets from the log. */
export const NextWorkoutSchema = z.object({
  plan_id: z.string(),
  plan_day: z.int(),
  name: z.string(),
  /** A session of this plan day started and not finished yet, to go on logging into; else null. */
  open_workout_id: z.string().nullable(),
  exercises: z.array(NextExerciseSchema),
  /** The plan day's warm-up sets for its first main lift (by percent; clients put the target load in); null or absent: none. */
  warm_up: PlanWarmUpSchema.nullable().optional(),
});
export type NextWorkout = z.infer<typeof NextWorkoutSchema>;
