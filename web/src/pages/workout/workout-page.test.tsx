import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { NextWorkout, SetCreateInput, TrainingSet, Workout } from '@spotter/core/schemas';
import { aUser } from '../../testing/fixtures';
import type { FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const NEXT: NextWorkout = {
  plan_id: 'p1',
  plan_day: 1,
  name: 'Day 1: Full body A',
  open_workout_id: null,
  exercises: [
    {
      exercise_name: 'Back Squat',
      sets: 2,
      reps: '5',
      rep_range: { min: 5, max: 5 },
      duration_sec: null,
      rest_sec: 90,
      target_load_kg: 100,
      reason: '+2.5 kg: you made 3×5 at 97.5 kg',
      superset: null,
      barbell: true,
      kind: 'loaded',
    },
    {
      exercise_name: 'Goblet Squat',
      sets: 3,
      reps: '8-12',
      rep_range: { min: 8, max: 12 },
      duration_sec: null,
      rest_sec: 60,
      target_load_kg: null,
      reason: 'No goblet squat logged yet: what is your first working weight?',
      superset: null,
      barbell: false,
      kind: 'loaded',
    },
  ],
  warm_up: {
    exercise: 'Back Squat',
    start: 'empty_bar',
    sets: [
      { percent: null, reps: 10 },
      { percent: 40, reps: 5 },
      { percent: 60, reps: 3 },
      { percent: 80, reps: 1 },
    ],
  },
};

/** The log's calls as the server answers them: sets kept by client_id (a resend answers the same set), one session. */
function logServer(options: { online: () => boolean }) {
  const sets = new Map<string, TrainingSet>();
  let workout: Workout | null = null;
  const guard =
    (answer: () => { status?: number; body?: unknown }): FakeRoute =>
    () => {
      if (!options.online()) throw new TypeError('Failed to fetch');
      return answer();
    };
  const routes: Record<string, FakeRoute> = {
    'GET /api/users/u1/workouts/next': guard(() => ({
      body: { ...NEXT, open_workout_id: workout && !workout.finished_at ? workout.id : null },
    })),
    'GET /api/users/u1/workouts': guard(() => ({
      body: { items: workout ? [{ ...workout, sets: [...sets.values()] }] : [], next_cursor: null },
    })),
    'POST /api/users/u1/workouts': guard(() => {
      workout ??= {
        id: 'w1',
        name: NEXT.name,
        plan_id: 'p1',
        plan_day: 1,
        started_at: '2026-11-26T07:00:00Z',
        finished_at: null,
        notes: null,
        source: 'manual',
        sets: [],
      };
      return { status: 201, body: workout };
    }),
    'POST /api/users/u1/sets': (init) => {
      if (!options.online()) throw new TypeError('Failed to fetch');
      const body = JSON.parse(init.body as string) as SetCreateInput;
      const known = sets.get(body.client_id!);
      if (known) return { status: 200, body: known };
      const set: TrainingSet = {
        id: `s${sets.size + 1}`,
        exercise_name: body.exercise_name,
        reps: body.reps ?? null,
        duration_sec: body.duration_sec ?? null,
        distance_m: null,
        load_kg: body.load_kg ?? null,
        rpe: body.rpe ?? null,
        rir: body.rir ?? null,
        set_type: body.set_type ?? 'working',
        note: body.note ?? null,
        performed_at: body.performed_at ?? '2026-11-26T07:01:00Z',
        workout_id: body.workout_id ?? null,
        source: 'manual',
        client_id: body.client_id ?? null,
        coach_reps: null,
        media_id: null,
        faults: [],
        processed_url: null,
        rep_times: [],
      };
      sets.set(body.client_id!, set);
      return { status: 201, body: set };
    },
  };
  return { routes, sets: () => [...sets.values()] };
}

describe('Workout page', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    window.localStorage.clear();
  });
  afterEach(() => window.localStorage.clear());

  it('Given the next session, When it opens, Then each exercise shows its target, the reason, plates for the barbell and one tap to log', async () => {
    const server = logServer({ online: () => online });
    renderApp('/workout', { storedUser: aUser(), routes: server.routes });
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    expect(within(squat).getByText('2 × 5 @ 100 kg')).toBeTruthy();
    expect(within(squat).getByText('+2.5 kg: you made 3×5 at 97.5 kg')).toBeTruthy();
    expect(within(squat).getByText(/20 kg bar \+ .* each side/)).toBeTruthy();
    expect(within(squat).getByText('Warm-up sets first: 20 kg bar x 10, 40 kg x 5, 60 kg x 3, 80 kg x 1')).toBeTruthy();
    expect(within(squat).getByRole('button', { name: /Log 5 × 100 kg/ })).toBeTruthy();
    const goblet = screen.getByRole('article', { name: 'Goblet Squat' });
    expect(within(goblet).getByText('3 × 8–12 · first working weight?')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rest timer' }).textContent).toContain('Starts when you log a set');
  });

  it('Given a tap on the planned set, Then the session starts, the set is sent with a client id, and the rest timer runs', async () => {
    const server = logServer({ online: () => online });
    const { user, api } = renderApp('/workout', { storedUser: aUser(), routes: server.routes });
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    await user.click(within(squat).getByRole('button', { name: /Log 5 × 100 kg/ }));
    await waitFor(() => expect(server.sets()).toHaveLength(1));
    const [sent] = api.callsTo('POST /api/users/u1/sets');
    expect(JSON.parse(sent!.init.body as string)).toMatchObject({
      exercise_name: 'Back Squat',
      reps: 5,
      load_kg: 100,
      set_type: 'working',
      workout_id: 'w1',
      client_id: expect.any(String) as string,
    });
    expect(await within(squat).findByText('1/2')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^1:(30|29)$/);
  });

  it('Given no connection, When sets are logged, Then they wait on this device and go once each when the browser is back online', async () => {
    const server = logServer({ online: () => online });
    const { user } = renderApp('/workout', { storedUser: aUser(), routes: server.routes });
    const squat = await screen.findByRole('article', { name: 'Back Squat' });
    online = false;
    await user.click(within(squat).getByRole('button', { name: /Log 5 × 100 kg/ }));
    await user.click(within(squat).getByRole('button', { name: /Log 5 × 100 kg/ }));
    expect(await screen.findByText(/2 sets (saved on this device|waiting)/)).toBeTruthy();
    expect(within(squat).getAllByText(/waiting to send/)).toHaveLength(2);
    expect(server.sets()).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem('spotter.set-queue.u1')!)).toHaveLength(3);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(server.sets()).toHaveLength(2));
    await waitFor(() => expect(within(squat).queryAllByText(/waiting to send/)).toHaveLength(0));
    expect(new Set(server.sets().map((set) => set.client_id)).size).toBe(2);
    expect(window.localStorage.getItem('spotter.set-queue.u1')).toBeNull();
  });

  it('Given no first working weight, When the log button is tapped, Then it asks for the load, and logs what is typed in kg', async () => {
    const server = logServer({ online: () => online });
    const { user } = renderApp('/workout', { storedUser: aUser(), routes: server.routes });
    const goblet = await screen.findByRole('article', { name: 'Goblet Squat' });
    await user.click(within(goblet).getByRole('button', { name: /^Log 8 reps/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Goblet Squat' });
    await user.type(within(dialog).getByLabelText('Load (kg)'), '24');
    await user.selectOptions(within(dialog).getByLabelText('RPE'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Log set' }));
    await waitFor(() => expect(server.sets()).toHaveLength(1));
    expect(server.sets()[0]).toMatchObject({ exercise_name: 'Goblet Squat', reps: 8, load_kg: 24, rpe: 8 });
  });
});
