import { describe, expect, it } from 'vitest';
import { readLatestFirst, withinRange, type LatestFirstPage } from './latest-first.js';

/** A latest-first list served two items a page, counting the pages asked for. */
function pagedList(times: string[]) {
  const asked: (string | undefined)[] = [];
  const fetchPage = (cursor: string | undefined): Promise<LatestFirstPage<{ at: string }>> => {
    asked.push(cursor);
    const start = cursor ? Number(cursor) : 0;
    const next = start + 2 < times.length ? String(start + 2) : null;
    return Promise.resolve({ items: times.slice(start, start + 2).map((at) => ({ at })), next_cursor: next });
  };
  return { fetchPage, asked };
}

const times = [
  '2026-11-25T18:00:00Z',
  '2026-11-20T09:00:00Z',
  '2026-11-20T07:00:00Z',
  '2026-11-10T07:00:00Z',
  '2026-10-01T07:00:00Z',
];

describe('readLatestFirst', () => {
  it('Given a range of days, When read, Then only items within it come back and reading stops at the first older one', async () => {
    const list = pagedList(times);
    const found = await readLatestFirst(list.fetchPage, (item) => item.at, { from: '2026-11-10', to: '2026-11-20' });
    expect(found.map((item) => item.at)).toEqual([
      '2026-11-20T09:00:00Z',
      '2026-11-20T07:00:00Z',
      '2026-11-10T07:00:00Z',
    ]);
    expect(list.asked).toEqual([undefined, '2', '4']);
  });

  it('Given no range and a page limit, When read, Then at most that many pages are asked for', async () => {
    const list = pagedList(times);
    expect(await readLatestFirst(list.fetchPage, (item) => item.at, {}, 2)).toHaveLength(4);
    expect(list.asked).toEqual([undefined, '2']);
  });

  it('Given a day as the end, When a time is checked, Then the whole day is within', () => {
    expect(withinRange('2026-11-20T23:59:59Z', { to: '2026-11-20' })).toBe(true);
    expect(withinRange('2026-11-21T00:00:00Z', { to: '2026-11-20' })).toBe(false);
    expect(withinRange('2026-11-09T23:00:00Z', { from: '2026-11-10' })).toBe(false);
  });
});
