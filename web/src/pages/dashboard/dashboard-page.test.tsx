import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { aMediaItem, aPersonalBest, aPlan, aUser } from '../../testing/fixtures';
import { gate } from '../../testing/fake-api';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';

const stored = aUser();

describe('Dashboard page', () => {
  it('Given the user is still loading, When the dashboard opens, Then it says Loading your dashboard...', async () => {
    const held = gate();
    renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: { ...dashboardRoutes(), 'GET /api/users/u1': { body: {}, until: held.until } },
    });
    expect(await screen.findByText('Loading your dashboard...')).toBeTruthy();
  });

  it('Given a new user, When loaded, Then greeting, welcome coach card, four stats, empty plan and the exact empty PB message show', async () => {
    renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    expect(screen.getByText('Training for weight loss')).toBeTruthy();
    expect(screen.getByText('Welcome from your coach')).toBeTruthy();
    const stats = within(screen.getByRole('list', { name: 'Your summary' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(stats).toEqual(['Personal Bests0', 'Workout Plans0', 'Goalweight loss', 'Weekly Goal4 days']);
    expect(screen.getByRole('heading', { name: /Record Exercise & Get AI Feedback/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Scan Equipment/ })).toBeTruthy();
    expect(screen.getByText('No personal bests yet. Upload your first exercise to get started!')).toBeTruthy();
    expect(screen.queryByLabelText('Coach video')).toBeNull();
  });

  it('Given media, plans and seven PBs, When loaded, Then the latest feedback plays its video with the analysis, the latest plan scrolls, 5 PBs show', async () => {
    const pbs = Array.from({ length: 7 }, (_, i) =>
      aPersonalBest(`pb${i}`, i === 0 ? 'bench_press' : 'squat', 60 + i, 'kg'),
    );
    renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({
        media: [aMediaItem()],
        plans: [aPlan('p2', 'Day 1: Squat 5x5'), aPlan('p1')],
        personalBests: pbs,
      }),
    });
    expect(await screen.findByText('Feedback on your latest set')).toBeTruthy();
    expect(screen.getByText('3 reps of squat. Fix: sit deeper.')).toBeTruthy();
    expect(screen.getByLabelText('Coach video').getAttribute('src')).toBe('/api/media/processed-m1.mp4?exp=1&sig=x');
    const analysis = screen.getByLabelText('Set analysis');
    expect(within(analysis).getByText('3 reps')).toBeTruthy();
    expect(within(analysis).getByText('Rep 2 · 0:04')).toBeTruthy();
    expect(within(analysis).getByText('Cue: Sit your hips down between your heels')).toBeTruthy();
    expect(within(analysis).getByText('Even tempo on every rep')).toBeTruthy();
    expect(within(analysis).getByText(/knee tracking could not be judged/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Workout plan text' }).textContent).toBe('Day 1: Squat 5x5');
    const rows = screen.getAllByRole('listitem').filter((item) => item.classList.contains('pb-row'));
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bench Press60 kg',
      'Squat61 kg',
      'Squat62 kg',
      'Squat63 kg',
      'Squat64 kg',
    ]);
  });

  it('Given no media but an avatar greeting, When loaded, Then the coach card plays the greeting video', async () => {
    const user = aUser({ avatar_greeting_url: '/api/media/hello.mp4' });
    renderApp('/dashboard/u1', { storedUser: user, routes: dashboardRoutes({ user }) });
    expect(await screen.findByText('A message from your coach')).toBeTruthy();
    expect(screen.getByLabelText('Coach video').getAttribute('src')).toBe('/api/media/hello.mp4');
  });

  it('Given a revoked token, When the dashboard loads, Then the stored user is cleared and /signin says why', async () => {
    const refused = { status: 401, body: { detail: 'This session has ended: sign in again' } };
    const { userStore, location } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: { ...dashboardRoutes(), 'GET /api/users/u1': refused, 'GET /api/users/u1/plans': refused },
    });
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(userStore.get()).toBeNull();
    expect(await screen.findByText(/You were signed out on this device/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to Spotter' })).toBeTruthy();
  });

  it("Given another user's dashboard address, When opened, Then it says so with Sign in and Go to my dashboard, loads nothing and forgets no one", async () => {
    const { api, userStore, user, location } = renderApp('/dashboard/u2', {
      storedUser: stored,
      routes: dashboardRoutes(),
    });
    expect(await screen.findByRole('heading', { name: 'This dashboard belongs to another account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('button', { name: /start over|new profile/i })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/users/u2'))).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    await waitFor(() => expect(location()).toBe('/dashboard/u1'));
    expect(userStore.get()).toEqual(stored);
  });

  it('Given no stored user, When a dashboard address opens, Then it asks to sign in', async () => {
    renderApp('/dashboard/u1', { routes: dashboardRoutes() });
    expect(await screen.findByRole('heading', { name: 'Sign in to see this dashboard' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin',
    );
  });

  it('Given the user cannot be loaded for another reason, When the dashboard opens, Then the reason shows and nothing is forgotten', async () => {
    const { userStore } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: {
        ...dashboardRoutes(),
        'GET /api/users/u1': { status: 503, body: { detail: 'The database is not ready' } },
      },
    });
    expect(await screen.findByText('The database is not ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(userStore.get()).toEqual(stored);
  });
});
