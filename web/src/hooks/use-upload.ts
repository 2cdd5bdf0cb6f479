import { useState } from 'react';
import { toast } from 'sonner';
import { uploadSet } from '@spotter/core/flows';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { AnalysisProgress, UploadExerciseResult } from '@spotter/core/schemas';
import { notifyEach, whileBusy } from '../lib/notify';
import { useApiClient } from './use-api-client';

/**
 * 'Record Exercise & Get AI Feedback': file + exercise (or 'auto'), through core's upload flow (`uploadSet`):
 * validation toast, busy state, the toasts of the result's status. A counted set clears the form
 * (spec §4); a set the coach could not count keeps it, so the lift can be corrected and the video sent again.
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
  /** Before the first stage: 'sending' while the video is on its way, 'queued' once the server has it. */
  const [waiting, setWaiting] = useState<'sending' | 'queued'>('sending');
  const [result, setResult] = useState<UploadExerciseResult | null>(null);
  /** What the lifter chose for the answer shown (a lift or 'auto'): the form may have changed since. */
  const [resultChoice, setResultChoice] = useState<UploadExerciseChoice | null>(null);
  /** Bumped to remount the file input, which is how a file input is cleared. */
  const [inputKey, setInputKey] = useState(0);

  const submit = async () => {
    setLoadError(null);
    setProgress(null);
    setWaiting('sending');
    // core's upload flow: validate, send with the analysis's progress, the answer's toasts, clear a counted set.
    await whileBusy(setUploading, async () => {
      const outcome = await uploadSet(
        { file, exerciseName, loadKg },
        {
          client,
          userId,
          open: (chosen) => ({ data: chosen, name: chosen.name }),
          onReceived: () => setWaiting('queued'),
          onProgress: setProgress,
          toast: (shown) => notifyEach([shown]),
          clearDraft: () => {
            setFile(null);
            setExerciseName('');
            setLoadKg('');
            setInputKey((key) => key + 1);
          },
        },
      );
      if (!outcome.ok) {
        setLoadError(outcome.errors.load_kg ?? null);
        toast.error(outcome.first);
        return;
      }
      setResult(outcome.answer);
      setResultChoice(outcome.exercise);
      await onUploaded(outcome.answer);
      focusResult(outcome.counted ? COUNTED_RESULT : UNCOUNTED_RESULT);
    });
  };

  return {
    file,
    setFile,
    exerciseName,
    setExerciseName,
    loadKg,
    setLoadKg,
    loadError,
    uploading,
    progress,
    waiting,
    result,
    resultChoice,
    inputKey,
    submit,
  };
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
