import type { UploadExercise } from '@spotter/core/constants';
import type { ExerciseDefinition } from '../exercise-definition.js';
import { benchPress } from './bench-press.js';
import { deadlift } from './deadlift.js';
import { lunge } from './lunge.js';
import { overheadPress } from './overhead-press.js';
import { pullUp } from './pull-up.js';
import { pushUp } from './push-up.js';
import { row } from './row.js';
import { squat } from './squat.js';

/** The analyzer definition of every upload exercise. */
export const EXERCISE_DEFINITIONS: Record<UploadExercise, ExerciseDefinition> = {
  squat,
  deadlift,
  bench_press: benchPress,
  pull_up: pullUp,
  push_up: pushUp,
  overhead_press: overheadPress,
  row,
  lunge,
};
