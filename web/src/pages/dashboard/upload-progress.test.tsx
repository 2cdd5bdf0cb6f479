import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { aUser, anAnalysis, anUploadResult } from '../../testing/fixtures';
import { gate } from '../../testing/fake-api';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';

const stored = aUser();
const video = () => new File([new Uint8Array(64)], 'set.mp4', { type: 'video/mp4' });
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** An upload answered as the server streams it: two progress events, then (once `done` opens) the answer. */
function streamedUpload(result: ReturnType<typeof anUploadResult>) {
  const counting = gate();
  const done = gate();
  const answer = {
    chunks: [
      { text: event('progress', { stage: 'pose', share_done: 0.42 }) },
      { text: event('progress', { stage: 'counting', share_done: 0.73 }), until: counting.until },
      { text: event('done', result), until: done.until },
    ],
  };
  return { answer, counting, done };
}

async function startUpload(exercise: string, result: ReturnType<typeof anUploadResult>) {
  const stream = streamedUpload(result);
  const app = renderApp('/dashboard/u1', {
    storedUser: stored,
    routes: dashboardRoutes({}, { 'POST /api/upload-exercise': stream.answer }),
  });
  await app.user.selectOptions(await screen.findByLabelText('Exercise'), exercise);
  await app.user.upload(screen.getByLabelText('Exercise video'), video());
  await app.user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
  return { ...app, ...stream };
}

describe('Dashboard upload progress', () => {
  it('Given an upload, When the server reports its stages, Then a bar shows each stage in plain words and its share, and focus moves to the result', async () => {
    const { api, counting, done } = await startUpload('squat', anUploadResult({ analysis: anAnalysis({ reps: 5 }) }));
    expect(api.callsTo('POST /api/upload-exercise')[0]!.url.searchParams.get('progress')).toBe('1');
    const bar = await screen.findByRole('progressbar', { name: /Finding you in the video · 42%/ });
    expect(bar.getAttribute('value')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('Finding you in the video · 42%');

    counting.open();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Counting · 73%'));

    done.open();
    expect(await screen.findByText('Exercise analyzed successfully!')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('coach-card-title'));
    // The heading of the card that now shows the set's analysis.
    expect(
      document.activeElement?.closest('section')?.querySelector('[aria-label="Set analysis"]')?.textContent,
    ).toContain('5 reps');
  });

  it('Given a video the server has whole, When the coach has not started on it, Then the bar says it waits for the coach, not that it is being sent', async () => {
    const started = gate();
    const done = gate();
    const app = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes(
        {},
        {
          'POST /api/upload-exercise': {
            chunks: [
              { text: event('progress', { stage: 'pose', share_done: 0.1 }), until: started.until },
              { text: event('done', anUploadResult()), until: done.until },
            ],
          },
        },
      ),
    });
    await app.user.selectOptions(await screen.findByLabelText('Exercise'), 'squat');
    await app.user.upload(screen.getByLabelText('Exercise video'), video());
    await app.user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    const bar = await screen.findByRole('progressbar', { name: /Waiting for the coach/ });
    expect(bar.getAttribute('value')).toBeNull();
    expect(screen.queryByText(/Sending your video/)).toBeNull();

    started.open();
    await screen.findByRole('progressbar', { name: /Finding you in the video · 10%/ });
    done.open();
    expect(await screen.findByText('Exercise analyzed successfully!')).toBeTruthy();
  });

  it('Given a set the coach could not count, When its answer arrives, Then focus moves to the reason in the upload panel', async () => {
    const sentence = 'To me this looked like a squat, not a bench press.';
    const result = anUploadResult({
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
      is_new_pr: false,
      personal_best: null,
    });
    const { counting, done } = await startUpload('bench_press', result);
    counting.open();
    done.open();
    const outcome = await screen.findByLabelText('Last upload');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(outcome.textContent).toContain(sentence);
  });

  it('Given the video still on its way, When no stage is reported yet, Then the bar says so without a share', async () => {
    const waiting = gate();
    // No answer yet: the server has not had the whole video (it opens its events once it has).
    const answer = { until: waiting.until, chunks: [{ text: event('done', anUploadResult()) }] };
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { 'POST /api/upload-exercise': answer }),
    });
    await user.selectOptions(await screen.findByLabelText('Exercise'), 'squat');
    await user.upload(screen.getByLabelText('Exercise video'), video());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    const bar = await screen.findByRole('progressbar', { name: /Sending your video/ });
    expect(bar.hasAttribute('value')).toBe(false);
    waiting.open();
    expect(await screen.findByText('Exercise analyzed successfully!')).toBeTruthy();
  });
});
