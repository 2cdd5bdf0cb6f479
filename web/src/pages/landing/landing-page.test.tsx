import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { aUser, withoutToken } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

describe('Landing page', () => {
  it('Given a visitor, When the landing page opens, Then hero, three features, counts and the three calls to action show', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.getByRole('link', { name: 'Get Started for Free' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.getByRole('link', { name: 'Explore Exercises' }).getAttribute('href')).toBe('/exercises');
    for (const title of ['AI video analysis', 'Personal best tracking', 'Exercise library']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    const counts = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('count-tile'))
      .map((item) => item.textContent);
    expect(counts).toEqual(['40+Strength', '15+Olympic', '25+CrossFit', '20+Flexibility']);
  });

  it('Given a visitor, When the nav is shown, Then only the logo links home: no Dashboard or Exercises links', () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Spotter home' }).getAttribute('href')).toBe('/');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Exercises' })).toBeNull();
  });

  it('Given a stored user, When / opens, Then it redirects to their dashboard and the nav shows both links', async () => {
    const stored = aUser({ id: 'u42' });
    const { location } = renderApp('/', {
      storedUser: stored,
      routes: { 'GET /api/users/u42': { body: withoutToken(stored) } },
    });
    await waitFor(() => expect(location()).toBe('/dashboard/u42'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/u42');
    expect(within(nav).getByRole('link', { name: 'Exercises' }).getAttribute('href')).toBe('/exercises');
  });

  it('Given garbage under the current-user key, When / opens, Then it is ignored and the landing page shows', () => {
    window.localStorage.setItem('spotter.currentUser', '{not json');
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toBeTruthy();
  });
});
