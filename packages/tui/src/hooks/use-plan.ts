import { useInput } from 'ink';
import { useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import { exerciseLineText, planView, type PlanDayView } from '@spotter/core/view-models';
import { useTui } from '../tui-context.js';
import { cycle, scrollBy, wrapLines } from '../text-layout.js';
import { useLoad } from './use-load.js';

/** Header, day list frame and footer lines around the scrolled part. */
const FIXED_ROWS = 10;

/** Exercises a digit key opens the card of (1-9). */
const CARD_KEYS = 9;

/**
 * One day's lines: its estimated length, then each exercise numbered (the digit opens its library card) with its
 * dose, then (indented) its warm-up sets, what load to pick and how it progresses.
 */
export function dayLines(day: PlanDayView, width: number): string[] {
  const indented = (text: string) => wrapLines(text, width - 4).map((line) => `    ${line}`);
  const lines: string[] = [];
  if (day.duration) lines.push(...wrapLines(`Takes ${day.duration}.`, width));
  if (day.note) lines.push(...wrapLines(day.note, width));
  if (lines.length > 0) lines.push('');
  day.exercises.forEach((row, index) => {
    const number = index < CARD_KEYS ? `${index + 1}. ` : '   ';
    lines.push(...wrapLines(`${number}${row.role}: ${exerciseLineText(row)}`, width));
    if (row.warmUp) lines.push(...indented(`warm-up sets: ${row.warmUp}`));
    if (row.loadHint) lines.push(...indented(`load: ${row.loadHint}`));
    lines.push(...indented(`next: ${row.progression}`));
  });
  return lines;
}

/** The library card of an exercise of the plan: the exact name among the search's answers (any case), else none. */
async function findCard(client: ReturnType<typeof useTui>['client'], name: string) {
  const found = await client.listExercises({ search: name });
  return found.find((exercise) => exercise.name.toLowerCase() === name.toLowerCase()) ?? null;
}

/**
 * The latest plan as a list of days (↑↓ choose, Enter opens one, Esc or ← closes it); a plan stored
 * before the structured details scrolls as its text.
 */
export function usePlan() {
  const tui = useTui();
  const userId = tui.user?.id ?? null;
  const loaded = useLoad(
    async () => (userId ? ((await tui.client.listPlans(userId))[0] ?? null) : null),
    [tui.client, userId],
    tui.visible,
  );
  const [selected, setSelected] = useState(0);
  const [openDay, setOpenDay] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);

  const view = loaded.data ? planView(loaded.data) : null;
  const width = tui.columns - 6;
  const height = Math.max(3, tui.rows - FIXED_ROWS);
  const days = view?.kind === 'structured' ? view.days : [];
  const day = openDay === null ? null : (days[openDay] ?? null);
  const lines = view?.kind === 'text' ? wrapLines(view.text, width) : day ? dayLines(day, width) : [];

  const open = (index: number) => {
    setOpenDay(index);
    setOffset(0);
  };
  const close = () => {
    if (openDay === null) return false;
    setOpenDay(null);
    return true;
  };

  const openCard = (name: string) => {
    findCard(tui.client, name).then(
      (exercise) =>
        exercise ? tui.open({ name: 'exercise', exercise }) : tui.toast(`${name} is not in the library.`, 'error'),
      (err: unknown) => tui.toast(`Could not open ${name}: ${errorMessage(err)}`, 'error'),
    );
  };

  useInput(
    (input, key) => {
      const card = day && /^[1-9]$/.test(input) ? day.exercises[Number(input) - 1] : undefined;
      if (card) return openCard(card.name);
      const scrolling = view?.kind === 'text' || day !== null;
      if (scrolling) {
        if (key.upArrow || key.pageUp)
          setOffset((value) => scrollBy(value, key.pageUp ? -height : -1, lines.length, height));
        else if (key.downArrow || key.pageDown)
          setOffset((value) => scrollBy(value, key.pageDown ? height : 1, lines.length, height));
        else if (key.leftArrow) close();
        return;
      }
      if (days.length === 0) return;
      if (key.upArrow) setSelected((value) => cycle(value, -1, days.length));
      else if (key.downArrow || key.tab) setSelected((value) => cycle(value, 1, days.length));
      else if (key.return || key.rightArrow) open(selected);
    },
    { isActive: tui.active },
  );

  return {
    loading: loaded.loading,
    error: loaded.error,
    view,
    selected,
    day,
    scroll: { lines, offset, height },
    close,
  };
}
