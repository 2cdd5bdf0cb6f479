import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { aMediaItem, aUser, anAnalysis, anUploadResult } from '../../testing/fixtures';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';

// A file of its own: sonner keeps a toast for its 4 s across tests, and these tests count every toast shown.
const stored = aUser();
const video = () => new File([new Uint8Array(64)], 'set.mp4', { type: 'video/mp4' });

describe('Dashboard upload of a set the coach could not count', () => {
  it('Given a squat uploaded as a bench press, When the coach answers exercise_mismatch, Then one warning toast says so, no success or PB, and the card keeps the last counted set', async () => {
    const sentence =
      'This looks like a squat, not a bench press, so I did not count it. Choose Squat or Detect automatically and upload it again.';
    const result = anUploadResult({
      feedback: sentence,
      is_new_pr: false,
      personal_best: null,
      analysis: anAnalysis({
        exercise: 'bench_press',
        status: 'exercise_mismatch',
        detected_exercise: 'squat',
        reps: 0,
        faults: [],
        strengths: [],
        rep_details: [],
        limitation: sentence,
      }),
    });
    const uncounted = aMediaItem({
      id: 'm2',
      exercise_name: 'bench_press',
      notes: sentence,
      analysis: result.analysis,
    });
    const lastGood = aMediaItem({
      id: 'm1',
      notes: 'Five clean squats. Fix: sit deeper.',
      analysis: anAnalysis({ reps: 5 }),
    });
    let media = [lastGood];
    const { user, container, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: {
        ...dashboardRoutes(),
        'GET /api/users/u1/media': () => ({ body: media }),
        'POST /api/upload-exercise': () => {
          media = [uncounted, lastGood];
          return { body: { ...result, media: uncounted } };
        },
      },
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'bench_press');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));

    const outcome = await screen.findByRole('status', { name: 'Last upload' });
    expect(outcome.textContent).toContain('Looks like Squat, not Bench Press');
    expect(outcome.textContent).toContain(sentence);
    await waitFor(() => expect(api.callsTo('GET /api/users/u1/media')).toHaveLength(2));
    const toasts = (type: string) =>
      [...container.ownerDocument.querySelectorAll(`[data-sonner-toast][data-type="${type}"]`)].map(
        (node) => node.textContent,
      );
    await waitFor(() => expect(toasts('warning')).toEqual([sentence]));
    expect(container.ownerDocument.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(screen.queryByText('Exercise analyzed successfully!')).toBeNull();
    expect(screen.queryByText('New Personal Best!')).toBeNull();
    expect(screen.getByText('Five clean squats. Fix: sit deeper.')).toBeTruthy();
    expect(within(screen.getByLabelText('Set analysis')).getByText('5 reps')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Exercise').value).toBe('bench_press');
  });

  it("Given 'Detect automatically', When the coach cannot tell the lift, Then the note says the lift was not recognised and asks which, not its first guess as the lift", async () => {
    const sentence =
      'I am not sure which lift this is: it looked most like a push-up or a pull-up. Which one was it? Choose it and upload the video again.';
    const result = anUploadResult({
      feedback: sentence,
      is_new_pr: false,
      personal_best: null,
      analysis: anAnalysis({
        exercise: 'push_up',
        status: 'no_reps',
        detected_exercise: null,
        reps: 0,
        faults: [],
        strengths: [],
        rep_details: [],
        limitation: sentence,
      }),
    });
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: { ...dashboardRoutes(), 'POST /api/upload-exercise': () => ({ body: result }) },
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'auto');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));

    const outcome = await screen.findByRole('status', { name: 'Last upload' });
    expect(outcome.textContent).toContain('Lift not recognised · Not counted');
    expect(outcome.textContent).toContain(sentence);
    expect(outcome.textContent).not.toContain('Push Up');
  });
});
