import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aTrainingSet } from '@spotter/core/testing';
import { aMediaItem, aUser } from '../testing/fixtures';
import { dashboardRoutes } from '../testing/dashboard-routes';
import { renderApp } from '../testing/render-app';

const set = aTrainingSet('s3', { performed_at: '2026-11-24T08:00:00.000Z', reps: 6, load_kg: 105 });

/** The history's replay of the one set, its video as first shown (its signed URL from the sets list). */
async function replayVideo(media: ReturnType<typeof aMediaItem>[]) {
  const app = renderApp('/dashboard/u1', { storedUser: aUser(), routes: dashboardRoutes({ sets: [set], media }) });
  const list = await screen.findByRole('list', { name: 'Sets, latest first' });
  await app.user.click(within(list).getAllByRole('button')[0]!);
  const video = screen.getByLabelText<HTMLVideoElement>('Video of Squat, 6 reps @ 105 kg');
  return { ...app, video };
}

describe('a media video whose signed URL expired', () => {
  it('Given the video fails to load (its URL expired), When it errs, Then it asks the API for a fresh URL once and plays that one', async () => {
    const { video, api } = await replayVideo([
      aMediaItem({ id: 'm3', processed_url: '/api/media/s3.mp4?exp=2000000000&sig=fresh' }),
    ]);
    expect(video.getAttribute('src')).toBe('/api/media/s3.mp4?exp=1&sig=x');
    const listed = api.callsTo('GET /api/users/u1/media').length;

    fireEvent.error(video);
    await waitFor(() =>
      expect(video.getAttribute('src')).toBe('http://spotter.test/api/media/s3.mp4?exp=2000000000&sig=fresh'),
    );
    expect(api.callsTo('GET /api/users/u1/media')).toHaveLength(listed + 1);
  });

  it('Given a file the lists no longer hold (deleted), When the video errs again and again, Then it asks once per URL and keeps the player as it is', async () => {
    const { video, api } = await replayVideo([]);
    const listed = api.callsTo('GET /api/users/u1/media').length;
    const chats = api.callsTo('GET /api/users/u1/chat').length;
    fireEvent.error(video);
    await waitFor(() => expect(api.callsTo('GET /api/users/u1/chat')).toHaveLength(chats + 1));
    fireEvent.error(video);
    fireEvent.error(video);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /api/users/u1/media')).toHaveLength(listed + 1);
    expect(video.getAttribute('src')).toBe('/api/media/s3.mp4?exp=1&sig=x');
  });
});
