import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { dashboardRoutes } from '../testing/dashboard-routes';
import { aUser } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const at = '2025-03-01T09:30:00.000Z';
const sessions = [
  { id: 's1', device: 'Chrome on Linux', created_at: at, last_used_at: at, current: true },
  { id: 's2', device: 'Firefox on Windows', created_at: at, last_used_at: at, current: false },
];

async function openSignOut(options: Parameters<typeof renderApp>[1]) {
  const app = renderApp('/dashboard/u1', options);
  await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
  await app.user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign out' }),
  );
  return { ...app, dialog: within(await screen.findByRole('dialog', { name: 'Sign out?' })) };
}

describe('Sign out', () => {
  it('Given an account without a password, When Sign out is asked for, Then the dialog says the key is the only way back and offers a password, never a new key on the token alone', async () => {
    const { user, dialog, api, userStore } = await openSignOut({
      storedUser: { ...aUser(), has_password: false },
      routes: dashboardRoutes({}),
    });
    expect(dialog.getByText(/Your sign-in key is the only way back in/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'set a password' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Make a new sign-in key' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(userStore.get()).not.toBeNull();
    expect(api.callsTo('POST /api/users/u1/sign-in-key')).toHaveLength(0);
  });

  it('Given a password, When signing out is confirmed, Then only this device is signed out on the server, the user is forgotten here and the landing page opens', async () => {
    const { user, dialog, api, userStore, location } = await openSignOut({
      storedUser: { ...aUser(), has_password: true },
      routes: dashboardRoutes(
        {},
        { 'GET /api/users/u1/sessions': { body: sessions }, 'DELETE /api/sessions/s1': { status: 204 } },
      ),
    });
    expect(dialog.getByText(/sign back in on any device with your email and password/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Make a new sign-in key' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(userStore.get()).toBeNull();
    expect(api.callsTo('DELETE /api/sessions/s1')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/sessions/s2')).toHaveLength(0);
    expect(await screen.findByText('Signed out')).toBeTruthy();
  });

  it('Given the server cannot be reached, When signing out, Then this device still forgets the user and says the server was not told', async () => {
    const { user, dialog, userStore } = await openSignOut({
      storedUser: { ...aUser(), has_password: true },
      routes: dashboardRoutes({}, { 'GET /api/users/u1/sessions': { status: 503, body: { detail: 'down' } } }),
    });
    await user.click(dialog.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(/the server could not be told/)).toBeTruthy();
    expect(userStore.get()).toBeNull();
  });
});
