import './lib/csp-safe-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { createCurrentUserStore } from './lib/current-user-store';
import type { SpotterEnvironment } from './lib/spotter-context';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';

const environment: SpotterEnvironment = {
  baseUrl: window.location.origin,
  fetch: (url, init) => window.fetch(url, init),
  userStore: createCurrentUserStore(window.localStorage, window),
  chatbotEmbedUrl: import.meta.env.VITE_CHATBOT_EMBED_URL?.trim() || null,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App environment={environment} />
    </BrowserRouter>
  </StrictMode>,
);
