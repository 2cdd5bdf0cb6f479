import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import { SETS_PAGE } from '@spotter/core/constants';
import type { TrainingSet } from '@spotter/core/schemas';
import { useApiClient } from './use-api-client';

/**
 * The training history: the latest page of counted sets (the largest page the API gives, so the chart has a
 * stretch of time to draw), older pages on request. `refreshKey` changes when a new set may have been stored.
 * A failed load only logs, as the dashboard's other lists do (spec §8).
 */
export function useHistory(userId: string, refreshKey: unknown) {
  const client = useApiClient();
  const [sets, setSets] = useState<TrainingSet[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    client.listSets(userId, { limit: SETS_PAGE.max }).then(
      (page) => {
        if (!active) return;
        setSets(page.items);
        setNextCursor(page.next_cursor);
        setLoading(false);
      },
      (err: unknown) => {
        console.error('Failed to load training history:', errorMessage(err));
        if (active) setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [client, userId, refreshKey]);

  const loadOlder = useCallback(async () => {
    if (!nextCursor) return;
    setLoading(true);
    try {
      const page = await client.listSets(userId, { limit: SETS_PAGE.max, cursor: nextCursor });
      setSets((current) => [...current, ...page.items]);
      setNextCursor(page.next_cursor);
    } catch (err) {
      console.error('Failed to load older sets:', errorMessage(err));
    } finally {
      setLoading(false);
    }
  }, [client, userId, nextCursor]);

  return { sets, loading, hasOlder: nextCursor !== null, loadOlder };
}
