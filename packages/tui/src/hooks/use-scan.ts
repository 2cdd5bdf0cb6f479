import { useInput } from 'ink';
import { basename } from 'node:path';
import { useState } from 'react';
import { MESSAGES } from '@spotter/core/constants';
import { validateScan } from '@spotter/core/rules';
import { confirmScan } from '@spotter/core/flows';
import {
  SCAN_GROUPS,
  planPlainText,
  planView,
  scanResultView,
  toggleItem,
  type ScanChoice,
  type ScanView,
} from '@spotter/core/view-models';
import { resolveUserPath } from '../files/complete-path.js';
import { openFileUpload } from '@spotter/node-client';
import { useTui } from '../tui-context.js';
import { scrollBy, wrapLines } from '../text-layout.js';
import { useCancellable } from './use-cancellable.js';
import { usePathInput } from './use-path-input.js';

export type ScanStep = 'file' | 'scanning' | 'confirm' | 'building' | 'done';

/** A row of the tick list: a group's title, or a choice. */
export type ScanRow = { kind: 'title'; text: string } | { kind: 'choice'; item: ScanChoice };

/** The tick list's rows: what the photo showed, the profile's gear, then the rest of the list. */
export function scanRows(view: ScanView): ScanRow[] {
  const group = (text: string, items: ScanChoice[], empty: string): ScanRow[] => [
    { kind: 'title', text },
    ...(items.length
      ? items.map((item) => ({ kind: 'choice' as const, item }))
      : [{ kind: 'title' as const, text: `  ${empty}` }]),
  ];
  return [
    ...group(SCAN_GROUPS.seen, view.seen, 'nothing recognised'),
    ...group(SCAN_GROUPS.profile, view.profile, 'none'),
    ...group(SCAN_GROUPS.more, view.more, 'none'),
  ];
}

/** Scan equipment: an image path, POST /equipment-scan, then a tick list of what was seen and the profile's gear, then the plan built from what is ticked. */
export function useScan() {
  const tui = useTui();
  const [step, setStep] = useState<ScanStep>('file');
  const [found, setFound] = useState<ScanView | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [cursor, setCursor] = useState(0);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [planLines, setPlanLines] = useState<string[]>([]);
  const [offset, setOffset] = useState(0);
  const path = usePathInput(tui.active && step === 'file');
  const request = useCancellable();
  const height = Math.max(3, tui.rows - 12);

  const scan = async () => {
    const checked = validateScan({ file: path.value.trim() || null });
    if (!checked.ok) return request.setError(checked.errors._ ?? null);
    const { user } = tui;
    if (!user) return;
    request.setError(null);
    // Ctrl-C while the photo is sent or scanned: the request is cancelled and the exit says so.
    // The server does not stop a scan it has whole, so this says only what is known.
    const cancelled = () =>
      `Scan of ${basename(checked.value.file)} cancelled before its answer came: a plan made from it may still show on the dashboard.`;
    const failed = await request.run(async (signal) => {
      const file = await openFileUpload(resolveUserPath(checked.value.file));
      setStep('scanning');
      const result = await tui.client.scanEquipment({ user_id: user.id, file, signal });
      tui.toast(MESSAGES.equipmentScanned);
      const view = scanResultView(result);
      setFound(view);
      setTicked(view.ticked);
      setCursor(0);
      path.clear();
      setStep('confirm');
    }, cancelled);
    if (failed) setStep('file');
  };

  const build = async () => {
    if (!found || !tui.user) return;
    setStep('building');
    try {
      const { equipment, plan, notice } = await confirmScan(tui.client, tui.user.id, found, ticked);
      tui.toast(notice.text, notice.tone);
      setConfirmed(equipment);
      setPlanLines(wrapLines(planPlainText(planView(plan)), tui.columns - 6));
      setOffset(0);
      setStep('done');
    } catch (err) {
      request.fail(err);
      setStep('confirm');
    }
  };

  const choices = found ? [...found.seen, ...found.profile, ...found.more] : [];

  useInput(
    (input, key) => {
      if (step === 'confirm') {
        if (key.upArrow) setCursor((value) => Math.max(0, value - 1));
        if (key.downArrow) setCursor((value) => Math.min(choices.length - 1, value + 1));
        const current = choices[cursor];
        if (input === ' ' && current) setTicked((list) => toggleItem(list, current.name));
        if (key.return) void build();
        return;
      }
      if (step !== 'done') return;
      if (key.upArrow || key.pageUp)
        setOffset((value) => scrollBy(value, key.pageUp ? -height : -1, planLines.length, height));
      if (key.downArrow || key.pageDown)
        setOffset((value) => scrollBy(value, key.pageDown ? height : 1, planLines.length, height));
      if (key.return) setStep('file');
    },
    { isActive: tui.active },
  );

  return {
    step,
    path,
    error: request.error,
    submit: () => void scan(),
    found,
    rows: found ? scanRows(found) : [],
    ticked,
    /** The name of the choice under the cursor. */
    current: choices[cursor]?.name ?? null,
    confirmed,
    /** Rows of the tick list that fit the screen. */
    listHeight: Math.max(5, tui.rows - 14),
    plan: { lines: planLines, offset, height },
    isActive: tui.active,
  };
}
