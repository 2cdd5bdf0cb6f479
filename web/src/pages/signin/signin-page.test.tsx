import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CURRENT_USER_KEY } from '@spotter/core/constants';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { aUser, withoutToken } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const account = withoutToken(aUser({ id: 'u5' }));
const signedIn = { status: 201, body: { token: 'device-2-token', user: account } };

describe('Sign-in page', () => {
  it('Given a visitor, When the nav shows, Then it links to Sign in', async () => {
    const { user, location } = renderApp('/exercises', { routes: { 'GET /api/exercises': { body: [] } } });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(await screen.findByRole('heading', { name: 'Sign in to Spotter' })).toBeTruthy();
  });

  it('Given email and password, When signed in, Then the device is named, the user is stored with this token and the dashboard opens', async () => {
    const { user, api, location } = renderApp('/signin', {
      routes: dashboardRoutes({ user: aUser({ id: 'u5' }) }, { 'POST /api/sessions': signedIn }),
    });
    await user.type(await screen.findByLabelText('Email'), ' Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/dashboard/u5'));
    const sent = JSON.parse(api.callsTo('POST /api/sessions')[0]!.init.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'Ada@Example.com', password: 'correct horse battery' });
    expect(sent.device).toMatch(/ on |browser/);
    expect(JSON.parse(window.localStorage.getItem(CURRENT_USER_KEY)!)).toMatchObject({
      id: 'u5',
      token: 'device-2-token',
      has_password: true,
    });
    expect(await screen.findByText('Welcome back, Ada!', { selector: '[data-title]' })).toBeTruthy();
  });

  it('Given a sign-in key, When signed in, Then only the key and device are sent', async () => {
    const { user, api, location } = renderApp('/signin', {
      routes: dashboardRoutes({ user: aUser({ id: 'u5' }) }, { 'POST /api/sessions': signedIn }),
    });
    await user.click(await screen.findByLabelText('Sign-in key'));
    await user.type(screen.getByRole('textbox', { name: 'Sign-in key' }), ' sk_ada_key ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/dashboard/u5'));
    expect(Object.keys(JSON.parse(api.callsTo('POST /api/sessions')[0]!.init.body as string) as object).sort()).toEqual(
      ['device', 'sign_in_key'],
    );
  });

  it('Given wrong credentials, When refused with 401, Then one generic message shows and nothing is stored', async () => {
    const { user, location } = renderApp('/signin', {
      routes: { 'POST /api/sessions': { status: 401, body: { detail: 'No user with that email' } } },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That email and password, or that sign-in key, did not match an account',
    );
    expect(screen.queryByText('No user with that email')).toBeNull();
    expect(window.localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(location()).toBe('/signin');
  });

  it('Given too many attempts, When refused with 429, Then it says to wait', async () => {
    const { user } = renderApp('/signin', {
      routes: { 'POST /api/sessions': { status: 429, body: { detail: 'Rate limit exceeded' } } },
    });
    await user.click(await screen.findByLabelText('Sign-in key'));
    await user.type(screen.getByRole('textbox', { name: 'Sign-in key' }), 'sk_guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many sign-in attempts. Wait a few minutes/);
  });

  it('Given empty fields, When submitted, Then each says what is missing and nothing is sent', async () => {
    const { user, api } = renderApp('/signin');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.callsTo('POST /api/sessions')).toHaveLength(0);
  });
});
