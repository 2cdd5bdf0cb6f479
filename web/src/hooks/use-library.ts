import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@spotter/core/api';
import type { Exercise, ExerciseMetadata } from '@spotter/core/schemas';
import {
  EMPTY_FILTERS,
  filterOptions,
  hasActiveFilters,
  libraryQuery,
  libraryView,
  toggleCategory,
  type LibraryFilters,
} from '@spotter/core/view-models';
import { filtersFromParams, paramsOf } from '../lib/library-url';
import { useApiClient } from './use-api-client';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing in the search box settles before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Filters that ask the server the same question have the same key. */
const queryKey = (filters: LibraryFilters) => JSON.stringify(libraryQuery(filters));

interface Filtered {
  filters: LibraryFilters;
  exercises: Exercise[];
}

/**
 * The library: the whole list is loaded once (category counts and totals need it); a filtered view asks the server
 * for its rows only (core's `libraryQuery`: the query the contract defines), search once typing settles. Until the
 * answer comes the last one stays on screen, marked busy. Failed loads are logged and fall back to an empty list
 * (spec §8).
 */
export function useLibrary() {
  const client = useApiClient();
  const [exercises, setExercises] = useState<Exercise[]>([]);
  const [metadata, setMetadata] = useState<ExerciseMetadata | null>(null);
  const [loading, setLoading] = useState(true);
  // The filters live in the URL: a reload or a shared link keeps them. Replaced, not pushed: Back leaves the library.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Two changes before a render (a select, then another) build on each other: react-router hands a setter the
  // params of the last render, so the latest filters are kept here.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (next: (current: LibraryFilters) => LibraryFilters) => {
      latest.current = next(latest.current);
      setParams(paramsOf(latest.current), { replace: true });
    },
    [setParams],
  );
  const [filtered, setFiltered] = useState<Filtered | null>(null);
  const [reloads, setReloads] = useState(0);

  const reload = useCallback(async () => {
    try {
      setExercises(await client.listExercises());
    } catch (err) {
      console.error('Failed to load exercises:', errorMessage(err));
      setExercises([]);
    } finally {
      setLoading(false);
      setReloads((n) => n + 1);
    }
  }, [client]);

  useEffect(() => {
    void reload();
    client
      .exerciseMetadata()
      .then(setMetadata, (err: unknown) => console.error('Failed to load exercise metadata:', errorMessage(err)));
  }, [client, reload]);

  // Selects apply at once; the search box once typing settles. Clearing the search needs no wait.
  const search = useDebouncedValue(filters.search, filters.search.trim() ? SEARCH_DEBOUNCE_MS : 0);
  const asked = useMemo(() => ({ ...filters, search: filters.search.trim() ? search : '' }), [filters, search]);
  const askedKey = queryKey(asked);
  // The effect below runs when `askedKey` changes, not on every new `asked` object (typing makes one each keystroke
  // before the search settles): it reads the filters of its render from here. Effects run in order, so this is set first.
  const askedNow = useRef(asked);
  useEffect(() => {
    askedNow.current = asked;
  });

  useEffect(() => {
    const asked = askedNow.current;
    if (!hasActiveFilters(asked)) return;
    let current = true;
    client.listExercises(libraryQuery(asked)).then(
      (rows) => current && setFiltered({ filters: asked, exercises: rows }),
      (err: unknown) => {
        console.error('Failed to filter exercises:', errorMessage(err));
        if (current) setFiltered({ filters: asked, exercises: [] });
      },
    );
    return () => {
      current = false;
    };
    // `askedKey` stands for `asked`; `reloads` asks again after a contribution.
  }, [client, askedKey, reloads]);

  const shown = hasActiveFilters(asked) ? filtered : null;
  const view = useMemo(
    () =>
      shown ? libraryView(exercises, shown.filters, shown.exercises) : libraryView(exercises, EMPTY_FILTERS, exercises),
    [exercises, shown],
  );
  const options = useMemo(() => filterOptions(metadata), [metadata]);
  // The cards on screen answer other filters than the ones set (typing, or the server not answered yet).
  const busy = queryKey(filters) !== queryKey(shown?.filters ?? EMPTY_FILTERS);

  return {
    loading,
    busy,
    view,
    options,
    filters,
    setFilter: (key: keyof LibraryFilters, value: string) => setFilters((current) => ({ ...current, [key]: value })),
    toggleCategory: (category: string) => setFilters((current) => toggleCategory(current, category)),
    clearFilters: () => setFilters(() => EMPTY_FILTERS),
    reload,
  };
}
