import { stat } from 'node:fs/promises';
import pLimit from 'p-limit';
import { ApiError, errorMessage, type ApiClient } from '@spotter/core/api';
import { AUTO_EXERCISE, type UploadExercise, type UploadExerciseChoice } from '@spotter/core/constants';
import { uploadSet } from '@spotter/core/flows';
import type { AnalysisProgress, AnalysisStatus, UploadExerciseResult } from '@spotter/core/schemas';
import { openFileUpload } from '@spotter/node-client';

/** One line of `spotter upload --json` (NDJSON); these keys are a stable interface. */
export interface UploadResult {
  file: string;
  /** True only for a set the coach counted (status 'ok'). */
  ok: boolean;
  /** How the coach's analysis ended; null when the video never reached the coach. */
  status: AnalysisStatus | null;
  /** The lift the set is filed under: the one analysed when counted, else the one chosen (null for 'auto' unrecognised). */
  exercise: UploadExercise | null;
  /** The lift the coach recognised in the video, null when it could not tell. */
  detected_exercise: UploadExercise | null;
  /** Counted reps; null unless the set was counted. */
  reps: number | null;
  /** The load sent with the set (--load-kg), null without one. */
  load_kg: number | null;
  is_new_pr: boolean;
  feedback: string | null;
  processed_url: string | null;
  /** Why the file failed: the coach's sentence for a set it did not count, else the error. */
  error: string | null;
}

/** A file's way: its bytes sent, then the analysis's stage and share done as the server reports them (null before the first). */
export type UploadProgress =
  { phase: 'uploading'; sent: number; total: number } | { phase: 'analyzing'; analysis: AnalysisProgress | null };

export interface UploadOptions {
  api: ApiClient;
  userId: string;
  files: readonly string[];
  /** One exercise for every file, or 'auto': the coach recognises the lift in each video. */
  exercise: UploadExerciseChoice;
  /** The load of every set, in kg (optional). */
  loadKg?: number;
  concurrency: number;
  /** Makes a server-relative media path absolute. */
  absoluteUrl: (path: string) => string;
  onStart?: (file: string, size: number) => void;
  onProgress?: (file: string, progress: UploadProgress) => void;
  /** Called as each file finishes, in finishing order. */
  onResult?: (result: UploadResult) => void;
  /** Ctrl-C: the files in flight are cancelled (the server stores nothing of them) and the rest are not started. */
  signal?: AbortSignal;
}

export interface UploadSummary {
  results: UploadResult[];
  /** Worst failure by kind, for the exit code: the server could not be reached, or refused the token. */
  unreachable: boolean;
  unauthorized: boolean;
  /** Files whose upload was in flight when `signal` aborted; no result line is given for them. */
  cancelled: string[];
  /** Files never started because `signal` had aborted. */
  notStarted: string[];
}

const failure = (
  file: string,
  exercise: UploadExercise | null,
  error: string,
  loadKg: number | null = null,
): UploadResult => ({
  file,
  ok: false,
  status: null,
  exercise,
  detected_exercise: null,
  reps: null,
  load_kg: loadKg,
  is_new_pr: false,
  feedback: null,
  processed_url: null,
  error,
});

/** A file the coach answered for: counted (status ok) or not, with the coach's own sentence as the reason. */
export function analysedResult(
  file: string,
  choice: UploadExerciseChoice,
  answer: UploadExerciseResult,
  processedUrl: string | null,
  loadKg: number | null = null,
): UploadResult {
  const { analysis } = answer;
  const counted = analysis.status === 'ok';
  return {
    file,
    ok: counted,
    status: analysis.status,
    exercise: counted ? analysis.exercise : choice === AUTO_EXERCISE ? analysis.detected_exercise : choice,
    detected_exercise: analysis.detected_exercise,
    reps: counted ? analysis.reps : null,
    load_kg: loadKg,
    is_new_pr: counted && answer.is_new_pr,
    feedback: answer.feedback,
    processed_url: processedUrl,
    error: counted ? null : analysis.limitation || answer.feedback,
  };
}

/** Uploads each video for analysis, `concurrency` at a time; one failure does not stop the others. */
export async function uploadVideos(options: UploadOptions): Promise<UploadSummary> {
  const limit = pLimit(Math.max(1, options.concurrency));
  const summary: UploadSummary = {
    results: [],
    unreachable: false,
    unauthorized: false,
    cancelled: [],
    notStarted: [],
  };
  const { signal } = options;
  const finish = (result: UploadResult) => {
    summary.results.push(result);
    options.onResult?.(result);
  };
  const chosen = options.exercise === AUTO_EXERCISE ? null : options.exercise;
  const loadKg = options.loadKg ?? null;

  const uploadOne = async (file: string) => {
    if (signal?.aborted) return void summary.notStarted.push(file);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return finish(failure(file, chosen, info ? 'Not a file' : 'No such file', loadKg));
    try {
      options.onStart?.(file, info.size);
      // core's upload flow, as the web and the TUI run it: validate, open (streamed from disk, bytes counted), send
      // with the analysis's progress. The CLI keeps no form to clear and prints its own result line for toasts.
      const outcome = await uploadSet(
        { file, exerciseName: options.exercise, loadKg: options.loadKg },
        {
          client: options.api,
          userId: options.userId,
          signal,
          open: (path) =>
            openFileUpload(path, (sent, total) =>
              options.onProgress?.(
                file,
                sent < total ? { phase: 'uploading', sent, total } : { phase: 'analyzing', analysis: null },
              ),
            ),
          onProgress: (analysis) => options.onProgress?.(file, { phase: 'analyzing', analysis }),
        },
      );
      if (!outcome.ok) return finish(failure(file, chosen, Object.values(outcome.errors).join('; '), loadKg));
      const { answer } = outcome;
      const processed = answer.media.processed_url ? options.absoluteUrl(answer.media.processed_url) : null;
      finish(analysedResult(file, options.exercise, answer, processed, loadKg));
    } catch (err) {
      if (signal?.aborted) return void summary.cancelled.push(file);
      if (err instanceof ApiError && err.unreachable) summary.unreachable = true;
      if (err instanceof ApiError && err.status === 401) summary.unauthorized = true;
      finish(failure(file, chosen, errorMessage(err), loadKg));
    }
  };

  await Promise.all(options.files.map((file) => limit(() => uploadOne(file))));
  return summary;
}

/** One line of `spotter upload --no-wait --json` (NDJSON); these keys are a stable interface. */
export interface QueuedUpload {
  file: string;
  ok: boolean;
  job_id: string | null;
  status_url: string | null;
  error: string | null;
}

export interface QueueOptions {
  api: ApiClient;
  userId: string;
  files: readonly string[];
  exercise: UploadExerciseChoice;
  loadKg?: number;
  absoluteUrl: (path: string) => string;
  /** Called as each file is queued (or refused), in order. */
  onQueued?: (job: QueuedUpload) => void;
  signal?: AbortSignal;
}

/** The server's refusal of ?async=1 (it has no job queue), said in the CLI's words. */
const NO_QUEUE =
  'this server analyses each video while you wait (it has no job queue, SPOTTER_QUEUE=inline): upload it without --no-wait';
const noQueueHere = (err: unknown) => err instanceof ApiError && err.status === 400 && err.message.includes('?async=1');

/**
 * Hands each video to the server's job queue (?async=1): the server answers at once with a job (a server with a job
 * queue; one that analyses while you wait says so). Stops at a refusal that would refuse the rest too (a bad request,
 * no sign-in, no server). Answers how many were queued and how many failed.
 */
export async function queueVideos(options: QueueOptions): Promise<{ queued: number; failed: number }> {
  let queued = 0;
  let failed = 0;
  for (const file of options.files) {
    try {
      const job = await options.api.uploadExerciseAsync({
        user_id: options.userId,
        exercise_name: options.exercise,
        file: await openFileUpload(file),
        load_kg: options.loadKg,
        signal: options.signal,
      });
      queued++;
      options.onQueued?.({
        file,
        ok: true,
        job_id: job.job_id,
        status_url: options.absoluteUrl(job.status_url),
        error: null,
      });
    } catch (err) {
      failed++;
      const error = noQueueHere(err) ? NO_QUEUE : err instanceof Error ? err.message : String(err);
      options.onQueued?.({ file, ok: false, job_id: null, status_url: null, error });
      if (err instanceof ApiError && (err.status === 400 || err.status === 401 || err.status === 0)) break;
    }
  }
  return { queued, failed };
}

/** An upload handed to the job queue (`--no-wait`): queued, running, done with its analysis, or failed with why. */
export const uploadJob = (options: { api: ApiClient; jobId: string }) => options.api.getJob(options.jobId);
