import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { createApiClient, type ApiClient } from '@spotter/core/api';
import { guardSession } from '../lib/session-guard';
import { useSpotterEnvironment } from '../lib/spotter-context';

/** Why /signin was opened, passed in the navigation state. */
export type SignInReason = 'expired' | 'signed-out-everywhere';

/**
 * The typed API client, carrying the stored user's token on every call. A revoked token clears the stored user
 * and lands on /signin saying why. Only lazy screens import this (zod stays out of the landing bundle).
 */
export function useApiClient(): ApiClient {
  const { baseUrl, fetch, userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  // The client must stay the same object across navigations (screens reload when it changes), so navigate is read through a ref.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  return useMemo(() => {
    const onExpired = () =>
      void navigateRef.current('/signin', { state: { reason: 'expired' satisfies SignInReason } });
    return createApiClient({
      baseUrl,
      fetch: guardSession({ baseUrl, fetch, userStore, onExpired }),
      token: () => userStore.get()?.token,
    });
  }, [baseUrl, fetch, userStore]);
}
