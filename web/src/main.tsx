import './lib/csp-safe-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { createCurrentUserStore } from './lib/current-user-store';
import { forgetOfflineSession, registerServiceWorker } from './offline/register-service-worker';
import type { SpotterEnvironment } from './lib/spotter-context';
import { watchPreloadErrors } from './lib/update-reload';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';

const environment: SpotterEnvironment = {
  baseUrl: window.location.origin,
  fetch: (url, init) => window.fetch(url, init),
  userStore: createCurrentUserStore(window.localStorage, window),
  chatbotEmbedUrl: import.meta.env.VITE_CHATBOT_EMBED_URL?.trim() || null,
};

// A route's code that fails to preload after a redeploy: one reload, not a blank app.
watchPreloadErrors(window);
// Vite's dev server has hot reloading and serves no worker; every build (the e2e tests' too) has one.
registerServiceWorker(navigator.serviceWorker, import.meta.hot === undefined);
// Signing out (or a revoked token) takes the offline copies of that user's session with it.
environment.userStore.subscribe(() => {
  if (!environment.userStore.get()) void forgetOfflineSession(navigator.serviceWorker, window.caches);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App environment={environment} />
    </BrowserRouter>
  </StrictMode>,
);
