import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import type { Exercise, ExerciseMetadata } from '@spotter/core/schemas';
import { EMPTY_FILTERS, filterOptions, libraryView, toggleCategory, type LibraryFilters } from '@spotter/core/view-models';
import { useApiClient } from './use-api-client';

/**
 * The library: the whole list is loaded once (category counts and totals need it) and filtered by core's
 * libraryView; failed loads are logged and fall back to an empty list (spec §8).
 */
export function useLibrary() {
  const client = useApiClient();
  const [exercises, setExercises] = useState<Exercise[]>([]);
  const [metadata, setMetadata] = useState<ExerciseMetadata | null>(null);
  const [loading, setLoading] = useState(true);
  const [filters, setFilters] = useState<LibraryFilters>(EMPTY_FILTERS);

  const reload = useCallback(async () => {
    try {
      setExercises(await client.listExercises());
    } catch (err) {
      console.error('Failed to load exercises:', errorMessage(err));
      setExercises([]);
    } finally {
      setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    void reload();
    client.exerciseMetadata().then(setMetadata, (err: unknown) => console.error('Failed to load exercise metadata:', errorMessage(err)));
  }, [client, reload]);

  const view = useMemo(() => libraryView(exercises, filters), [exercises, filters]);
  const options = useMemo(() => filterOptions(metadata), [metadata]);

  return {
    loading,
    view,
    options,
    filters,
    setFilter: (key: keyof LibraryFilters, value: string) => setFilters((current) => ({ ...current, [key]: value })),
    toggleCategory: (category: string) => setFilters((current) => toggleCategory(current, category)),
    clearFilters: () => setFilters(EMPTY_FILTERS),
    reload,
  };
}
