import { useInput } from 'ink';
import { useState } from 'react';
import { SETS_PAGE } from '@spotter/core/constants';
import { HISTORY_EMPTY, historyRows, progressByExercise, type HistoryRow } from '@spotter/core/view-models';
import { useTui } from '../tui-context.js';
import { cycle } from '../text-layout.js';
import { useLoad } from './use-load.js';

/** Title, sparkline block frame, table header, chosen set's lines and footer around the table's rows. */
const FIXED_ROWS = 14;

/**
 * Your training history: per exercise a sparkline of reps and load (oldest to newest) with the summary, and the
 * latest sets as a table (↑↓ choose one: its faults and its video link show below).
 */
export function useHistory() {
  const tui = useTui();
  const userId = tui.user?.id ?? null;
  const loaded = useLoad(
    async () => (userId ? (await tui.client.listSets(userId, { limit: SETS_PAGE.max })).items : []),
    [tui.client, userId],
    tui.visible,
  );
  const [selected, setSelected] = useState(0);
  const sets = loaded.data ?? [];
  const rows = historyRows(sets);
  const progress = progressByExercise(sets);
  const height = Math.max(3, tui.rows - FIXED_ROWS - progress.length * 2);
  const chosen: HistoryRow | null = rows[Math.min(selected, rows.length - 1)] ?? null;
  // The chosen row stays in the window: the window starts where it must for the row to be its last.
  const start = Math.max(0, selected - height + 1);

  useInput(
    (_input, key) => {
      if (!rows.length) return;
      if (key.upArrow) setSelected((value) => cycle(value, -1, rows.length));
      else if (key.downArrow || key.tab) setSelected((value) => cycle(value, 1, rows.length));
    },
    { isActive: tui.active },
  );

  // One line, never broken: a hyperlink, or the URL (printed whole on the way out when it is too long to show).
  const linkOf = (url: string | null) => (url ? tui.link('', url, tui.columns - 2) : null);
  return {
    loading: loaded.loading,
    error: loaded.error,
    empty: rows.length ? null : HISTORY_EMPTY,
    progress,
    rows: rows.slice(start, start + height).map((row) => ({ ...row, chosen: row.id === chosen?.id })),
    position:
      rows.length > height ? `── ${Math.min(start + height, rows.length)}/${rows.length} sets, ↑↓ to move` : null,
    chosen: chosen ? { ...chosen, videoLink: linkOf(tui.client.mediaUrl(chosen.videoUrl)) } : null,
  };
}
