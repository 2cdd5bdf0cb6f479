import { useState } from 'react';
import { toast } from 'sonner';
import type { AnalysisProgress, UploadExerciseResult } from '@spotter/core/schemas';
import { validateUpload } from '@spotter/core/rules';
import { isCountedSet, uploadToasts } from '@spotter/core/view-models';
import { notifyEach, whileBusy } from '../lib/notify';
import { useApiClient } from './use-api-client';

/**
 * 'Record Exercise & Get AI Feedback': file + exercise (or 'auto'), validation toast, busy state, the toasts of the
 * result's status. A counted set clears the form (spec §4); a set the coach could not count keeps it, so the lift
 * can be corrected and the video sent again.
 */
export function useUpload(userId: string, onUploaded: (result: UploadExerciseResult) => void | Promise<void>) {
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const [exerciseName, setExerciseName] = useState('');
  /** The load as typed (kg, optional); checked by core's validateUpload. */
  const [loadKg, setLoadKg] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  /** The analysis's stage and share done as the server reports them; null while the video is on its way. */
  const [progress, setProgress] = useState<AnalysisProgress | null>(null);
  const [result, setResult] = useState<UploadExerciseResult | null>(null);
  /** Bumped to remount the file input, which is how a file input is cleared. */
  const [inputKey, setInputKey] = useState(0);

  const submit = async () => {
    const checked = validateUpload({ file, exerciseName, loadKg });
    setLoadError(checked.ok ? null : (checked.errors.load_kg ?? null));
    if (!checked.ok) {
      toast.error(Object.values(checked.errors)[0]);
      return;
    }
    setProgress(null);
    await whileBusy(setUploading, async () => {
      const answer = await client.uploadExerciseWithProgress({
        user_id: userId,
        exercise_name: checked.value.exerciseName,
        file: { data: checked.value.file, name: checked.value.file.name },
        load_kg: checked.value.loadKg,
        onProgress: setProgress,
      });
      setResult(answer);
      notifyEach(uploadToasts(answer));
      if (isCountedSet(answer.analysis)) {
        setFile(null);
        setExerciseName('');
        setLoadKg('');
        setInputKey((key) => key + 1);
      }
      await onUploaded(answer);
      focusResult(isCountedSet(answer.analysis) ? COUNTED_RESULT : UNCOUNTED_RESULT);
    });
  };

  return { file, setFile, exerciseName, setExerciseName, loadKg, setLoadKg, loadError, uploading, progress, result, inputKey, submit };
}

/** Where an upload's answer shows: the coach card's heading for a counted set, the upload panel's note otherwise. */
export const COUNTED_RESULT = 'coach-card-title';
export const UNCOUNTED_RESULT = 'upload-outcome';

/** How long the answer may take to be drawn before focus gives up on it. */
const FOCUS_WAIT_MS = 1000;

/**
 * Keyboard focus goes to the answer once it shows (React draws it a frame or more after the state is set: each
 * frame looks again, for up to a second), so a keyboard or screen-reader user reads the result rather than staying
 * on the disabled button.
 */
function focusResult(id: string) {
  const started = Date.now();
  const tryFocus = () => {
    const target = document.getElementById(id);
    if (!target) {
      if (Date.now() - started < FOCUS_WAIT_MS) requestAnimationFrame(tryFocus);
      return;
    }
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  requestAnimationFrame(tryFocus);
}
