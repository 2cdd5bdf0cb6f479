import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '@spotter/core/api';
import { useSpotterEnvironment } from '../lib/spotter-context';

/** The typed API client, carrying the stored user's token on every call. Only lazy screens import this (zod stays out of the landing bundle). */
export function useApiClient(): ApiClient {
  const { baseUrl, fetch, userStore } = useSpotterEnvironment();
  return useMemo(() => createApiClient({ baseUrl, fetch, token: () => userStore.get()?.token }), [baseUrl, fetch, userStore]);
}
