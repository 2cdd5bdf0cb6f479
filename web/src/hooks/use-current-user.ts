import { useSyncExternalStore } from 'react';
import { useSpotterEnvironment } from '../lib/spotter-context';
import type { StoredUser } from '../lib/current-user-store';

/** The stored current user (or null), re-rendering when it is stored, cleared or changed in another tab. */
export function useCurrentUser(): StoredUser | null {
  const { userStore } = useSpotterEnvironment();
  return useSyncExternalStore(userStore.subscribe, userStore.get, userStore.get);
}
