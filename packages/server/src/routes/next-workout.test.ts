import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@spotter/core/api';
import type { PlanDay, PlanExerciseDetails } from '@spotter/core/schemas';
import { insertChatTurn, insertPlan } from '../store/records.js';
import { backends, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

const exercise = (name: string, overrides: Partial<PlanExerciseDetails> = {}): PlanExerciseDetails => ({
  name,
  role: 'main',
  kind: 'loaded',
  movement_pattern: null,
  sets: 3,
  reps: '6-8',
  rest_sec: 120,
  progression: 'Add weight when every set reaches the top of the range',
  equipment: ['barbell'],
  cue: null,
  ...overrides,
});

const days: PlanDay[] = [
  {
    day: 1,
    name: 'Upper A',
    format: 'straight_sets',
    exercises: [
      exercise('Barbell Bench Press'),
      exercise('One-Arm Dumbbell Row', { equipment: ['dumbbells'], reps: '8-12', superset: 'A' }),
      exercise('Push-Up', { kind: 'bodyweight', equipment: ['bodyweight'], reps: '10-15', superset: 'A' }),
    ],
  },
  {
    day: 3,
    name: 'Lower A',
    format: 'straight_sets',
    exercises: [
      exercise('Back Squat', { reps: '5' }),
      exercise('Plank', { kind: 'hold', equipment: ['bodyweight'], reps: '30-45 s', rest_sec: 60 }),
    ],
  },
];

describe.each(backends())('GET /users/{id}/workouts/next on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  }, 180_000);
  afterAll(() => t?.stop());

  const lifter = async (units: 'kg' | 'lb' = 'kg') => {
    const user = await t.client.createUser(onboarding({ units }));
    const api: ApiClient = t.clientFor(user.token);
    return { user, api };
  };
  const givePlan = async (userId: string, planDays: PlanDay[] = days) => {
    const plan = await insertPlan(t.server.context.db, userId, 'plan', { version: 2, days: planDays });
    return plan;
  };

  it('given no plan, then 404 says how to make one', async () => {
    const { user, api } = await lifter();
    // Sign-up makes a plan from the profile; without any, there is nothing to follow.
    await t.server.context.db.deleteFrom('plans').where('user_id', '=', user.id).execute();
    const refused: unknown = await api.nextWorkout(user.id).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 404 });
    expect((refused as Error & { detail: string }).detail).toContain('No plan yet');
  });

  it('given a plan and no history, then the first day with no loads and reasons asking for a first working weight; supersets paired', async () => {
    const { user, api } = await lifter();
    const plan = await givePlan(user.id);
    const next = await api.nextWorkout(user.id);
    expect(next).toMatchObject({ plan_id: plan.id, plan_day: 1, name: 'Upper A', open_workout_id: null });
    expect(next.exercises.map((e) => [e.exercise_name, e.target_load_kg, e.superset, e.barbell])).toEqual([
      ['Barbell Bench Press', null, null, true],
      ['One-Arm Dumbbell Row', null, 'A', false],
      ['Push-Up', null, 'A', false],
    ]);
    expect(next.exercises[0]).toMatchObject({ sets: 3, reps: '6-8', rep_range: { min: 6, max: 8 }, rest_sec: 120 });
    expect(next.exercises[0]!.reason).toBe(
      'No Barbell Bench Press logged yet: pick a first working weight you could lift 8 times with 2–3 reps to spare, and log it',
    );
  });

  it('given bodyweight work done under a racked bar (an inverted row), then it is not weighed: no barbell, no plates, no first working weight asked', async () => {
    const { user, api } = await lifter();
    await givePlan(user.id, [
      {
        day: 1,
        name: 'Pull',
        format: 'straight_sets',
        exercises: [
          exercise('Inverted Row', { kind: 'bodyweight', equipment: ['barbell', 'squat rack'], reps: '8-12' }),
        ],
      },
    ]);
    const [row] = (await api.nextWorkout(user.id)).exercises;
    expect(row).toMatchObject({ exercise_name: 'Inverted Row', barbell: false, target_load_kg: null });
    expect(row!.reason).not.toMatch(/working weight/);
  });

  it("given the plan sign-up made, then the next session carries its day's warm-up sets for the first main lift, as the plan has them", async () => {
    const { user, api } = await lifter();
    const [plan] = await api.listPlans(user.id);
    const next = await api.nextWorkout(user.id);
    const day = (plan!.details as { days: { day: number; warm_up?: unknown }[] }).days.find(
      (d) => d.day === next.plan_day,
    );
    // Strength with dumbbells: the first main lift is loaded, so there is a ramp to it.
    expect(next.warm_up).toBeTruthy();
    expect(next.warm_up).toEqual(day?.warm_up);
    expect(next.exercises.map((e) => e.exercise_name)).toContain(next.warm_up!.exercise);
  });

  it('given a session of day 1 done at the top of the range, then day 3 is next, and day 1 after it targets +2.5 kg with the reason', async () => {
    const { user, api } = await lifter();
    await givePlan(user.id);
    const monday = await api.startWorkout(user.id, {
      plan_day: 1,
      started_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    expect(monday).toMatchObject({ name: 'Upper A', plan_day: 1 });
    for (let i = 0; i < 3; i++) {
      await api.createSet(user.id, {
        exercise_name: 'Bench Press (Barbell)',
        reps: 8,
        load_kg: 60,
        workout_id: monday.id,
        performed_at: new Date(Date.now() - 3 * 86_400_000 + i * 60_000).toISOString(),
      });
    }
    await api.createSet(user.id, {
      exercise_name: 'Bench Press (Barbell)',
      reps: 12,
      load_kg: 40,
      set_type: 'drop',
      workout_id: monday.id,
    });
    await api.updateWorkout(user.id, monday.id, {
      finished_at: new Date(Date.now() - 3 * 86_400_000 + 3600_000).toISOString(),
    });

    const next = await api.nextWorkout(user.id);
    expect(next).toMatchObject({ plan_day: 3, name: 'Lower A' });
    expect(next.exercises[1]).toMatchObject({
      exercise_name: 'Plank',
      duration_sec: 30,
      rep_range: null,
      target_load_kg: null,
    });

    // Day 3 started (and open): it is still the next one, with its id, until finished.
    const thursday = await api.startWorkout(user.id, { plan_day: 3 });
    expect(await api.nextWorkout(user.id)).toMatchObject({ plan_day: 3, open_workout_id: thursday.id });
    await api.updateWorkout(user.id, thursday.id, { finished_at: new Date(Date.now() + 1000).toISOString() });

    const again = await api.nextWorkout(user.id);
    expect(again.plan_day).toBe(1);
    expect(again.exercises[0]).toMatchObject({
      exercise_name: 'Barbell Bench Press',
      target_load_kg: 62.5,
      reason: '+2.5 kg: you made 3×8 at 60 kg',
    });
  });

  it('given pain told to the coach after the last session, then the lift deloads and says why; a lifter in lb reads lb', async () => {
    const { user, api } = await lifter('lb');
    await givePlan(user.id);
    const squatDay = new Date(Date.now() - 2 * 86_400_000).toISOString();
    for (let i = 0; i < 3; i++)
      await api.createSet(user.id, {
        exercise_name: 'squat',
        reps: 5,
        load_kg: 225 * 0.45359237,
        performed_at: squatDay,
      });
    const next = await api.nextWorkout(user.id);
    const squat = next.exercises.find((e) => e.exercise_name === 'Back Squat');
    expect(squat).toBeUndefined();
    // Day 1 comes first (no planned session yet); the squat's target is read on day 3 once day 1 is done.
    const day1 = await api.startWorkout(user.id, {
      plan_day: 1,
      started_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await api.updateWorkout(user.id, day1.id, {
      finished_at: new Date(Date.now() - 86_400_000 + 60_000).toISOString(),
    });
    const day3 = (await api.nextWorkout(user.id)).exercises[0]!;
    expect(day3).toMatchObject({ exercise_name: 'Back Squat', reason: '+10 lb: you made 3×5 at 225 lb' });
    expect(day3.target_load_kg! / 0.45359237).toBeCloseTo(235, 3);

    await insertChatTurn(t.server.context.db, {
      userId: user.id,
      message: 'my lower back hurts after squats',
      reply: 'ok',
      avatarVideoFile: null,
      voiceFile: null,
      voiceGenerated: false,
      enhanced: false,
    });
    const eased = (await api.nextWorkout(user.id)).exercises[0]!;
    expect(eased.reason).toBe(
      'Deload to 200 lb (−25 lb): you told the coach about pain; keep the reps easy and stop if it hurts',
    );
  });
});
