import { gearOf } from './equipment-access.js';
import type { ExerciseKind, PlanExercise, Role } from './plan-schema.js';
import { BODY_LOADED } from './selection-rules.js';

/** Gear that adds load you can step up in kilograms. */
export const LOADED_GEAR = [
  'barbell',
  'dumbbells',
  'kettlebells',
  'trap bar',
  'cable machine',
  'weight plate',
  'sandbag',
  'medicine ball',
  'landmine',
  'ez bar',
] as const;

/** Gymnastic and balance skills: practised for quality, a few reps at a time. */
const SKILL =
  /handstand|wall walk|muscle-up|pistol|rope climb|l-sit|turkish get-up|archer|kipping|butterfly|skin the cat|toes-to-bar|knees-to-elbows/i;
/** Isometric holds and crawls: dosed in seconds. */
const HOLD = /plank|hold\b|wall sit|dead hang|bear crawl/i;
/** Exercises done one side at a time: the reps are per side. */
export const UNILATERAL =
  /single-leg|one-arm|single-arm|bulgarian|split squat|lunge|step-up|suitcase|pistol|archer|side plank|windmill|half-kneeling|turkish|cossack|dead bug|bird dog|copenhagen/i;

/**
 * What kind of work an exercise is in its role, which decides how it is dosed and progressed:
 * only loaded lifts progress in kilograms.
 */
export function exerciseKind(
  exercise: Pick<PlanExercise, 'name' | 'movement_pattern' | 'equipment_tags' | 'category'>,
  role: Role,
): ExerciseKind {
  const pattern = exercise.movement_pattern;
  const gear = gearOf(exercise as PlanExercise);
  if (role === 'warm_up' || role === 'mobility' || pattern === 'mobility') return 'mobility';
  if (role === 'conditioning' || pattern === 'conditioning' || gear.includes('jump rope')) return 'cardio';
  if (pattern === 'carry') return 'carry';
  if (SKILL.test(exercise.name)) return 'skill';
  if (HOLD.test(exercise.name)) return 'hold';
  // An inverted row under a bar in a rack is still a bodyweight move: its load is reps in reserve, not %1RM.
  if (BODY_LOADED.test(exercise.name)) return 'bodyweight';
  if (gear.some((tag) => (LOADED_GEAR as readonly string[]).includes(tag))) return 'loaded';
  if (gear.includes('resistance bands') && !gear.includes('pull-up bar')) return 'band';
  return 'bodyweight';
}
