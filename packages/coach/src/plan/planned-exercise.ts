import type { Goal } from '@spotter/core/constants';
import { difficultyRank } from './exercise-choice.js';
import { doseFor, loadHint } from './exercise-dose.js';
import { exerciseKind } from './exercise-kind.js';
import type { PlanExercise, PlannedExercise, Role } from './plan-schema.js';
import type { Prescription } from './prescription.js';
import { exerciseProgression } from './progression.js';

/** Easy, long cardio on the active-recovery day. */
const RECOVERY_CARDIO = { sets: 1, reps: '20-30 min easy', rest_sec: 0 };

/**
 * The next harder variation the user can do: same pattern and kind, one difficulty level up,
 * from the safe pool (gear available, no injured area loaded); ties broken by name.
 */
export function harderVariation(exercise: PlanExercise, role: Role, pool: readonly PlanExercise[]): string | null {
  const kind = exerciseKind(exercise, role);
  const next = pool
    .filter((other) => other.name !== exercise.name && other.movement_pattern === exercise.movement_pattern)
    .filter(
      (other) =>
        exerciseKind(other, role) === kind &&
        difficultyRank(other.difficulty_level) > difficultyRank(exercise.difficulty_level),
    )
    .sort(
      (a, b) => difficultyRank(a.difficulty_level) - difficultyRank(b.difficulty_level) || a.name.localeCompare(b.name),
    );
  return next[0]?.name ?? null;
}

export interface PlannedContext {
  goal: Goal;
  prescription: Prescription;
  /** The safe pool, for harder variations. */
  pool: readonly PlanExercise[];
  recovery: boolean;
}

/** One exercise of a session with its kind, dose, load hint (loaded work only) and progression. */
export function plannedExercise(
  exercise: PlanExercise,
  role: Role,
  context: PlannedContext,
  replaces: string | null,
): PlannedExercise {
  const kind = exerciseKind(exercise, role);
  const dose =
    context.recovery && role === 'conditioning'
      ? RECOVERY_CARDIO
      : doseFor(exercise, role, kind, context.prescription, context.goal);
  const cue =
    exercise.primary_cues
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 0) ?? null;
  const harder = harderVariation(exercise, role, context.pool);
  return {
    name: exercise.name,
    role,
    kind,
    movement_pattern: exercise.movement_pattern,
    ...dose,
    load_hint: loadHint(context.goal, role, kind),
    progression: exerciseProgression(kind, role, context.goal, harder),
    equipment: exercise.equipment_tags,
    cue,
    replaces,
  };
}
