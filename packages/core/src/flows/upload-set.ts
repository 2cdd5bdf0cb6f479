import type { ApiClient } from '../api/client.js';
import type { UploadFile } from '../api/route-types.js';
import type { UploadExerciseChoice } from '../constants/index.js';
import { validateUpload } from '../rules/index.js';
import type { AnalysisProgress, UploadExerciseResult } from '../schemas/index.js';
import { isCountedSet, uploadToasts, type UploadToast } from '../view-models/analysis.js';

/** What the lifter chose: the video (a browser File, a path on disk), the lift or 'auto', the load as typed. */
export interface UploadDraft<F> {
  file: F | null | undefined;
  exerciseName: string | null | undefined;
  loadKg?: string | number | null;
}

/** What each client does at each step of an upload; the flow decides when. */
export interface UploadSetEffects<F> {
  client: Pick<ApiClient, 'uploadExercise' | 'uploadExerciseWithProgress'>;
  userId: string;
  /** The checked file as an upload part: a browser File as it is; a path opened from disk (streamed, counted). */
  open(file: F): UploadFile | Promise<UploadFile>;
  /** The server has the whole video: until the first stage is reported it waits for the coach. */
  onReceived?: () => void;
  /**
   * Each stage of the analysis and its share done, as the server reports them. Without it (and onReceived) the plain
   * upload is sent: no progress stream is asked for (an MCP client that gave no progressToken).
   */
  onProgress?: (progress: AnalysisProgress) => void;
  /** The answer's toasts (spec §8): a counted set's success (and a new best), else the coach's own warning. */
  toast?(toast: UploadToast): void;
  /** A counted set clears the form (spec §4): file, lift and load. A set the coach could not count keeps them. */
  clearDraft?(): void;
  signal?: unknown;
}

export type UploadSetOutcome =
  /** Nothing was sent: each error by its field (`_`: the file or the lift is missing; `exercise_name`; `load_kg`). */
  | { ok: false; errors: Record<string, string>; first: string }
  /** The coach's answer; `counted` when it counted the set (the form was cleared). */
  | { ok: true; answer: UploadExerciseResult; counted: boolean; exercise: UploadExerciseChoice; loadKg: number | null };

/**
 * One video to the coach, written once for every client (the web, the TUI, the CLI and the MCP tool analyze_video): validate (spec §5) → open the file → send it
 * with the analysis's progress → the answer's toasts → clear the form when the set was counted. A failed send
 * (unreachable, 4xx, cancelled) is thrown as the client's ApiError or AbortError: each client reports it its way
 * (a toast, the screen's error line, a row of the CLI's summary).
 */
export async function uploadSet<F>(draft: UploadDraft<F>, effects: UploadSetEffects<F>): Promise<UploadSetOutcome> {
  const checked = validateUpload(draft);
  if (!checked.ok) return { ok: false, errors: checked.errors, first: Object.values(checked.errors)[0] ?? '' };
  const { exerciseName, loadKg } = checked.value;
  const file = await effects.open(checked.value.file);
  const fields = {
    user_id: effects.userId,
    exercise_name: exerciseName,
    file,
    load_kg: loadKg,
    signal: effects.signal,
  };
  const { onProgress, onReceived } = effects;
  const answer =
    onProgress || onReceived
      ? await effects.client.uploadExerciseWithProgress({
          ...fields,
          onProgress: (progress) => onProgress?.(progress),
          ...(onReceived ? { onReceived } : {}),
        })
      : await effects.client.uploadExercise(fields);
  for (const toast of uploadToasts(answer)) effects.toast?.(toast);
  const counted = isCountedSet(answer.analysis);
  if (counted) effects.clearDraft?.();
  return { ok: true, answer, counted, exercise: exerciseName, loadKg: loadKg ?? null };
}
