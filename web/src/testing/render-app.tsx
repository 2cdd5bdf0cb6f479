import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../app';
import { createCurrentUserStore, type StoredUser } from '../lib/current-user-store';
import { fakeApi, type FakeRoute } from './fake-api';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface RenderOptions {
  routes?: Record<string, FakeRoute>;
  storedUser?: StoredUser | null;
  chatbotEmbedUrl?: string | null;
}

/** The whole app at a path, with an injected fetch and the real localStorage-backed user store. */
export function renderApp(path: string, options: RenderOptions = {}) {
  const api = fakeApi(options.routes ?? {});
  const userStore = createCurrentUserStore(window.localStorage);
  if (options.storedUser) userStore.set(options.storedUser);
  const environment = {
    baseUrl: 'http://spotter.test',
    fetch: api.fetch,
    userStore,
    chatbotEmbedUrl: options.chatbotEmbedUrl ?? null,
  };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App environment={environment} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, api, userStore, user, location: () => view.getByTestId('location').textContent };
}
