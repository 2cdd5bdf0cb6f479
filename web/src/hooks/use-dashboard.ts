import { useCallback, useEffect, useState } from 'react';
import type { MediaItem, PersonalBest, Plan, User } from '@spotter/core/schemas';
import { errorMessage } from '@spotter/core/api';
import { useApiClient } from './use-api-client';

export interface DashboardData {
  user: User | null;
  plans: Plan[];
  personalBests: PersonalBest[];
  media: MediaItem[];
  /** Why the user could not be loaded (the rest only logs, spec §8). */
  error: string | null;
}

const EMPTY: DashboardData = { user: null, plans: [], personalBests: [], media: [], error: null };

type Part = 'plans' | 'personalBests' | 'media';

/** Loads the user and their plans, personal bests and media; reload() refreshes chosen parts after an action. */
export function useDashboard(userId: string) {
  const client = useApiClient();
  const [data, setData] = useState<DashboardData>(EMPTY);

  const loadPart = useCallback(
    async (part: Part) => {
      try {
        const value =
          part === 'plans' ? await client.listPlans(userId) : part === 'personalBests' ? await client.listPersonalBests(userId) : await client.listMedia(userId);
        setData((current) => ({ ...current, [part]: value }));
      } catch (err) {
        console.error(`Failed to load ${part}:`, errorMessage(err));
      }
    },
    [client, userId],
  );

  const reload = useCallback((...parts: Part[]) => Promise.all(parts.map(loadPart)).then(() => undefined), [loadPart]);

  useEffect(() => {
    let active = true;
    setData(EMPTY);
    client.getUser(userId).then(
      (user) => active && setData((current) => ({ ...current, user })),
      (err: unknown) => {
        console.error('Failed to load user:', errorMessage(err));
        if (active) setData((current) => ({ ...current, error: errorMessage(err) }));
      },
    );
    void reload('plans', 'personalBests', 'media');
    return () => {
      active = false;
    };
  }, [client, userId, reload]);

  return { ...data, reload };
}
