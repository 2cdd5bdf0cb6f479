import { EMPTY_FILTERS, type LibraryFilters } from '@spotter/core/view-models';

/** The library's filters as the page's query (?q=goblet&category=strength&equipment=kettlebells&difficulty=beginner). */
const PARAMS: Record<keyof LibraryFilters, string> = {
  search: 'q',
  category: 'category',
  equipment: 'equipment',
  difficulty: 'difficulty',
};

/** The filters a link or a reload carries; anything not given is "all" (or no search). */
export function filtersFromParams(params: URLSearchParams): LibraryFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const [key, name] of Object.entries(PARAMS) as [keyof LibraryFilters, string][]) {
    const value = params.get(name);
    if (value !== null && value !== '') filters[key] = value;
  }
  return filters;
}

/** The query for the filters: only those set, so /exercises stays bare when nothing is. */
export function paramsOf(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(PARAMS) as [keyof LibraryFilters, string][]) {
    const value = filters[key];
    if (value && value !== 'all') params.set(name, value);
  }
  return params;
}
