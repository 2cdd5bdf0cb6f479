import { FormFaultSchema, SetRepTimeSchema, type TrainingSet, type Workout } from '@spotter/core/schemas';
import type { WorkoutRow } from './db/tables.js';
import type { MediaStore } from './media/media-store.js';
import type { SetRow } from './store/sets.js';

/** The workout log as clients see it: sets and sessions (serialize.ts shapes the rest of the API's rows). */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const num = (value: number | string | null) => (value === null ? null : Number(value));

const list = <T>(value: unknown, parse: (item: unknown) => { success: boolean; data?: T }): T[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = parse(item);
        return parsed.success ? [parsed.data as T] : [];
      })
    : [];

/** A set as clients see it; a filmed set's faults and rep times come from its stored analysis (those that do not parse are left out). */
export function toTrainingSet(row: SetRow, media: MediaStore): TrainingSet {
  const analysis = (row.analysis ?? {}) as { faults?: unknown; rep_details?: unknown };
  return {
    id: row.id,
    exercise_name: row.exercise_name,
    reps: row.reps,
    duration_sec: row.duration_sec,
    distance_m: num(row.distance_m),
    load_kg: num(row.load_kg),
    rpe: num(row.rpe),
    rir: row.rir,
    set_type: row.set_type,
    note: row.note,
    performed_at: iso(row.performed_at),
    workout_id: row.workout_id,
    source: row.source,
    client_id: row.source === 'manual' ? row.source_key : null,
    coach_reps: row.coach_reps,
    media_id: row.media_id,
    faults: list(analysis.faults, (item) => FormFaultSchema.safeParse(item)),
    processed_url: row.processed_file ? media.signedUrl(row.processed_file) : null,
    rep_times: list(analysis.rep_details, (item) => SetRepTimeSchema.safeParse(item)),
  };
}

/** A session as clients see it, with its sets. */
export function toWorkout(row: WorkoutRow, sets: readonly SetRow[], media: MediaStore): Workout {
  return {
    id: row.id,
    name: row.name,
    plan_id: row.plan_id,
    plan_day: row.plan_day,
    started_at: iso(row.started_at),
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
    notes: row.notes,
    source: row.source,
    sets: sets.map((set) => toTrainingSet(set, media)),
  };
}
