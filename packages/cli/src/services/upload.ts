import { stat } from 'node:fs/promises';
import pLimit from 'p-limit';
import { ApiError, errorMessage, type ApiClient } from '@spotter/core/api';
import { UPLOAD_EXERCISES, type UploadExercise } from '@spotter/core/constants';
import { validateUpload } from '@spotter/core/rules';
import { exerciseMatches } from '../upload/exercise-from-file-name.js';
import { fileUpload } from '../upload/file-upload.js';

/** One line of `spotter upload --json` (NDJSON); these keys are a stable interface. */
export interface UploadResult {
  file: string;
  ok: boolean;
  exercise: UploadExercise | null;
  reps: number | null;
  is_new_pr: boolean;
  feedback: string | null;
  processed_url: string | null;
  error: string | null;
}

export type UploadProgress = { phase: 'uploading'; sent: number; total: number } | { phase: 'analyzing' };

export interface UploadOptions {
  api: ApiClient;
  userId: string;
  files: readonly string[];
  /** One exercise for every file, or 'auto': each file's own name says which. */
  exercise: UploadExercise | 'auto';
  concurrency: number;
  /** Makes a server-relative media path absolute. */
  absoluteUrl: (path: string) => string;
  onStart?: (file: string, size: number) => void;
  onProgress?: (file: string, progress: UploadProgress) => void;
  /** Called as each file finishes, in finishing order. */
  onResult?: (result: UploadResult) => void;
}

export interface UploadSummary {
  results: UploadResult[];
  /** Worst failure by kind, for the exit code: the server could not be reached, or refused the token. */
  unreachable: boolean;
  unauthorized: boolean;
}

/** Which exercise a file is, or why that cannot be told. */
export function resolveExercise(file: string, exercise: UploadExercise | 'auto'): { ok: true; value: UploadExercise } | { ok: false; error: string } {
  if (exercise !== 'auto') return { ok: true, value: exercise };
  const found = exerciseMatches(file);
  if (found.length === 1) return { ok: true, value: found[0]! };
  const why = found.length ? `it names ${found.join(' and ')}` : 'it names none of the exercises';
  return { ok: false, error: `Cannot tell the exercise from the file name (${why}): rename it like squat_1.mp4 or pass --exercise <${UPLOAD_EXERCISES.join('|')}>` };
}

const failure = (file: string, exercise: UploadExercise | null, error: string): UploadResult => ({
  file, ok: false, exercise, reps: null, is_new_pr: false, feedback: null, processed_url: null, error,
});

/** Uploads each video for analysis, `concurrency` at a time; one failure does not stop the others. */
export async function uploadVideos(options: UploadOptions): Promise<UploadSummary> {
  const limit = pLimit(Math.max(1, options.concurrency));
  const summary: UploadSummary = { results: [], unreachable: false, unauthorized: false };
  const finish = (result: UploadResult) => {
    summary.results.push(result);
    options.onResult?.(result);
  };

  const uploadOne = async (file: string) => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return finish(failure(file, null, info ? 'Not a file' : 'No such file'));
    const exercise = resolveExercise(file, options.exercise);
    if (!exercise.ok) return finish(failure(file, null, exercise.error));
    try {
      options.onStart?.(file, info.size);
      const upload = await fileUpload(file, (sent, total) => {
        options.onProgress?.(file, sent < total ? { phase: 'uploading', sent, total } : { phase: 'analyzing' });
      });
      const checked = validateUpload({ file: upload, exerciseName: exercise.value });
      if (!checked.ok) return finish(failure(file, exercise.value, Object.values(checked.errors).join('; ')));
      const result = await options.api.uploadExercise({ userId: options.userId, exerciseName: exercise.value, file: upload });
      finish({
        file,
        ok: true,
        exercise: exercise.value,
        reps: result.analysis.person_detected ? result.analysis.reps : null,
        is_new_pr: result.is_new_pr,
        feedback: result.feedback,
        processed_url: result.media.processed_url ? options.absoluteUrl(result.media.processed_url) : null,
        error: null,
      });
    } catch (err) {
      if (err instanceof ApiError && err.unreachable) summary.unreachable = true;
      if (err instanceof ApiError && err.status === 401) summary.unauthorized = true;
      finish(failure(file, exercise.value, errorMessage(err)));
    }
  };

  await Promise.all(options.files.map((file) => limit(() => uploadOne(file))));
  return summary;
}
