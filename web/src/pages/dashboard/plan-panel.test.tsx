import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Plan, PlanDetails } from '@spotter/core/schemas';
import { aPlan, aUser } from '../../testing/fixtures';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';

const exercise = (
  name: string,
  role: 'warm_up' | 'main' | 'accessory',
  over: Partial<PlanDetails['days'][number]['exercises'][number]> = {},
) => ({
  name,
  role,
  kind: 'bodyweight' as const,
  movement_pattern: 'push_horizontal',
  sets: 3,
  reps: '8-12',
  rest_sec: 60,
  load_hint: null,
  progression: 'Add reps.',
  equipment: ['bodyweight'],
  cue: null,
  replaces: null,
  ...over,
});
const details: PlanDetails = {
  version: 2,
  title: "Ada's strength plan: 2 days a week for 4 weeks",
  goal: 'strength',
  days_per_week: 2,
  timeline_weeks: 4,
  split: { kind: 'full_body', name: 'Full body' },
  prescription: {
    main: { sets: 5, reps: '3-5', rest_sec: 180 },
    accessory: { sets: 3, reps: '6-8', rest_sec: 120 },
    intensity: 'Hard variations.',
    circuit: false,
  },
  equipment: { available: ['bodyweight'], seen: [], from_profile: ['bodyweight'] },
  days: [
    {
      day: 1,
      name: 'Full body A',
      format: 'straight_sets',
      estimated_min: 35,
      warm_up: { exercise: 'Glute Bridge', start: 'easy', sets: [{ percent: null, reps: 4 }] },
      exercises: [
        exercise('Cat-Cow', 'warm_up', { kind: 'mobility', sets: 1, reps: '45 s', rest_sec: 0 }),
        exercise('Glute Bridge', 'main', {
          movement_pattern: 'hinge',
          replaces: 'Bodyweight Squat',
          reps: '5-8',
          rest_sec: 120,
        }),
        exercise('Wall Walk', 'accessory', { kind: 'skill', sets: 4, reps: '2-3', rest_sec: 90 }),
      ],
    },
    { day: 2, name: 'Full body B', format: 'straight_sets', exercises: [exercise('Push-Up', 'main')] },
  ],
  progression: {
    summary: 'Blocks of 3 build weeks and 1 deload week (deload in week 4).',
    by_kind: [{ kind: 'bodyweight', how: 'Add reps.' }],
    blocks: [],
  },
  injuries: { areas: ['knee'], notes: ['Stop on sharp pain.'] },
  changes: {
    equipment: [],
    injuries: [
      {
        reason: 'injury',
        pattern: 'squat',
        areas: ['knee'],
        left_out: ['Bodyweight Squat'],
        instead: ['Glute Bridge'],
        note: 'Bodyweight Squat loads your knee, so Glute Bridge trains the squat instead.',
      },
    ],
  },
  notes: [],
};
const structured: Plan = { ...aPlan('p2', `${details.title}\n====\n`), details };

describe('Plan panel', () => {
  const saved: { name: string; type: string; text: Promise<string> }[] = [];
  // The properties replaced below, as they were (descriptors: the methods are not called off their objects here).
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
    click: Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click'),
  };
  const restore = (target: object, key: string, descriptor: PropertyDescriptor | undefined) =>
    descriptor ? Object.defineProperty(target, key, descriptor) : Reflect.deleteProperty(target, key);
  beforeEach(() => {
    saved.length = 0;
    // jsdom has no Blob URLs or downloads: keep what the browser would have saved.
    let blob: Blob | null = null;
    URL.createObjectURL = (value: Blob) => ((blob = value), 'blob:plan');
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      if (blob) saved.push({ name: this.download, type: blob.type, text: blob.text() });
    };
  });
  afterEach(() => {
    restore(URL, 'createObjectURL', original.create);
    restore(URL, 'revokeObjectURL', original.revoke);
    restore(HTMLAnchorElement.prototype, 'click', original.click);
  });

  it('Given a structured plan, When the dashboard loads, Then each day is a card with a table of exercises, sets x reps and rest', async () => {
    renderApp('/dashboard/u1', { storedUser: aUser(), routes: dashboardRoutes({ plans: [structured, aPlan('p1')] }) });
    const day1 = await screen.findByRole('article', { name: 'Day 1: Full body A' });
    const rows = within(day1)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['45 s', '—'],
      ['3 x 5-8', '2 min'],
      ['4 x 2-3', '90 s'],
    ]);
    expect(within(day1).getByRole('rowheader', { name: /Glute Bridge/ }).textContent).toContain(
      'Instead of Bodyweight Squat',
    );
    expect(screen.getByRole('article', { name: 'Day 2: Full body B' })).toBeTruthy();
    expect(screen.getByText("Ada's strength plan: 2 days a week for 4 weeks")).toBeTruthy();
    expect(
      screen.getByText('Bodyweight Squat loads your knee, so Glute Bridge trains the squat instead.'),
    ).toBeTruthy();
    expect(screen.queryByText(/====/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Workout plan text' })).toBeNull();
  });

  it('Given a structured plan, When the dashboard loads, Then each exercise links to its library card, the day says its estimated length and the first main lift its warm-up sets', async () => {
    renderApp('/dashboard/u1', { storedUser: aUser(), routes: dashboardRoutes({ plans: [structured] }) });
    const day1 = await screen.findByRole('article', { name: 'Day 1: Full body A' });
    expect(within(day1).getByText('about 35 min (estimate)')).toBeTruthy();
    expect(within(day1).getByRole('rowheader', { name: /Glute Bridge/ }).textContent).toContain(
      'Warm-up sets: an easy set of 4',
    );
    expect(within(day1).getByRole('rowheader', { name: /Wall Walk/ }).textContent).not.toContain('Warm-up');
    const links = within(day1)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Cat-Cow', '/exercises?q=Cat-Cow'],
      ['Glute Bridge', '/exercises?q=Glute+Bridge'],
      ['Wall Walk', '/exercises?q=Wall+Walk'],
    ]);
    const day2 = screen.getByRole('article', { name: 'Day 2: Full body B' });
    expect(within(day2).queryByText(/estimate/)).toBeNull();
  });

  it('Given an older plan without structure, When loaded, Then its text shows as it is', async () => {
    renderApp('/dashboard/u1', {
      storedUser: aUser(),
      routes: dashboardRoutes({ plans: [aPlan('p1', 'Day 1: Squat 5x5')] }),
    });
    expect((await screen.findByRole('region', { name: 'Workout plan text' })).textContent).toBe('Day 1: Squat 5x5');
  });

  it('Given a plan, When Download and Add to calendar are pressed, Then the server renders each file and the browser saves it', async () => {
    const { api } = renderApp('/dashboard/u1', {
      storedUser: aUser(),
      routes: dashboardRoutes(
        { plans: [structured] },
        {
          'GET /api/users/u1/plans/p2.md': { text: '# Ada plan\n' },
          'GET /api/users/u1/plans/p2.ics': { text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
        },
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: `spotter-plan-${structured.created_at.slice(0, 10)}.md`, type: 'text/markdown;charset=utf-8' },
      { name: `spotter-plan-${structured.created_at.slice(0, 10)}.ics`, type: 'text/calendar;charset=utf-8' },
    ]);
    expect(await saved[0]!.text).toBe('# Ada plan\n');
    expect(await saved[1]!.text).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(api.callsTo('GET /api/users/u1/plans/p2.md')[0]!.init.headers.authorization).toBe(`Bearer ${aUser().token}`);
  });

  it("Given the export fails, When Download is pressed, Then the server's detail is shown and nothing is saved", async () => {
    renderApp('/dashboard/u1', {
      storedUser: aUser(),
      routes: dashboardRoutes(
        { plans: [structured] },
        { 'GET /api/users/u1/plans/p2.md': { status: 404, body: { detail: 'No such plan' } } },
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('No such plan')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
