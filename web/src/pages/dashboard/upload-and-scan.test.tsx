import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { aMediaItem, aPersonalBest, aPlan, aUser, anAnalysis, anUploadResult } from '../../testing/fixtures';
import { gate } from '../../testing/fake-api';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';

const stored = aUser();
const video = () => new File([new Uint8Array(64)], 'set.mp4', { type: 'video/mp4' });
const photo = () => new File([new Uint8Array(64)], 'rack.jpg', { type: 'image/jpeg' });

describe('Dashboard upload', () => {
  it('Given the inputs, When shown, Then the select offers detecting automatically and the 8 exercises and the file input takes videos only', async () => {
    renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    const select = await screen.findByLabelText('Exercise');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select an exercise',
      'Detect automatically',
      'Squat',
      'Deadlift',
      'Bench Press',
      'Pull Up',
      'Push Up',
      'Overhead Press',
      'Row',
      'Lunge',
    ]);
    expect(screen.getByLabelText('Exercise video').getAttribute('accept')).toBe('video/*');
    expect(screen.getByLabelText('Equipment photo').getAttribute('accept')).toBe('image/*');
    expect(within(select).getByRole('option', { name: 'Detect automatically' }).getAttribute('value')).toBe('auto');
  });

  it('Given no file or no exercise, When uploading, Then the toast asks for both and nothing is sent', async () => {
    const { user, api } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    await user.click(await screen.findByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByText('Please select a file and exercise name')).toBeTruthy();
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please select a file and exercise name').length).toBeGreaterThan(0),
    );
    expect(api.callsTo('POST /api/upload-exercise')).toHaveLength(0);
  });

  it('Given a video and an exercise, When uploaded, Then it is busy, toasts success and a new PB, shows the analysis and clears the form', async () => {
    const answer = gate();
    const result = anUploadResult({ analysis: anAnalysis({ reps: 5 }) });
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { 'POST /api/upload-exercise': { body: result, until: answer.until } }),
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'squat');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect((await screen.findByRole('button', { name: 'Analyzing Video...' })).hasAttribute('disabled')).toBe(true);
    const form = api.callsTo('POST /api/upload-exercise')[0]!.init.body as FormData;
    expect([form.get('exercise_name'), form.get('user_id'), (form.get('file') as File).name]).toEqual([
      'squat',
      'u1',
      'set.mp4',
    ]);
    expect(api.callsTo('POST /api/upload-exercise')[0]!.init.headers.authorization).toBe('Bearer token-u1');
    answer.open();
    expect(await screen.findByText('Exercise analyzed successfully!')).toBeTruthy();
    expect(screen.getByText('New Personal Best!')).toBeTruthy();
    expect(within(screen.getByLabelText('Set analysis')).getByText('5 reps')).toBeTruthy();
    expect(screen.getByLabelText('Set analysis').classList.contains('tone-ok')).toBe(true);
    expect(screen.queryByLabelText('Last upload')).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Exercise').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Exercise video').files).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('GET /api/users/u1/media')).toHaveLength(2));
    expect(api.callsTo('GET /api/users/u1/personal-bests')).toHaveLength(2);
  });

  it("Given 'Detect automatically', When uploaded, Then 'auto' is sent for the coach to recognise the lift", async () => {
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { 'POST /api/upload-exercise': { body: anUploadResult() } }),
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'auto');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await waitFor(() => expect(api.callsTo('POST /api/upload-exercise')).toHaveLength(1));
    expect((api.callsTo('POST /api/upload-exercise')[0]!.init.body as FormData).get('exercise_name')).toBe('auto');
    expect(await screen.findAllByText('Exercise analyzed successfully!')).not.toHaveLength(0);
  });

  it('Given the coach is not available, When uploading, Then the server detail is toasted and the form keeps its values', async () => {
    const detail =
      'Video form analysis is not available on this server yet: nothing was stored. Your other data is safe.';
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { 'POST /api/upload-exercise': { status: 503, body: { detail } } }),
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'deadlift');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Exercise').value).toBe('deadlift');
    expect(screen.getByRole('button', { name: 'Upload & Analyze' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('Dashboard equipment scan', () => {
  it('Given no image, When scanning, Then the toast asks for an image', async () => {
    const { user, api } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    await user.click(await screen.findByRole('button', { name: 'Scan & Build Plan' }));
    expect(await screen.findByText('Please select an image')).toBeTruthy();
    expect(api.callsTo('POST /api/equipment-scan')).toHaveLength(0);
  });

  it('Given an image, When scanned, Then the toast announces the plan, what was seen (with its confidence) shows apart from the profile, and plans are reloaded', async () => {
    let plans = [aPlan('p1', 'Old plan')];
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: {
        ...dashboardRoutes({ media: [aMediaItem()], personalBests: [aPersonalBest('pb1')] }),
        'GET /api/users/u1/plans': () => ({ body: plans }),
        'POST /api/equipment-scan': () => {
          plans = [aPlan('p2', 'Day 1: Goblet squat 4x10'), ...plans];
          return {
            body: {
              plan: plans[0],
              summary: 'Found a kettlebell.',
              scan_id: 's1',
              equipment: [
                { name: 'kettlebells', confidence: 0.9, source: 'vision_model' },
                { name: 'dumbbells', confidence: null, source: 'profile' },
              ],
            },
          };
        },
        'POST /api/users/u1/plans': () => {
          plans = [aPlan('p3', 'Day 1: Barbell squat 5x5'), ...plans];
          return { status: 201, body: plans[0] };
        },
      },
    });
    expect(await screen.findByText('Old plan')).toBeTruthy();
    await user.upload(screen.getByLabelText('Equipment photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Scan & Build Plan' }));
    expect(await screen.findByText('Equipment scanned! New workout plan generated')).toBeTruthy();
    expect(await screen.findByText('Day 1: Goblet squat 4x10')).toBeTruthy();
    const seen = screen.getByRole('group', { name: 'Recognised in your photo' });
    expect(within(seen).getByRole('checkbox', { name: /Kettlebells\s*90% · seen by the vision model/ })).toHaveProperty(
      'checked',
      true,
    );
    const profile = screen.getByRole('group', { name: 'From your profile' });
    expect(within(profile).getByRole('checkbox', { name: 'Dumbbells' })).toHaveProperty('checked', true);
    expect(profile.textContent).not.toMatch(/%/);
    expect(api.callsTo('GET /api/users/u1/plans')).toHaveLength(2);

    // Untick the dumbbells, add a barbell from the list, confirm.
    await user.click(within(profile).getByRole('checkbox', { name: 'Dumbbells' }));
    await user.click(screen.getByText(/^Add equipment/));
    await user.click(screen.getByRole('checkbox', { name: 'Barbell' }));
    await user.click(screen.getByRole('button', { name: /^Build my plan from these/ }));
    expect(await screen.findByText('Day 1: Barbell squat 5x5')).toBeTruthy();
    const [confirm] = api.callsTo('POST /api/users/u1/plans');
    expect(JSON.parse(String(confirm!.init.body))).toEqual({
      equipment_list: ['kettlebells', 'barbell'],
      scan_id: 's1',
    });
  });
});
