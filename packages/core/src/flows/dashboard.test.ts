import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import type { MediaItem, PersonalBest, Plan, User } from '../schemas/index.js';
import {
  EMPTY_DASHBOARD,
  dashboardFailureLine,
  loadDashboard,
  type DashboardClient,
  type DashboardData,
  type DashboardFailure,
} from './dashboard.js';

const user = { id: 'u1', first_name: 'Sam' } as User;
const plans = [{ id: 'p1', plan_text: 'Squat day', created_at: '2025-01-02T00:00:00.000Z', details: null }] as Plan[];
const bests = [
  { id: 'b1', exercise_name: 'squat', value: 5, unit: 'reps', load_kg: 60, achieved_at: '2025-01-03T00:00:00.000Z' },
] as PersonalBest[];
const media = [
  {
    id: 'm1',
    exercise_name: 'squat',
    notes: '',
    processed_url: null,
    created_at: '2025-01-04T00:00:00.000Z',
    analysis: null,
  },
] as MediaItem[];

/** A client whose calls answer the given values, or throw the given errors; it records who was asked. */
function clientAnswering(answers: { [K in keyof DashboardClient]?: unknown }) {
  const asked: string[] = [];
  const answer = (name: keyof DashboardClient) => (id: string) => {
    asked.push(`${name} ${id}`);
    const value = answers[name];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  const client = {
    getUser: answer('getUser'),
    listPlans: answer('listPlans'),
    listPersonalBests: answer('listPersonalBests'),
    listMedia: answer('listMedia'),
  } as DashboardClient;
  return { client, asked };
}

describe('loadDashboard', () => {
  it('Given every part answers, When loaded, Then the dashboard holds them all and nothing is logged', async () => {
    const { client, asked } = clientAnswering({
      getUser: user,
      listPlans: plans,
      listPersonalBests: bests,
      listMedia: media,
    });
    const logged: DashboardFailure[] = [];
    const { data, failures } = await loadDashboard(client, 'u1', { log: (failure) => logged.push(failure) });
    expect(data).toEqual({ user, plans, personalBests: bests, media, error: null });
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
    expect(asked.sort()).toEqual(['getUser u1', 'listMedia u1', 'listPersonalBests u1', 'listPlans u1']);
  });

  it('Given the plans fail, When loaded, Then the failure is logged in plain words, plans fall back to empty and the rest still shows', async () => {
    const { client } = clientAnswering({
      getUser: user,
      listPlans: new ApiError(500, 'The database is not answering'),
      listPersonalBests: bests,
      listMedia: media,
    });
    const logged: DashboardFailure[] = [];
    const { data, failures } = await loadDashboard(client, 'u1', { log: (failure) => logged.push(failure) });
    expect(data).toEqual({ user, plans: [], personalBests: bests, media, error: null });
    expect(logged).toEqual([expect.objectContaining({ part: 'plans', message: 'The database is not answering' })]);
    expect(failures).toEqual(logged);
    expect(failures.map(dashboardFailureLine)).toEqual(['Could not load plans: The database is not answering']);
  });

  it('Given the user fails, When loaded, Then error says why, the user is null and the lists still load', async () => {
    const down = new ApiError(0, 'Cannot reach the Spotter server');
    const { client } = clientAnswering({ getUser: down, listPlans: plans, listPersonalBests: bests, listMedia: media });
    const { data, failures } = await loadDashboard(client, 'u1');
    expect(data).toEqual({ user: null, plans, personalBests: bests, media, error: 'Cannot reach the Spotter server' });
    expect(failures).toEqual([{ part: 'user', error: down, message: 'Cannot reach the Spotter server' }]);
  });

  it('Given chosen parts and apply, When loaded, Then only those are asked and each lands as its own patch', async () => {
    const { client, asked } = clientAnswering({ listPersonalBests: bests, listMedia: new Error('socket hang up') });
    let shown: DashboardData = { ...EMPTY_DASHBOARD, user, plans };
    const patches: Partial<DashboardData>[] = [];
    await loadDashboard(client, 'u1', {
      parts: ['personalBests', 'media'],
      apply: (patch) => {
        patches.push(patch);
        shown = { ...shown, ...patch };
      },
    });
    expect(asked.sort()).toEqual(['listMedia u1', 'listPersonalBests u1']);
    expect(patches).toHaveLength(2);
    expect(patches).toContainEqual({ media: [] });
    expect(shown).toEqual({ user, plans, personalBests: bests, media: [], error: null });
  });
});
