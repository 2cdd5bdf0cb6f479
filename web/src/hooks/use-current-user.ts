import { useCallback, useSyncExternalStore } from 'react';
import { useSpotterEnvironment } from '../lib/spotter-context';
import type { StoredUser } from '../lib/current-user-store';

/** The stored current user (or null), re-rendering when it is stored, cleared or changed in another tab. */
export function useCurrentUser(): StoredUser | null {
  const { userStore } = useSpotterEnvironment();
  // Stable per store, so React subscribes once rather than on every render.
  const subscribe = useCallback((listener: () => void) => userStore.subscribe(listener), [userStore]);
  const get = useCallback(() => userStore.get(), [userStore]);
  return useSyncExternalStore(subscribe, get, get);
}
