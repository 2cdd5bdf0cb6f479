import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '@spotter/core/view-models';
import { filtersFromParams, paramsOf } from './library-url';

describe('library filters in the URL', () => {
  it('Given filters, When written to the query and read back, Then they are the same; unset ones are left out', () => {
    const filters = { search: 'goblet squat', category: 'strength', equipment: 'kettlebells', difficulty: 'all' };
    const params = paramsOf(filters);
    expect(params.toString()).toBe('q=goblet+squat&category=strength&equipment=kettlebells');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(paramsOf(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
  });
});
