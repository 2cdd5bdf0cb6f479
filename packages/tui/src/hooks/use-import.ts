import { useInput } from 'ink';
import { basename } from 'node:path';
import { useState } from 'react';
import type { ImportProgress, ImportResult } from '@spotter/core/schemas';
import { resolveUserPath } from '../files/complete-path.js';
import { openFileUpload } from '@spotter/node-client';
import { canChooseUnits, importLines, previewAction } from './import-lines.js';
import { useTui } from '../tui-context.js';
import { scrollBy } from '../text-layout.js';
import { useCancellable } from './use-cancellable.js';
import { usePathInput } from './use-path-input.js';

export type ImportStep = 'file' | 'checking' | 'preview' | 'importing' | 'done';
type Units = 'kg' | 'lb';

/** Rows around the scrolled answer: header, heading, the action line, toasts and footer. */
const FIXED_ROWS = 9;

/**
 * Import a Strong, Hevy or FitNotes export: a path (Tab completes) → a dry run that stores nothing and shows what would
 * come in → Enter imports exactly that (the same file, in the same unit) → what was added. A file that does not say
 * its unit asks for one (k or l) and is previewed again in it; a file the server refuses says why beside the path,
 * which stays.
 */
export function useImport() {
  const tui = useTui();
  const [step, setStep] = useState<ImportStep>('file');
  const [units, setUnits] = useState<Units | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [offset, setOffset] = useState(0);
  const request = useCancellable();
  const path = usePathInput(tui.active && step === 'file');
  const width = tui.columns - 4;
  const height = Math.max(3, tui.rows - FIXED_ROWS);
  const shown = step === 'done' ? result : step === 'preview' ? preview : null;
  const lines = shown ? importLines(shown, width) : [];

  /** Sends the file: a dry run, or the import; true when it went through. */
  const send = async (dryRun: boolean, chosen: Units | null) => {
    const { user } = tui;
    const typed = path.value.trim();
    if (!user) return false;
    if (!typed) return (request.setError('Type the path of a CSV export from Strong, Hevy or FitNotes'), false);
    request.setError(null);
    const name = basename(typed);
    const got: { answer: ImportResult | null } = { answer: null };
    // Ctrl-C while it runs cancels the request; what the server kept is said (a dry run keeps nothing).
    const cancelled = () =>
      dryRun
        ? `Check of ${name} cancelled: nothing was stored.`
        : `Import of ${name} cancelled: it is one transaction, so all of it or none was stored; importing the file again adds only what is missing.`;
    const failed = await request.run(async (signal) => {
      const file = await openFileUpload(resolveUserPath(typed));
      setProgress(null);
      setStep(dryRun ? 'checking' : 'importing');
      got.answer = await tui.client.importLogWithProgress(user.id, {
        file,
        dry_run: dryRun,
        units: chosen ?? undefined,
        signal,
        onProgress: setProgress,
      });
    }, cancelled);
    setProgress(null);
    const { answer } = got;
    if (failed || !answer) {
      setStep('file');
      return false;
    }
    setOffset(0);
    if (dryRun) {
      setPreview(answer);
      setStep('preview');
    } else {
      setResult(answer);
      setStep('done');
      tui.toast(
        answer.sets
          ? `Imported ${answer.sets} sets in ${answer.workouts} workouts`
          : 'Nothing new was added: every set is already in your log',
        answer.sets ? 'success' : 'info',
      );
    }
    return true;
  };

  /** Enter on the path: a new dry run, the unit asked again for the new file. */
  const check = () => {
    setUnits(null);
    void send(true, null);
  };

  const chooseUnits = (next: Units) => {
    if (!preview || !canChooseUnits(preview) || (next === units && preview.units.source !== 'unknown')) return;
    setUnits(next);
    void send(true, next);
  };

  const runImport = () => {
    if (!preview) return;
    const action = previewAction(preview);
    if (!action.ready) return tui.toast(action.line, preview.units.source === 'unknown' ? 'warning' : 'info');
    void send(false, units);
  };

  useInput(
    (input, key) => {
      if (step !== 'preview' && step !== 'done') return;
      if (key.upArrow) setOffset((value) => scrollBy(value, -1, lines.length, height));
      else if (key.downArrow) setOffset((value) => scrollBy(value, 1, lines.length, height));
      else if (key.return) {
        if (step === 'preview') runImport();
        else setStep('file');
      } else if (step === 'preview' && input === 'k') chooseUnits('kg');
      else if (step === 'preview' && input === 'l') chooseUnits('lb');
    },
    { isActive: tui.active },
  );

  /** Esc steps back inside the screen: a preview back to the path; a check is cancelled; an import is waited for. */
  const onEscape = () => {
    if (step === 'preview') return (setStep('file'), true);
    if (step === 'checking') {
      request.cancel();
      tui.toast('Check cancelled: nothing was stored', 'info');
      setStep('file');
      return true;
    }
    if (step === 'importing') {
      tui.toast(
        'The import is one transaction and ends in a moment; Ctrl-C stops it (all of it or none is kept)',
        'warning',
      );
      return true;
    }
    return false;
  };

  return {
    step,
    path,
    check,
    error: request.error,
    progress,
    preview,
    result,
    action: step === 'preview' && preview ? previewAction(preview) : null,
    unitsChoice: step === 'preview' && preview !== null && canChooseUnits(preview),
    lines: lines.slice(offset, offset + height),
    position:
      lines.length > height
        ? `── ${Math.min(offset + height, lines.length)}/${lines.length} lines, ↑↓ to scroll`
        : null,
    isActive: tui.active,
    onEscape,
  };
}
