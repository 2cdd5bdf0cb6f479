import { createContext, useContext, type ReactNode } from 'react';
import type { FetchLike } from '@spotter/core/api';
import type { CurrentUserStore } from './current-user-store';

/** What the app needs from its surroundings: where the API is, how to fetch, where the user is stored. */
export interface SpotterEnvironment {
  baseUrl: string;
  fetch: FetchLike;
  userStore: CurrentUserStore;
  /** The hidden third-party chatbot frame's address (VITE_CHATBOT_EMBED_URL), when configured. */
  chatbotEmbedUrl: string | null;
}

const SpotterContext = createContext<SpotterEnvironment | null>(null);

export function SpotterProvider({ environment, children }: { environment: SpotterEnvironment; children: ReactNode }) {
  return <SpotterContext.Provider value={environment}>{children}</SpotterContext.Provider>;
}

export function useSpotterEnvironment(): SpotterEnvironment {
  const environment = useContext(SpotterContext);
  if (!environment) throw new Error('useSpotterEnvironment must be used inside <SpotterProvider>');
  return environment;
}
