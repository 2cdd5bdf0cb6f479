import { useInput } from 'ink';
import { basename } from 'node:path';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import { validateScan } from '@spotter/core/rules';
import { scanResultView } from '@spotter/core/view-models';
import { resolveUserPath } from '../files/complete-path.js';
import { openUpload } from '../files/upload-file.js';
import { useTui } from '../tui-context.js';
import { scrollBy, wrapLines } from '../text-layout.js';
import { usePathInput } from './use-path-input.js';

export type ScanStep = 'file' | 'scanning' | 'done';

/** Scan equipment: an image path, POST /equipment-scan, then what was seen and the new plan. */
export function useScan() {
  const tui = useTui();
  const [step, setStep] = useState<ScanStep>('file');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<ReturnType<typeof scanResultView> | null>(null);
  const [planLines, setPlanLines] = useState<string[]>([]);
  const [offset, setOffset] = useState(0);
  const path = usePathInput(tui.active && step === 'file');
  const abort = useRef<AbortController | null>(null);
  const height = Math.max(3, tui.rows - 12);

  const scan = async () => {
    const checked = validateScan({ file: path.value.trim() || null });
    if (!checked.ok) return setError(checked.errors._ ?? null);
    if (!tui.user) return;
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    // Ctrl-C while the photo is sent or scanned: the request is cancelled and the exit says so.
    const untrack = tui.track({
      cancel: () => {
        controller.abort();
        // The server does not stop a scan it has whole, so this says only what is known.
        return `Scan of ${basename(checked.value.file)} cancelled before its answer came: a plan made from it may still show on the dashboard.`;
      },
    });
    try {
      const { file } = await openUpload(resolveUserPath(checked.value.file));
      setStep('scanning');
      const result = await tui.client.scanEquipment({ userId: tui.user.id, file, signal: controller.signal });
      tui.toast(MESSAGES.equipmentScanned);
      setFound(scanResultView(result));
      setPlanLines(wrapLines(result.plan.plan_text, tui.columns - 6));
      setOffset(0);
      path.clear();
      setStep('done');
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError') return;
      const message = errorMessage(err);
      setError(message);
      tui.toast(message, 'error');
      setStep('file');
    } finally {
      untrack();
      abort.current = null;
    }
  };

  // Leaving the screen (or the TUI) never leaves a scan running.
  useEffect(() => () => abort.current?.abort(), []);

  useInput(
    (_input, key) => {
      if (step !== 'done') return;
      if (key.upArrow || key.pageUp) setOffset((value) => scrollBy(value, key.pageUp ? -height : -1, planLines.length, height));
      if (key.downArrow || key.pageDown) setOffset((value) => scrollBy(value, key.pageDown ? height : 1, planLines.length, height));
      if (key.return) setStep('file');
    },
    { isActive: tui.active },
  );

  return {
    step,
    path,
    error,
    submit: () => void scan(),
    found,
    plan: { lines: planLines, offset, height },
    isActive: tui.active,
  };
}
