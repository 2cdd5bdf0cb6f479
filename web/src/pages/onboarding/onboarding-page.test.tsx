import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CURRENT_USER_KEY } from '@spotter/core/constants';
import { aSignUpResult, aUser, withoutToken } from '../../testing/fixtures';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { gate } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Age'), '34');
  await user.type(screen.getByLabelText('Height (cm)'), '170');
  await user.type(screen.getByLabelText('Weight (kg)'), '64');
}

describe('Onboarding page', () => {
  it('Given the form, When it opens, Then every field has a label and the defaults 12 weeks / 3 days are filled in', async () => {
    renderApp('/onboarding');
    for (const label of [
      'First name',
      'Email',
      'Age',
      'Sex',
      'Height (cm)',
      'Weight (kg)',
      'Primary goal',
      'Timeline (weeks)',
      'Days per week',
      'Injuries or limitations (optional)',
    ]) {
      expect(await screen.findByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText<HTMLInputElement>('Email').type).toBe('email');
    expect(screen.getByLabelText<HTMLInputElement>('Timeline (weeks)').value).toBe('12');
    expect(screen.getByLabelText<HTMLInputElement>('Days per week').value).toBe('3');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(10);
  });

  it('Given an empty form, When submitted, Then each required field shows its message and nothing is sent', async () => {
    const { user, api } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Start Your Journey' }));
    for (const message of [
      'First name is required',
      'Email is required',
      'Age is required',
      'Height is required',
      'Weight is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/users')).toHaveLength(0);
  });

  it('Given 9 days per week, When submitted, Then the bound 1 to 7 is shown next to the field; fixing it clears the message', async () => {
    const { user } = renderApp('/onboarding');
    await fillRequired(user);
    const days = screen.getByLabelText('Days per week');
    await user.clear(days);
    await user.type(days, '9');
    await user.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    expect(screen.getByText('Days per week must be between 1 and 7')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '5');
    expect(screen.queryByText('Days per week must be between 1 and 7')).toBeNull();
  });

  it('Given a valid form, When submitted, Then integers and the device are sent, the button is busy, the user is stored without the key, the app navigates, welcomes and shows the key once', async () => {
    const created = aSignUpResult({ id: 'u7' });
    const answer = gate();
    const { user, api, location } = renderApp('/onboarding', {
      routes: {
        'POST /api/users': { status: 201, body: created, until: answer.until },
        'GET /api/users/u7': { body: withoutToken(created) },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Dumbbells' }));
    await user.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    expect((await screen.findByRole('button', { name: 'Creating Your Profile...' })).hasAttribute('disabled')).toBe(
      true,
    );
    const sent = JSON.parse(api.callsTo('POST /api/users')[0]!.init.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({
      first_name: 'Ada',
      age: 34,
      height_cm: 170,
      weight_kg: 64,
      timeline_weeks: 12,
      days_per_week: 3,
      equipment_list: ['dumbbells'],
    });
    expect(typeof sent.device).toBe('string');
    answer.open();
    expect(await screen.findByText('Welcome to Spotter!')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/dashboard/u7'));
    expect(JSON.parse(window.localStorage.getItem(CURRENT_USER_KEY)!)).toMatchObject({
      id: 'u7',
      token: 'token-u1',
      has_password: false,
    });
    expect(window.localStorage.getItem(CURRENT_USER_KEY)).not.toContain('sk_ada_key');
    const keyCard = within(await screen.findByRole('region', { name: 'Save your sign-in key' }));
    expect(keyCard.getByLabelText<HTMLInputElement>('Your sign-in key').value).toBe('sk_ada_key');
    expect(keyCard.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(keyCard.getByRole('button', { name: 'Download (.txt)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Secure your account' })).toBeTruthy();
    await user.click(keyCard.getByRole('button', { name: /I've saved it/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Save your sign-in key' })).toBeNull());
    expect(screen.queryByDisplayValue('sk_ada_key')).toBeNull();
  });

  it('Given the server fails, When submitted, Then its detail is toasted and the form stays', async () => {
    const { user, location } = renderApp('/onboarding', {
      routes: { 'POST /api/users': { status: 503, body: { detail: 'The database is not ready' } } },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    expect(await screen.findByText('The database is not ready')).toBeTruthy();
    expect(location()).toBe('/onboarding');
    expect(screen.getByRole('button', { name: 'Start Your Journey' })).toBeTruthy();
  });

  it('Given an email that already has an account, When submitted, Then the 409 detail shows beside the email with a link to sign in; editing the email clears it', async () => {
    const detail = 'An account with this email already exists: sign in instead';
    const { user } = renderApp('/onboarding', { routes: { 'POST /api/users': { status: 409, body: { detail } } } });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(email.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe(`${detail} Sign in`);
    expect(within(message).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('Given the limits, When the form shows, Then text fields carry maxLength and injuries count characters', async () => {
    const { user } = renderApp('/onboarding');
    expect((await screen.findByLabelText<HTMLInputElement>('First name')).maxLength).toBe(60);
    expect(screen.getByLabelText<HTMLInputElement>('Email').maxLength).toBe(254);
    const injuries = screen.getByLabelText<HTMLTextAreaElement>('Injuries or limitations (optional)');
    expect(injuries.maxLength).toBe(1000);
    await user.type(injuries, 'knee');
    expect(screen.getByText('4 / 1000 characters')).toBeTruthy();
  });
});

describe('Onboarding focus', () => {
  it('Given missing fields, When submitted, Then focus moves to the first invalid field', async () => {
    const { user } = renderApp('/onboarding');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('Given a signed-in user, When /onboarding opens, Then it asks whether to sign out first; Go to my dashboard leaves the account as it was', async () => {
    const { user, userStore, location } = renderApp('/onboarding', {
      storedUser: { ...aUser(), has_password: true },
      routes: dashboardRoutes({}),
    });
    expect(await screen.findByRole('heading', { name: 'You are signed in as Ada' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull(); // no form that would sign this account out unasked
    await user.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    await waitFor(() => expect(location()).toBe('/dashboard/u1'));
    expect(userStore.get()?.id).toBe('u1');
  });

  it('Given a signed-in user on /onboarding, When they sign out first, Then the dialog asks, this device is signed out and the empty profile form shows', async () => {
    const sessions = [
      {
        id: 's1',
        device: 'Chrome on Linux',
        created_at: '2025-03-01T09:30:00.000Z',
        last_used_at: '2025-03-01T09:30:00.000Z',
        current: true,
      },
    ];
    const { user, userStore, location, api } = renderApp('/onboarding', {
      storedUser: { ...aUser(), has_password: true },
      routes: dashboardRoutes(
        {},
        { 'GET /api/users/u1/sessions': { body: sessions }, 'DELETE /api/sessions/s1': { status: 204 } },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out first' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out?' }));
    await user.click(dialog.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('First name')).toBeTruthy();
    expect(location()).toBe('/onboarding');
    expect(userStore.get()).toBeNull();
    expect(api.callsTo('DELETE /api/sessions/s1')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('');
  });
});
