import { useInput } from 'ink';
import { useState } from 'react';
import {
  EMPTY_FILTERS,
  exerciseCard,
  filterOptions,
  libraryView,
  type LibraryFilters,
  type Option,
} from '@spotter/core/view-models';
import { useTui } from '../tui-context.js';
import { cycle } from '../text-layout.js';
import { nextOption } from './use-form-keys.js';
import { useLoad } from './use-load.js';

export const LIBRARY_ZONES = ['search', 'category', 'equipment', 'difficulty', 'list'] as const;
export type LibraryZone = (typeof LIBRARY_ZONES)[number];
type FilterZone = Exclude<LibraryZone, 'search' | 'list'>;

/** A filter's chosen option; 'all' reads 'All' beside the filter's name. */
const labelOf = (options: readonly Option[], value: string) =>
  value === 'all' ? 'All' : (options.find((option) => option.value === value)?.label ?? value);

/** Lines the library needs besides its list (count, search, filters, categories, stats). */
const FIXED_ROWS = 11;

/** The library: every exercise loaded once, filtered as you type with core's libraryView. */
export function useLibrary() {
  const tui = useTui();
  const [filters, setFilters] = useState<LibraryFilters>(EMPTY_FILTERS);
  const [zone, setZone] = useState<LibraryZone>('search');
  const [selected, setSelected] = useState(0);
  const loaded = useLoad(
    async () => {
      const [exercises, metadata] = await Promise.all([tui.client.listExercises(), tui.client.exerciseMetadata()]);
      return { exercises, metadata };
    },
    [tui.client],
    tui.visible,
  );
  const exercises = loaded.data?.exercises ?? [];
  const view = libraryView(exercises, filters);
  const options = filterOptions(loaded.data?.metadata ?? null);
  const zoneOptions = { category: options.categories, equipment: options.equipment, difficulty: options.difficulties };
  const listHeight = Math.max(3, tui.rows - FIXED_ROWS);
  const current = Math.min(selected, Math.max(0, view.matching.length - 1));
  const first = Math.max(0, Math.min(current - Math.floor(listHeight / 2), view.matching.length - listHeight));
  const canContribute = tui.user !== null;

  const setSearch = (search: string) => {
    setFilters((value) => ({ ...value, search }));
    setSelected(0);
  };
  const chooseFilter = (filterZone: FilterZone, delta: number) => {
    setFilters((value) => ({ ...value, [filterZone]: nextOption(zoneOptions[filterZone], value[filterZone], delta) }));
    setSelected(0);
  };

  useInput(
    (input, key) => {
      const move = (delta: number) =>
        setZone((value) => LIBRARY_ZONES[cycle(LIBRARY_ZONES.indexOf(value), delta, LIBRARY_ZONES.length)]!);
      if (key.tab) return move(key.shift ? -1 : 1);
      if (zone === 'search') {
        if (key.downArrow || key.return) setZone('list');
        return;
      }
      if (zone === 'list') {
        const step = key.pageDown ? listHeight : key.pageUp ? -listHeight : key.downArrow ? 1 : key.upArrow ? -1 : 0;
        if (step) setSelected(Math.max(0, Math.min(view.matching.length - 1, current + step)));
        const exercise = view.matching[current];
        if (key.return && exercise) tui.open({ name: 'exercise', exercise });
      } else {
        if (key.leftArrow || key.rightArrow) chooseFilter(zone, key.leftArrow ? -1 : 1);
        if (key.downArrow) move(1);
        if (key.upArrow) move(-1);
      }
      if (input === '/') setZone('search');
      if (input === 'x') setFilters({ ...EMPTY_FILTERS });
      if (input === 'a' && canContribute) tui.open({ name: 'contribute' });
    },
    { isActive: tui.active },
  );

  return {
    loading: loaded.loading,
    error: loaded.error,
    filters,
    setSearch,
    zone,
    view,
    selectedLabels: {
      category: labelOf(zoneOptions.category, filters.category),
      equipment: labelOf(zoneOptions.equipment, filters.equipment),
      difficulty: labelOf(zoneOptions.difficulty, filters.difficulty),
    },
    rows: view.matching
      .slice(first, first + listHeight)
      .map((exercise, index) => ({ card: exerciseCard(exercise), selected: first + index === current })),
    position: view.matching.length ? `${current + 1}/${view.matching.length}` : '',
    canContribute,
    typing: zone === 'search',
    isActive: tui.active,
  };
}
