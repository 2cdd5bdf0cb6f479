import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DeviceSession, User } from '@spotter/core/schemas';
import { PROFILE_UNCHANGED } from '@spotter/core/view-models';
import { aPlan, aUser, withoutToken } from '../../testing/fixtures';
import type { FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const stored = { ...aUser(), has_password: true };
const profile = withoutToken(aUser());
const at = '2025-03-01T09:30:00.000Z';
const SESSIONS: DeviceSession[] = [
  { id: 's1', device: 'Chrome on Linux', created_at: at, last_used_at: at, current: true },
  { id: 's2', device: 'spotter CLI on gym-laptop', created_at: at, last_used_at: at, current: false },
];

function accountRoutes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/users/u1': { body: profile },
    'GET /api/users/u1/sessions': { body: SESSIONS },
    ...extra,
  };
}

describe('Account page', () => {
  it('Given a stored user, When the nav Account link is followed, Then every onboarding field is filled in from the profile', async () => {
    const { user } = renderApp('/exercises', {
      storedUser: stored,
      routes: accountRoutes({ 'GET /api/exercises': { body: [] } }),
    });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: "Ada's account" })).toBeTruthy();
    const values = Object.fromEntries(
      [
        'First name',
        'Email',
        'Age',
        'Sex',
        'Height (cm)',
        'Weight (kg)',
        'Primary goal',
        'Timeline (weeks)',
        'Days per week',
        'Coach tone',
        'Plan style',
      ].map((label) => [label, screen.getByLabelText<HTMLInputElement>(label).value]),
    );
    expect(values).toEqual({
      'First name': 'Ada',
      Email: 'ada@example.com',
      Age: '34',
      Sex: 'female',
      'Height (cm)': '170',
      'Weight (kg)': '64',
      'Primary goal': 'weight_loss',
      'Timeline (weeks)': '12',
      'Days per week': '4',
      'Coach tone': 'motivational',
      'Plan style': 'strength',
    });
    expect(screen.getByRole('button', { name: 'Dumbbells', pressed: true })).toBeTruthy();
  });

  it('Given a new goal and injuries, When saved, Then only the changes are sent, the stored user follows, and a plan from the profile is offered and built', async () => {
    let saved: User = profile;
    const { user, api, userStore } = renderApp('/account', {
      storedUser: stored,
      routes: accountRoutes({
        'PATCH /api/users/u1': (init) => {
          saved = { ...saved, ...(JSON.parse(init.body as string) as Partial<User>) };
          return { body: saved };
        },
        'POST /api/users/u1/plans': { status: 201, body: aPlan('p9', 'Day 1: Goblet squat 3x10') },
      }),
    });
    await user.selectOptions(await screen.findByLabelText('Primary goal'), 'muscle');
    await user.type(screen.getByLabelText('Injuries or limitations (optional)'), 'Sore left knee');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(JSON.parse(api.callsTo('PATCH /api/users/u1')[0]!.init.body as string)).toEqual({
      primary_goal: 'muscle',
      injuries: 'Sore left knee',
    });
    expect(userStore.get()).toMatchObject({ primary_goal: 'muscle', token: 'token-u1', has_password: true });
    await user.click(screen.getByRole('button', { name: 'Build a new plan from my profile' }));
    expect(await screen.findByText('New workout plan built from your profile')).toBeTruthy();
    expect(api.callsTo('POST /api/users/u1/plans')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See it on my dashboard' }).getAttribute('href')).toBe('/dashboard/u1');
  });

  it('Given only the coach tone changes, When saved, Then no new plan is offered', async () => {
    const { user, userStore } = renderApp('/account', {
      storedUser: stored,
      routes: accountRoutes({ 'PATCH /api/users/u1': { body: { ...profile, coach_tone: 'calm' } } }),
    });
    await user.selectOptions(await screen.findByLabelText('Coach tone'), 'calm');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(userStore.get()).toMatchObject({ coach_tone: 'calm' }));
    expect(screen.queryByRole('button', { name: 'Build a new plan from my profile' })).toBeNull();
  });

  it('Given no change, When saved, Then it says there is nothing to save and sends nothing', async () => {
    const { user, api } = renderApp('/account', { storedUser: stored, routes: accountRoutes() });
    await screen.findByLabelText('Days per week');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_UNCHANGED)).toBeTruthy();
    expect(api.callsTo('PATCH /api/users/u1')).toHaveLength(0);
  });

  it('Given an invalid edit, When saved, Then the field says why and nothing is sent', async () => {
    const { user, api } = renderApp('/account', { storedUser: stored, routes: accountRoutes() });
    const days = await screen.findByLabelText('Days per week');
    await user.clear(days);
    await user.type(days, '9');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Days per week must be between 1 and 7')).toBeTruthy();
    expect(api.callsTo('PATCH /api/users/u1')).toHaveLength(0);
  });

  it('Given a new email, When saved, Then the current password is asked for and sent with it; a taken email shows beside the field', async () => {
    const { user, api } = renderApp('/account', {
      storedUser: stored,
      routes: accountRoutes({
        'PATCH /api/users/u1': { status: 409, body: { detail: 'An account with this email already exists' } },
      }),
    });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/Confirm the new email with your password/)).toBeTruthy();
    await user.type(screen.getByLabelText('Current password, to confirm the new email'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(JSON.parse(api.callsTo('PATCH /api/users/u1')[0]!.init.body as string)).toEqual({
      email: 'ada@new.example',
      current_password: 'correct horse battery',
    });
  });

  it('Given a device, When renamed, Then the new name is sent and listed; a blank name is refused beside the field and nothing is sent', async () => {
    const renamed = { ...SESSIONS[1]!, device: 'gym laptop' };
    let listed = SESSIONS;
    const { user, api } = renderApp('/account', {
      storedUser: stored,
      routes: accountRoutes({
        'GET /api/users/u1/sessions': () => ({ body: listed }),
        'PATCH /api/users/u1/sessions/s2': () => {
          listed = [SESSIONS[0]!, renamed];
          return { body: renamed };
        },
      }),
    });
    const list = within(await screen.findByRole('list', { name: 'Signed-in devices' }));
    await user.click(list.getByRole('button', { name: 'Rename spotter CLI on gym-laptop' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rename device' }));
    const field = dialog.getByRole('textbox', { name: /Device name/ });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(await dialog.findByText('Name the device')).toBeTruthy();
    expect(api.callsTo('PATCH /api/users/u1/sessions/s2')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'gym laptop');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Renamed to gym laptop')).toBeTruthy();
    expect(JSON.parse(api.callsTo('PATCH /api/users/u1/sessions/s2')[0]!.init.body as string)).toEqual({
      device: 'gym laptop',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getByText('gym laptop')).toBeTruthy();
  });

  it('Given devices, When listed, Then this one is marked; another is signed out; Sign out everywhere asks, then lands on /signin', async () => {
    const { user, api, userStore, location } = renderApp('/account', {
      storedUser: stored,
      routes: accountRoutes({
        'DELETE /api/sessions/s2': { status: 204 },
        'DELETE /api/users/u1/sessions': { status: 204 },
      }),
    });
    const list = within(await screen.findByRole('list', { name: 'Signed-in devices' }));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('.device-name')!.textContent)).toEqual([
      'Chrome on LinuxThis device',
      'spotter CLI on gym-laptop',
    ]);
    expect(list.getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    await user.click(list.getByRole('button', { name: /Sign out spotter CLI on gym-laptop/ }));
    expect(await screen.findByText('spotter CLI on gym-laptop was signed out')).toBeTruthy();
    expect(api.callsTo('DELETE /api/sessions/s2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Sign out everywhere?' }));
    // The token alone never signs everyone out: the password (or the key) confirms it.
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Sign out everywhere' }).disabled).toBe(true);
    await user.type(dialog.getByLabelText('Your password (or your sign-in key), to confirm'), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(JSON.parse(api.callsTo('DELETE /api/users/u1/sessions')[0]!.init.body as string)).toEqual({
      current_password: 'correct horse battery',
    });
    expect(userStore.get()).toBeNull();
    expect(await screen.findByText(/You signed out everywhere/)).toBeTruthy();
  });

  it('Given a password, When a new sign-in key is made, Then the password confirms it, the key shows once with Copy and Download, and the devices signed out are said', async () => {
    const { user, api } = renderApp('/account', {
      storedUser: stored,
      routes: accountRoutes({
        'POST /api/users/u1/sign-in-key': { status: 201, body: { sign_in_key: 'sk_new_key', signed_out_devices: 1 } },
      }),
    });
    await user.type(
      await screen.findByLabelText('Current password (or your current key), to confirm'),
      'correct horse battery',
    );
    await user.click(screen.getByRole('button', { name: 'Make a new sign-in key' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Your sign-in key')).value).toBe('sk_new_key');
    expect(JSON.parse(api.callsTo('POST /api/users/u1/sign-in-key')[0]!.init.body as string)).toEqual({
      current_password: 'correct horse battery',
    });
    expect(screen.getByRole('button', { name: 'Download (.txt)' })).toBeTruthy();
    expect(await screen.findByText('1 other device was signed out.')).toBeTruthy();
  });

  it('Given a wrong password, When deleting the account, Then the refusal shows beside the field and nothing is forgotten; the right one deletes and goes to the landing page', async () => {
    let attempts = 0;
    const { user, api, userStore, location } = renderApp('/account', {
      storedUser: stored,
      routes: accountRoutes({
        'DELETE /api/users/u1': () =>
          ++attempts === 1 ? { status: 401, body: { detail: 'That password is not right' } } : { status: 204 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account...' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    const submit = dialog.getByRole('button', { name: 'Delete my account' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(dialog.getByLabelText('Password'), 'wrong one');
    await user.click(dialog.getByRole('checkbox'));
    await user.click(submit);
    expect(await dialog.findByText('That password is not right')).toBeTruthy();
    expect(userStore.get()).not.toBeNull();
    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'correct horse battery');
    await user.click(submit);
    await waitFor(() => expect(location()).toBe('/'));
    expect(userStore.get()).toBeNull();
    expect(JSON.parse(api.callsTo('DELETE /api/users/u1')[1]!.init.body as string)).toEqual({
      password: 'correct horse battery',
    });
    expect(await screen.findByText('Your account and everything stored about it were deleted')).toBeTruthy();
  });
});
