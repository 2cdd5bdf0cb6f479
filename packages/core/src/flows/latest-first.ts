/** A page of a latest-first list of the API (sets, workouts): pass `next_cursor` back for the next one. */
export interface LatestFirstPage<T> {
  items: T[];
  next_cursor: string | null;
}

/** A span of days or times, ISO ('2026-11-01' or '2026-11-01T06:00:00Z'), both ends included, either open. */
export interface TimeRange {
  from?: string;
  to?: string;
}

/** Whether an ISO time falls in the range: a day as `to` takes the whole day. */
export const withinRange = (time: string, range: TimeRange) =>
  (range.from === undefined || time >= range.from) &&
  (range.to === undefined || time.slice(0, range.to.length) <= range.to);

/**
 * The items of a latest-first list within `range`, read a page at a time and no further back than `from` (the list
 * is ordered, so the first older item ends the reading), at most `maxPages` pages. How a client reads "the sets of
 * the last 12 weeks" when the call itself pages and takes no dates.
 */
export async function readLatestFirst<T>(
  fetchPage: (cursor: string | undefined) => Promise<LatestFirstPage<T>>,
  timeOf: (item: T) => string,
  range: TimeRange = {},
  maxPages = 10,
): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await fetchPage(cursor);
    for (const item of answer.items) {
      if (range.from !== undefined && timeOf(item) < range.from) return found;
      if (withinRange(timeOf(item), range)) found.push(item);
    }
    if (!answer.next_cursor) break;
    cursor = answer.next_cursor;
  }
  return found;
}
