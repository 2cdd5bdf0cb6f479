import { useInput } from 'ink';
import { basename } from 'node:path';
import { useRef, useState } from 'react';
import { uploadSet } from '@spotter/core/flows';
import { validateLoad } from '@spotter/core/rules';
import type { AnalysisProgress } from '@spotter/core/schemas';
import { analysisView, uploadExerciseOptions } from '@spotter/core/view-models';
import { openFileUpload } from '@spotter/node-client';
import { resolveUserPath } from '../files/complete-path.js';
import { analysisLines, type ResultLine } from '../result-lines.js';
import { useTui } from '../tui-context.js';
import { scrollBy } from '../text-layout.js';
import { useCancellable } from './use-cancellable.js';
import { usePathInput } from './use-path-input.js';

export type RecordStep = 'exercise' | 'file' | 'uploading' | 'analyzing' | 'done';

const EXERCISES = uploadExerciseOptions();

/** Record an exercise: choose one of the 8 or Detect automatically, give a video path, watch the upload, read the analysis. */
export function useRecord() {
  const tui = useTui();
  const [step, setStep] = useState<RecordStep>('exercise');
  const [exercise, setExercise] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  /** The analysis's stage and share done as the server reports them; null until the first report. */
  const [analysis, setAnalysis] = useState<AnalysisProgress | null>(null);
  const [result, setResult] = useState<ResultLine[]>([]);
  const [offset, setOffset] = useState(0);
  // The load (kg, optional) sits above the video path on the file step: ↑ goes to it, ↓ or Enter comes back.
  const [loadKg, setLoadKg] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [field, setField] = useState<'path' | 'load'>('path');
  const request = useCancellable();
  // How far the upload got, for the report if the TUI quits while it runs.
  const sentRatio = useRef(0);
  const path = usePathInput(tui.active && step === 'file' && field === 'path');
  const height = Math.max(3, tui.rows - 8);

  const upload = async () => {
    const { user } = tui;
    if (!user) return;
    const typed = path.value.trim();
    request.setError(null);
    // Ctrl-C (or a signal) while it runs: the request is cancelled, so the server stores nothing, and the exit says so.
    const cancelled = () => {
      const how =
        sentRatio.current >= 1
          ? 'while the coach was analysing it'
          : `with ${Math.round(sentRatio.current * 100)}% sent`;
      return `Upload of ${basename(typed)} cancelled ${how}: the server keeps nothing of it.`;
    };
    const failed = await request.run(async (signal) => {
      // core's upload flow, as the web and the CLI run it: validate, open, send with progress, toasts, clear.
      const outcome = await uploadSet(
        { file: typed || null, exerciseName: exercise, loadKg },
        {
          client: tui.client,
          userId: user.id,
          signal,
          open: async (typedPath) => {
            const file = await openFileUpload(resolveUserPath(typedPath), (sent, total) => {
              sentRatio.current = sent / Math.max(1, total);
              if (sent >= total) return setStep('analyzing');
              setProgress((current) => Math.max(current, Math.min(0.99, Math.floor(sentRatio.current * 100) / 100)));
            });
            setProgress(0);
            setAnalysis(null);
            sentRatio.current = 0;
            setStep('uploading');
            return file;
          },
          onProgress: (reported) => {
            sentRatio.current = 1;
            setAnalysis(reported);
            setStep('analyzing');
          },
          toast: (shown) => tui.toast(shown.text, shown.kind),
          // Spec §4: after success the file and exercise are cleared; a set the coach could not count keeps them,
          // so the lift can be chosen again for the same video.
          clearDraft: () => {
            path.clear();
            setLoadKg('');
            setExercise(null);
          },
        },
      );
      if (!outcome.ok && outcome.errors.load_kg) return (setField('load'), setLoadError(outcome.errors.load_kg));
      if (!outcome.ok) return request.setError(outcome.first);
      const { answer } = outcome;
      const videoUrl = tui.client.mediaUrl(answer.avatar_video_url ?? answer.media.processed_url);
      const videoLink = videoUrl ? tui.link('▶ Video: ', videoUrl, tui.columns - 4) : null;
      setResult(
        analysisLines(
          analysisView(answer.analysis, { chosen: outcome.exercise, besideText: answer.feedback }),
          answer.feedback,
          answer.is_new_pr,
          tui.columns - 4,
          videoLink,
        ),
      );
      setOffset(0);
      setStep('done');
    }, cancelled);
    if (failed) setStep('file');
  };

  /** Enter or ↓ on the load: checked, then back to the video path. */
  const submitLoad = () => {
    const load = validateLoad(loadKg);
    setLoadError(load.ok ? null : (load.errors.load_kg ?? null));
    if (load.ok) setField('path');
  };

  useInput(
    (_input, key) => {
      if (step === 'file') {
        if (key.upArrow && field === 'path') setField('load');
        else if (key.downArrow && field === 'load') submitLoad();
        return;
      }
      if (step !== 'done') return;
      if (key.upArrow) setOffset((value) => scrollBy(value, -1, result.length, height));
      if (key.downArrow) setOffset((value) => scrollBy(value, 1, result.length, height));
      if (key.return) setStep('exercise');
    },
    { isActive: tui.active },
  );

  /** Esc steps back inside the screen: from the path to the exercise; an upload in flight is cancelled. */
  const onEscape = () => {
    if (step === 'file') return (setStep('exercise'), true);
    if (step === 'uploading' || step === 'analyzing') {
      request.cancel();
      tui.toast('Upload cancelled', 'info');
      setStep('file');
      return true;
    }
    return false;
  };

  return {
    step,
    exercises: EXERCISES,
    exerciseLabel: EXERCISES.find((option) => option.value === exercise)?.label ?? null,
    chooseExercise: (value: string) => {
      setExercise(value);
      request.setError(null);
      setStep('file');
    },
    path,
    load: { value: loadKg, change: setLoadKg, submit: submitLoad, error: loadError, focused: field === 'load' },
    submit: () => void upload(),
    error: request.error,
    progress,
    analysis,
    result: {
      lines: result.slice(offset, offset + height),
      position:
        result.length > height
          ? `── ${Math.min(offset + height, result.length)}/${result.length} lines, ↑↓ to scroll`
          : null,
    },
    isActive: tui.active,
    onEscape,
  };
}
