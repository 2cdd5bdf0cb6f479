import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { writeAnalysedSet as recordAnalysedSet } from '../services/record-set.js';
import { importWorkouts, type ImportedWorkout } from '../store/log-import.js';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** What the coach stores for a counted set, as far as the log reads it. */
const countedSquat = (reps: number) =>
  ({
    exercise: 'squat',
    status: 'ok',
    reps,
    confidence: 0.9,
    limitation: null,
    faults: [],
    rep_details: [],
  }) as unknown as VideoAnalysis;

describe.each(backends())('the workout log (sets and workouts) on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  }, 180_000);
  afterAll(() => t?.stop());

  const lifter = async (overrides: Record<string, unknown> = {}) => {
    const user = await t.client.createUser(onboarding(overrides));
    return { user, api: t.clientFor(user.token) };
  };
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${t.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('given a set logged with a client id, when sent again, then 201 then 200 with the same set and one set stored', async () => {
    const { user } = await lifter();
    const body = { exercise_name: 'Back Squat', reps: 5, load_kg: 100, rpe: 8, client_id: 'phone-1' };
    const first = await post(`/users/${user.id}/sets`, user.token, body);
    expect(first.status).toBe(201);
    const set = await json(first);
    expect(set).toMatchObject({
      exercise_name: 'Back Squat',
      reps: 5,
      load_kg: 100,
      rpe: 8,
      set_type: 'working',
      source: 'manual',
      client_id: 'phone-1',
      coach_reps: null,
      media_id: null,
    });
    const again = await post(`/users/${user.id}/sets`, user.token, { ...body, reps: 6 });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(set);
    const page = await t.clientFor(user.token).listSets(user.id);
    expect(page.items.map((s) => s.id)).toEqual([set.id]);
  });

  it('given sets logged by hand, when a heavier one comes, then the personal bests and the estimated one-rep max follow; a warm-up and a resend change nothing', async () => {
    const { user, api } = await lifter();
    const log = (body: Record<string, unknown>) =>
      post(`/users/${user.id}/sets`, user.token, { exercise_name: 'Back Squat', ...body });
    const bests = async () =>
      (await api.listPersonalBests(user.id)).map((best) => [best.unit, best.value, best.load_kg ?? null]).sort();
    await log({ reps: 5, load_kg: 100, client_id: 'a' });
    const first = await bests();
    expect(first).toContainEqual(['reps', 5, 100]);
    const estimate = first.find(([unit]) => unit !== 'reps')!;
    expect(estimate[1]).toBeGreaterThan(100);
    await log({ reps: 10, load_kg: 140, set_type: 'warmup', client_id: 'b' });
    await log({ reps: 12, load_kg: 150, client_id: 'a' }); // the first set again: a resend, not a new set
    expect(await bests()).toEqual(first);
    await log({ reps: 5, load_kg: 110, client_id: 'c' });
    const after = await bests();
    expect(after).toContainEqual(['reps', 5, 110]);
    expect(after).not.toContainEqual(['reps', 5, 100]);
    expect(after.find(([unit]) => unit !== 'reps')![1]).toBeGreaterThan(estimate[1] as number);
  });

  it('given two sets logged, when the best is deleted, then the bests fall back to the other; when a set is edited heavier, then they rise', async () => {
    const { user, api } = await lifter();
    const log = async (body: Record<string, unknown>) =>
      (await post(`/users/${user.id}/sets`, user.token, { exercise_name: 'Back Squat', ...body }).then(json)) as {
        id: string;
      };
    const bests = async () =>
      (await api.listPersonalBests(user.id)).map((best) => [best.unit, best.value, best.load_kg ?? null]).sort();
    const estimate = (loadKg: number, reps: number) => Math.round(loadKg * (1 + reps / 30) * 10) / 10;
    await log({ reps: 5, load_kg: 90 });
    const best = await log({ reps: 5, load_kg: 100 });
    expect(await bests()).toEqual([
      ['kg (est. 1RM)', estimate(100, 5), null],
      ['reps', 5, 100],
    ]);

    const send = (method: string, setId: string, body?: unknown) =>
      fetch(`${t.baseUrl}/api/users/${user.id}/sets/${setId}`, {
        method,
        headers: {
          authorization: `Bearer ${user.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await send('DELETE', best.id)).status).toBe(204);
    expect(await bests()).toEqual([
      ['kg (est. 1RM)', estimate(90, 5), null],
      ['reps', 5, 90],
    ]);

    const [left] = (await api.listSets(user.id)).items;
    expect((await send('PATCH', left!.id, { load_kg: 120 })).status).toBe(200);
    expect(await bests()).toEqual([
      ['kg (est. 1RM)', estimate(120, 5), null],
      ['reps', 5, 120],
    ]);
    // Edited down again: the bests follow it down (no other set of the lift is heavier).
    expect((await send('PATCH', left!.id, { load_kg: 80, reps: 3 })).status).toBe(200);
    expect(await bests()).toEqual([
      ['kg (est. 1RM)', estimate(80, 3), null],
      ['reps', 3, 80],
    ]);
  });

  it("given bad sets, when logged, then 400 names the field; another user's set is 404 to edit and 403 to list", async () => {
    const { user } = await lifter();
    for (const [body, detail] of [
      [{ exercise_name: 'squat' }, 'reps: A set needs reps, seconds or a distance'],
      [{ exercise_name: '', reps: 5 }, 'exercise_name: Exercise name is required'],
      [{ exercise_name: 'squat', reps: 5, load_kg: -5 }, 'load_kg: Load cannot be negative'],
      [{ exercise_name: 'squat', reps: 5, rpe: 8.3 }, 'rpe: RPE goes in half steps'],
      [
        { exercise_name: 'squat', reps: 5, set_type: 'giant' },
        'set_type: Set type must be one of: warmup, working, drop, failure',
      ],
      [{ exercise_name: 'squat', reps: 5, workout_id: 'nope' }, 'workout_id: no such session of yours'],
    ] as const) {
      const response = await post(`/users/${user.id}/sets`, user.token, body);
      expect(response.status, JSON.stringify(body)).toBe(detail.startsWith('workout_id') ? 404 : 400);
      expect((await json(response)).detail).toContain(detail);
    }
    const { user: bob, api: bobApi } = await lifter({ first_name: 'Bob' });
    const bobs = await bobApi.createSet(bob.id, { exercise_name: 'squat', reps: 3 });
    const mine = t.clientFor(user.token);
    await expect(mine.updateSet(user.id, bobs.id, { reps: 4 })).rejects.toMatchObject({ status: 404 });
    await expect(mine.deleteSet(user.id, bobs.id)).rejects.toMatchObject({ status: 404 });
    await expect(mine.listSets(bob.id)).rejects.toMatchObject({ status: 403 });
  });

  it('given a session started, when sets are logged, edited and deleted and it is finished, then the list shows it with its sets', async () => {
    const { user, api } = await lifter();
    const workout = await api.startWorkout(user.id, { name: 'Legs', client_id: 'start-1' });
    expect(workout).toMatchObject({ name: 'Legs', plan_day: null, finished_at: null, source: 'manual', sets: [] });
    // A resend of the start is the same session.
    const resend = await post(`/users/${user.id}/workouts`, user.token, { name: 'Legs', client_id: 'start-1' });
    expect(resend.status).toBe(200);
    expect((await json(resend)).id).toBe(workout.id);

    const warmup = await api.createSet(user.id, { exercise_name: 'squat', reps: 10, load_kg: 20, set_type: 'warmup' });
    const plank = await api.createSet(user.id, { exercise_name: 'plank', duration_sec: 30 });
    const work = await api.createSet(user.id, {
      exercise_name: 'squat',
      reps: 5,
      load_kg: 100,
      workout_id: workout.id,
      note: 'belt',
    });
    // Sets without a workout id land in the session that is open.
    expect([warmup.workout_id, plank.workout_id, work.workout_id]).toEqual([workout.id, workout.id, workout.id]);
    expect(plank).toMatchObject({ reps: null, duration_sec: 30 });

    const edited = await api.updateSet(user.id, work.id, { reps: 4, rir: 1, note: null });
    expect(edited).toMatchObject({ id: work.id, reps: 4, rir: 1, note: null, load_kg: 100 });
    await api.deleteSet(user.id, plank.id);
    await expect(api.deleteSet(user.id, plank.id)).rejects.toMatchObject({ status: 404 });

    const finished = await api.updateWorkout(user.id, workout.id, {
      finished_at: new Date(Date.now() + 1000).toISOString(),
    });
    expect(finished.finished_at).not.toBeNull();
    expect(finished.sets.map((s) => [s.exercise_name, s.reps, s.set_type])).toEqual([
      ['squat', 10, 'warmup'],
      ['squat', 4, 'working'],
    ]);
    await expect(api.updateWorkout(user.id, workout.id, { finished_at: '2000-01-01T00:00:00Z' })).rejects.toMatchObject(
      { status: 400 },
    );
    // Once finished, a new set stands alone.
    expect((await api.createSet(user.id, { exercise_name: 'curl', reps: 12 })).workout_id).toBeNull();

    const older = await api.startWorkout(user.id, { name: 'Earlier', started_at: '2026-01-05T08:00:00Z' });
    const first = await api.listWorkouts(user.id, { limit: 1 });
    expect(first.items.map((w) => w.id)).toEqual([workout.id]);
    const second = await api.listWorkouts(user.id, { limit: 1, cursor: first.next_cursor! });
    expect(second).toEqual({ items: [expect.objectContaining({ id: older.id, sets: [] })], next_cursor: null });
  });

  it('given a filmed set while a session is open, when kept, then it lands in the session with the coach count, and a correction sits beside it', async () => {
    const { user, api } = await lifter();
    const workout = await api.startWorkout(user.id, {});
    const { media } = await t.server.context.db.transaction().execute((trx) =>
      recordAnalysedSet(trx, {
        userId: user.id,
        exerciseChoice: 'squat',
        analysis: countedSquat(5),
        feedback: 'Good depth',
        originalFile: null,
        processedFile: null,
        loadKg: 80,
      }),
    );
    const [filmed] = (await api.listSets(user.id)).items;
    expect(filmed).toMatchObject({
      source: 'video',
      media_id: media.id,
      reps: 5,
      coach_reps: 5,
      load_kg: 80,
      workout_id: workout.id,
    });
    const corrected = await api.updateSet(user.id, filmed!.id, { reps: 6 });
    expect(corrected).toMatchObject({ reps: 6, coach_reps: 5 });
    // The same media written again (a retried job) makes no second set.
    await t.server.context.db.transaction().execute((trx) =>
      import('../store/sets.js').then(({ insertFilmedSet }) =>
        insertFilmedSet(trx, {
          userId: user.id,
          mediaId: media.id,
          exerciseName: 'squat',
          reps: 5,
          loadKg: 80,
          performedAt: new Date(),
          workoutId: null,
        }),
      ),
    );
    expect((await api.listSets(user.id)).items).toHaveLength(1);
    // The account export carries the log.
    const exported = await api.exportUser(user.id);
    expect(exported.workouts.map((w) => w.id)).toEqual([workout.id]);
    expect(exported.sets).toEqual([expect.objectContaining({ id: filmed!.id, reps: 6, coach_reps: 5 })]);
    expect(exported.user.units).toBe('kg');
  });

  it('given an import, when written twice, then the second adds nothing and the sets list as imported', async () => {
    const { user, api } = await lifter();
    const file: ImportedWorkout[] = [1, 2, 3].map((day) => ({
      name: 'Strong workout',
      started_at: new Date(`2025-03-0${day}T18:00:00Z`),
      finished_at: new Date(`2025-03-0${day}T19:00:00Z`),
      notes: null,
      source_key: `strong:w${day}`,
      sets: [1, 2].map((n) => ({
        exercise_name: 'Squat (Barbell)',
        reps: 5,
        duration_sec: null,
        distance_m: null,
        load_kg: 90 + day,
        rpe: null,
        rir: null,
        set_type: 'working' as const,
        note: null,
        performed_at: new Date(`2025-03-0${day}T18:0${n}:00Z`),
        source_key: `strong:w${day}:s${n}`,
      })),
    }));
    const progress: number[] = [];
    expect(
      await importWorkouts(t.server.context.db, user.id, file, { onProgress: (c) => progress.push(c.sets) }),
    ).toEqual({ workouts: 3, sets: 6, duplicates: 0 });
    expect(progress.at(-1)).toBe(6);
    expect(await importWorkouts(t.server.context.db, user.id, file)).toEqual({ workouts: 0, sets: 0, duplicates: 6 });
    const page = await api.listSets(user.id, { exercise: 'squat (barbell)' });
    expect(page.items).toHaveLength(6);
    expect(page.items.every((s) => s.source === 'import')).toBe(true);
    expect((await api.listWorkouts(user.id)).items.map((w) => [w.source, w.sets.length])).toEqual([
      ['import', 2],
      ['import', 2],
      ['import', 2],
    ]);
  });

  it('given units, when set to lb, then the profile keeps it and a bad value is 400', async () => {
    const { user, api } = await lifter();
    expect(user.units).toBe('kg');
    expect((await api.updateUser(user.id, { units: 'lb' })).units).toBe('lb');
    await expect(api.updateUser(user.id, { units: 'stone' as 'kg' })).rejects.toMatchObject({
      status: 400,
      detail: 'units: Units must be one of: kg, lb',
    });
  });
});
