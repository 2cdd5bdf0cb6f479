import { useEffect } from 'react';
import { errorMessage } from '@spotter/core/api';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';
import { useCurrentUser } from './use-current-user';

/**
 * Whether the stored account has a password: true, false, or null while unknown. The device remembers it in
 * the stored record (sign-up: no; password sign-in or setting one: yes); otherwise the account export says.
 */
export function useHasPassword(): boolean | null {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const user = useCurrentUser();
  const known = typeof user?.has_password === 'boolean' ? user.has_password : null;
  const id = user?.id;
  const token = user?.token;

  useEffect(() => {
    if (known !== null || !id || !token) return;
    let active = true;
    client.exportUser(id).then(
      (exported) => {
        const current = userStore.get();
        if (active && current?.id === id && current.token === token)
          userStore.set({ ...current, has_password: exported.user.has_password });
      },
      (err: unknown) => console.error('Failed to learn whether the account has a password:', errorMessage(err)),
    );
    return () => {
      active = false;
    };
  }, [client, userStore, known, id, token]);

  return known;
}

/** Remembers on this device that the account now has a password. */
export function useMarkHasPassword() {
  const { userStore } = useSpotterEnvironment();
  return () => {
    const current = userStore.get();
    if (current) userStore.set({ ...current, has_password: true });
  };
}
