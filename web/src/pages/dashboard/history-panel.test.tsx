import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { aMediaItem, aUser, anAnalysis, anUploadResult } from '../../testing/fixtures';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';
import { aTrainingSet } from '@spotter/core/testing';

const stored = aUser();

const aSet = aTrainingSet;

const sets = [
  aSet('s3', {
    performed_at: '2026-11-24T08:00:00.000Z',
    reps: 6,
    load_kg: 105,
    rep_times: [
      { index: 1, start_sec: 0.5, end_sec: 2.9 },
      { index: 2, start_sec: 3.1, end_sec: 5.8 },
    ],
    faults: [
      {
        code: 'knee_valgus',
        message: 'Knees caved in',
        cue: 'Push the knees out',
        severity: 'major',
        rep: 2,
        time_sec: 4.2,
      },
    ],
  }),
  aSet('p1', {
    exercise_name: 'pull_up',
    performed_at: '2026-11-22T08:00:00.000Z',
    reps: 8,
    load_kg: null,
    processed_url: null,
  }),
  aSet('s1', { performed_at: '2026-11-18T08:00:00.000Z', reps: 3, load_kg: 90 }),
];

describe('Dashboard training history', () => {
  it('Given no counted sets, When the dashboard loads, Then the history says so', async () => {
    renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    const panel = await screen.findByRole('region', { name: 'Your training history' });
    expect(await within(panel).findByText(/No sets yet/)).toBeTruthy();
  });

  it('Given sets, When the dashboard loads, Then each shows date, exercise and "reps @ load", latest first', async () => {
    const { api } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes({ sets }) });
    const list = await screen.findByRole('list', { name: 'Sets, latest first' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '2026-11-24Squat6 reps @ 105 kg1 form fault',
      '2026-11-22Pull Up8 repsNo form faults',
      '2026-11-18Squat3 reps @ 90 kgNo form faults',
    ]);
    const call = api.callsTo('GET /api/users/u1/sets')[0]!;
    expect(call.url.searchParams.get('limit')).toBe('100');
    expect(call.init.headers.authorization).toBe('Bearer token-u1');
  });

  it('Given a set, When chosen, Then its processed video plays and a rep button jumps the video to that rep', async () => {
    const { user } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes({ sets }) });
    const list = await screen.findByRole('list', { name: 'Sets, latest first' });
    await user.click(within(list).getAllByRole('button')[0]!);
    const replay = screen.getByRole('region', { name: 'Squat on 2026-11-24' });
    const video = within(replay).getByLabelText<HTMLVideoElement>('Video of Squat, 6 reps @ 105 kg');
    expect(video.getAttribute('src')).toBe('/api/media/s3.mp4?exp=1&sig=x');
    await user.click(within(replay).getByRole('button', { name: 'Rep 2 · 0:03' }));
    expect(video.currentTime).toBe(3.1);
    await user.click(within(replay).getByRole('button', { name: 'Rep 2 · 0:04 — Knees caved in' }));
    expect(video.currentTime).toBe(4.2);
    expect(within(list).getAllByRole('button')[0]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('Given a set without a processed video, When chosen, Then it says so instead of a player', async () => {
    const { user } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes({ sets }) });
    const list = await screen.findByRole('list', { name: 'Sets, latest first' });
    await user.click(within(list).getAllByRole('button')[1]!);
    const replay = screen.getByRole('region', { name: 'Pull Up on 2026-11-22' });
    expect(within(replay).getByText('No processed video was kept for this set.')).toBeTruthy();
    expect(within(replay).queryByRole('group', { name: 'Jump to a rep' })).toBeNull();
  });

  it('Given sets of two exercises, When the chart shows, Then it is an image named by its summary with a table, and the exercise can be switched', async () => {
    const { user } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes({ sets }) });
    const chart = await screen.findByRole('img', { name: /Squat progress/ });
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(chart.querySelector('desc')?.textContent).toBe(
      'Squat: 2 sets from 2026-11-18 to 2026-11-24; reps 3 → 6, best 6; load 90 kg → 105 kg, heaviest 105 kg.',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelector('[data-series="load"]')).toBeTruthy();
    const table = screen.getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .map((r) => r.textContent),
    ).toEqual(['DateRepsLoad', '2026-11-18390 kg', '2026-11-246105 kg']);

    await user.selectOptions(screen.getByLabelText('Progress of'), 'pull_up');
    const pullUps = screen.getByRole('img', { name: /Pull Up progress/ });
    expect(pullUps.querySelector('[data-series="load"]')).toBeNull();
    expect(pullUps.querySelector('desc')?.textContent).toBe('Pull Up: 1 set on 2026-11-22; reps 8 throughout, best 8.');
  });

  it('Given a new counted upload, When it lands, Then the history is loaded again', async () => {
    let uploaded = false;
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes(
        { sets },
        {
          'POST /api/upload-exercise': () => (
            (uploaded = true),
            { body: anUploadResult({ analysis: anAnalysis({ reps: 5 }) }) }
          ),
          'GET /api/users/u1/media': () => ({ body: uploaded ? [aMediaItem()] : [] }),
        },
      ),
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'squat');
    await screen.findByRole('list', { name: 'Sets, latest first' });
    expect(api.callsTo('GET /api/users/u1/sets')).toHaveLength(1);
    await user.upload(
      screen.getByLabelText('Exercise video'),
      new File([new Uint8Array(64)], 'set.mp4', { type: 'video/mp4' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await waitFor(() => expect(api.callsTo('GET /api/users/u1/sets')).toHaveLength(2));
  });
});

describe('Dashboard upload with a load', () => {
  const video = () => new File([new Uint8Array(64)], 'set.mp4', { type: 'video/mp4' });

  it('Given a load typed in kg, When uploaded, Then load_kg goes with the set and the field clears after a counted set', async () => {
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes(
        {},
        { 'POST /api/upload-exercise': { body: anUploadResult({ analysis: anAnalysis({ reps: 5 }) }) } },
      ),
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'squat');
    await user.type(screen.getByLabelText('Load (kg, optional)'), '102.5');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await waitFor(() => expect(api.callsTo('POST /api/upload-exercise')).toHaveLength(1));
    const form = api.callsTo('POST /api/upload-exercise')[0]!.init.body as FormData;
    expect(form.get('load_kg')).toBe('102.5');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Load (kg, optional)').value).toBe(''));
  });

  it('Given no load, When uploaded, Then no load_kg field is sent', async () => {
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { 'POST /api/upload-exercise': { body: anUploadResult() } }),
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'squat');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await waitFor(() => expect(api.callsTo('POST /api/upload-exercise')).toHaveLength(1));
    expect((api.callsTo('POST /api/upload-exercise')[0]!.init.body as FormData).has('load_kg')).toBe(false);
  });

  it('Given a load that is not a number, When uploading, Then the field and a toast say why and nothing is sent', async () => {
    const { user, api } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'squat');
    const load = screen.getByLabelText('Load (kg, optional)');
    await user.type(load, 'heavy');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect((await screen.findAllByText('Load must be a number of kilograms')).length).toBeGreaterThanOrEqual(1);
    expect(load.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/upload-exercise')).toHaveLength(0);
  });
});
