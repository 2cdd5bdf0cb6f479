import { MESSAGES } from '../constants/index.js';
import {
  ChatRequestSchema,
  ExerciseContributionSchema,
  LoadKgFieldSchema,
  UploadExerciseChoiceSchema,
  type ExerciseContribution,
  type ExerciseContributionInput,
} from '../schemas/index.js';
import { fromSchema, invalid, valid, type RuleResult } from './result.js';
import type { UploadExerciseChoice } from '../constants/index.js';

/**
 * Upload needs both a file and an exercise (spec §5): one of the lifts, or 'auto' for the coach to recognise it. The
 * load is optional: blank is none, anything else must be kilograms above 0 and at most LOAD_KG_MAX.
 */
export function validateUpload<F>(input: {
  file?: F | null;
  exerciseName?: string | null;
  loadKg?: string | number | null;
}): RuleResult<{ file: F; exerciseName: UploadExerciseChoice; loadKg?: number }> {
  if (!input.file || !input.exerciseName) return invalid({ _: MESSAGES.uploadMissing });
  const exercise = UploadExerciseChoiceSchema.safeParse(input.exerciseName);
  if (!exercise.success) return invalid({ exercise_name: exercise.error.issues[0]?.message ?? MESSAGES.uploadMissing });
  const load = validateLoad(input.loadKg);
  if (!load.ok) return load;
  return valid({
    file: input.file,
    exerciseName: exercise.data,
    ...(load.value === undefined ? {} : { loadKg: load.value }),
  });
}

/** A set's load as typed (form field, flag) or given: blank is none; else kilograms above 0, at most LOAD_KG_MAX. */
export function validateLoad(loadKg: string | number | null | undefined): RuleResult<number | undefined> {
  // What a person typed may carry spaces around it; the field as sent must be plain decimal ('0x10', '1e3' are not).
  const load = LoadKgFieldSchema.safeParse(typeof loadKg === 'string' ? loadKg.trim() : (loadKg ?? undefined));
  return load.success
    ? valid(load.data)
    : invalid({ load_kg: load.error.issues[0]?.message ?? 'Load must be a number of kilograms' });
}

/** The equipment scan needs an image (spec §5). */
export function validateScan<F>(input: { file?: F | null }): RuleResult<{ file: F }> {
  return input.file ? valid({ file: input.file }) : invalid({ _: MESSAGES.scanMissing });
}

/** Contributing needs a signed-in user; name and primary cues are required; difficulty defaults to intermediate. */
export function validateContribution(
  input: ExerciseContributionInput,
  currentUser: { id: string } | null | undefined,
): RuleResult<ExerciseContribution & { user_id: string }> {
  if (!currentUser) return invalid({ _: MESSAGES.contributeLogin });
  const result = fromSchema(ExerciseContributionSchema, { ...input, user_id: currentUser.id });
  return result.ok ? valid({ ...result.value, user_id: currentUser.id }) : result;
}

/** Chat ignores blank and whitespace-only messages (null: nothing to send); otherwise the trimmed message or why not. */
export function validateChatMessage(text: string): RuleResult<string> | null {
  if (text.trim() === '') return null;
  return fromSchema(ChatRequestSchema.shape.message, text);
}
