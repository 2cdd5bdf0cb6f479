import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DASHBOARD_LISTS,
  EMPTY_DASHBOARD,
  dashboardFailureLine,
  loadDashboard,
  type DashboardData,
  type DashboardList,
  type DashboardPart,
} from '@spotter/core/flows';
import { useApiClient } from './use-api-client';

/** Loads the user and their plans, personal bests and media, part by part (core's flow); reload() refreshes chosen lists after an action. */
export function useDashboard(userId: string) {
  const client = useApiClient();
  const [data, setData] = useState<DashboardData>(EMPTY_DASHBOARD);
  // Answers for another user (or client) that arrive after a switch are dropped.
  const generation = useRef(0);

  const load = useCallback(
    (parts: readonly DashboardPart[]) => {
      const current = generation.current;
      return loadDashboard(client, userId, {
        parts,
        apply: (patch) => current === generation.current && setData((shown) => ({ ...shown, ...patch })),
        log: (failure) => console.error(dashboardFailureLine(failure)),
      }).then(() => undefined);
    },
    [client, userId],
  );

  const reload = useCallback((...parts: DashboardList[]) => load(parts), [load]);

  useEffect(() => {
    generation.current += 1;
    setData(EMPTY_DASHBOARD);
    void load(['user', ...DASHBOARD_LISTS]);
    return () => {
      generation.current += 1;
    };
  }, [load]);

  return { ...data, reload };
}
