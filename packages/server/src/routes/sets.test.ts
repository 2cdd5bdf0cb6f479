import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@spotter/core/api';
import { fixture, haveFixtures } from '../testing/fixtures.js';
import { makeSamples } from '../testing/media-samples.js';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { writeAnalysedSet as recordAnalysedSet } from '../services/record-set.js';
import { recordSetBests } from '../store/records.js';

/** What the coach stores for a counted set: the parts the history reads (faults, rep times) and the rest. */
const analysisOf = (exercise: string, reps: number, status = 'ok') => ({
  exercise,
  status,
  reps,
  rep_details: Array.from({ length: reps }, (_, i) => ({
    index: i + 1,
    start_sec: i * 2 + 0.5,
    end_sec: i * 2 + 2,
    peak_sec: i * 2 + 1.2,
    down_sec: 0.7,
    up_sec: 0.8,
    range_of_motion: 1,
    travel: 0.4,
    key_angle_deg: 85,
  })),
  faults:
    reps > 2
      ? [
          {
            code: 'knee_valgus',
            message: 'Knees caved in',
            cue: 'Push the knees out',
            severity: 'major',
            rep: 2,
            time_sec: 3.1,
          },
        ]
      : [],
});

describe.each(backends())('training history (GET /users/{id}/sets) on %s', (backend) => {
  let t: TestServer;
  let ada: { id: string; token: string };
  let api: ApiClient;
  beforeAll(async () => {
    t = await startTestServer(backend);
    ada = await t.client.createUser(onboarding());
    api = t.clientFor(ada.token);
  }, 180_000);
  afterAll(() => t?.stop());

  // Written past the API by the one writer both upload paths use; the test tells the read cache, as `implement` does.
  const keepSet = (
    userId: string,
    exercise: string | null,
    reps: number | null,
    loadKg: number | null = null,
    status = 'ok',
  ) =>
    t.server.context.db.transaction().execute(
      async (trx) =>
        (
          await recordAnalysedSet(trx, {
            userId,
            exerciseChoice: (exercise ?? 'auto') as UploadExerciseChoice,
            feedback: 'feedback',
            originalFile: null,
            processedFile: null,
            analysis: analysisOf(exercise ?? 'squat', reps ?? 0, status) as unknown as VideoAnalysis,
            loadKg,
          })
        ).media,
    );

  it("given no token, then 401; given another user's token, then 403", async () => {
    const bob = await t.client.createUser(onboarding({ first_name: 'Bob' }));
    await expect(t.client.listSets(ada.id)).rejects.toMatchObject({ status: 401 });
    await expect(t.clientFor(bob.token).listSets(ada.id)).rejects.toMatchObject({ status: 403 });
    expect(await t.clientFor(bob.token).listSets(bob.id)).toEqual({ items: [], next_cursor: null });
  });

  it('given counted and uncounted uploads, when listed, then only counted sets come back, latest first, with load, faults and rep times', async () => {
    const lifter = await t.client.createUser(onboarding());
    await keepSet(lifter.id, 'squat', 3, 100);
    await keepSet(lifter.id, 'push_up', null, null, 'not_visible');
    await keepSet(lifter.id, null, null, null, 'no_reps');
    const latest = await keepSet(lifter.id, 'pull_up', 2);
    const page = await t.clientFor(lifter.token).listSets(lifter.id);
    expect(page.next_cursor).toBeNull();
    expect(page.items.map((s) => [s.exercise_name, s.reps, s.load_kg])).toEqual([
      ['pull_up', 2, null],
      ['squat', 3, 100],
    ]);
    expect(page.items[0]).toMatchObject({
      media_id: latest.id,
      source: 'video',
      coach_reps: 2,
      faults: [],
      processed_url: null,
    });
    expect(page.items[0]!.performed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page.items[1]!.faults).toEqual([
      {
        code: 'knee_valgus',
        message: 'Knees caved in',
        cue: 'Push the knees out',
        severity: 'major',
        rep: 2,
        time_sec: 3.1,
      },
    ]);
    // The media list (and so the account export) carries the load too.
    expect((await t.clientFor(lifter.token).listMedia(lifter.id)).map((m) => m.load_kg)).toEqual([
      null,
      null,
      null,
      100,
    ]);
    expect(page.items[1]!.rep_times).toEqual([
      { index: 1, start_sec: 0.5, end_sec: 2 },
      { index: 2, start_sec: 2.5, end_sec: 4 },
      { index: 3, start_sec: 4.5, end_sec: 6 },
    ]);
  });

  it('given seven sets, when paged two at a time, then every set comes once, in order, and the last page has no cursor', async () => {
    const lifter = await t.client.createUser(onboarding());
    const kept: string[] = [];
    for (let i = 0; i < 7; i++)
      kept.push((await keepSet(lifter.id, i % 2 ? 'deadlift' : 'squat', i + 1, 60 + i * 5)).id);
    const mine = t.clientFor(lifter.token);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await mine.listSets(lifter.id, { limit: 2, cursor });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((s) => s.media_id!));
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual([...kept].reverse());

    const squats = await mine.listSets(lifter.id, { exercise: 'squat', limit: 3 });
    expect(squats.items.map((s) => s.reps)).toEqual([7, 5, 3]);
    const rest = await mine.listSets(lifter.id, { exercise: 'squat', limit: 3, cursor: squats.next_cursor! });
    expect(rest).toEqual({ items: [expect.objectContaining({ reps: 1, load_kg: 60 })], next_cursor: null });
  });

  it('given a bad cursor, limit or exercise, when listed, then 400 names the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cursor: 'not-a-cursor' }, 'cursor: '],
      [{ cursor: Buffer.from(JSON.stringify({ seq: '1; drop table media' })).toString('base64url') }, 'cursor: '],
      [{ limit: '0' }, 'limit: Limit must be a whole number from 1 to 100'],
      [{ limit: '101' }, 'limit: Limit must be a whole number from 1 to 100'],
      [{ limit: 'many' }, 'limit: '],
      [{ exercise: 'x'.repeat(101) }, 'exercise: '],
    ];
    for (const [query, detail] of cases) {
      const response = await fetch(`${t.baseUrl}/api/users/${ada.id}/sets?${new URLSearchParams(query).toString()}`, {
        headers: { authorization: `Bearer ${ada.token}` },
      });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect((await json(response)).detail).toContain(detail);
    }
  });

  it('given sets with loads, when their bests are recorded, then reps at a load and the estimated one-rep max are kept', async () => {
    const lifter = await t.client.createUser(onboarding());
    const db = t.server.context.db;
    // Written past the API: the database handle tells the read cache (caches/write-watch.ts), not the test.
    const record = (reps: number, loadKg: number | null, exercise = 'squat') =>
      recordSetBests(db, { userId: lifter.id, exerciseName: exercise, reps, loadKg, source: 'video' });
    const bests = async () =>
      (await t.clientFor(lifter.token).listPersonalBests(lifter.id))
        .map((b) => `${b.exercise_name} ${b.value} ${b.unit}${b.load_kg ? ` @ ${b.load_kg}` : ''}`)
        .sort();

    expect((await record(5, 100)).isNew).toBe(true);
    expect(await bests()).toEqual(['squat 116.7 kg (est. 1RM)', 'squat 5 reps @ 100']);
    // No heavier and no more reps: not a best, nothing changes.
    expect((await record(5, 95)).isNew).toBe(false);
    expect((await record(4, 100)).isNew).toBe(false);
    // More reps at a lighter load: a best of its own beside the heavier one; the estimate (112 kg) does not move.
    expect((await record(8, 84)).isNew).toBe(true);
    expect(await bests()).toEqual(['squat 116.7 kg (est. 1RM)', 'squat 5 reps @ 100', 'squat 8 reps @ 84']);
    // Heavier with as many reps as both: it beats them, and they go.
    expect((await record(8, 100)).isNew).toBe(true);
    expect(await bests()).toEqual(['squat 126.7 kg (est. 1RM)', 'squat 8 reps @ 100']);
    // Without a load: compared only with sets without one.
    expect((await record(3, null)).isNew).toBe(true);
    expect((await record(2, null)).isNew).toBe(false);
    expect((await record(4, null)).isNew).toBe(true);
    expect(await bests()).toEqual(['squat 126.7 kg (est. 1RM)', 'squat 4 reps', 'squat 8 reps @ 100']);
    // 20 reps give no estimate (Epley strays above 12).
    await record(20, 40, 'deadlift');
    expect(await bests()).toContain('deadlift 20 reps @ 40');
    expect((await bests()).filter((b) => b.startsWith('deadlift'))).toHaveLength(1);
  });

  it('given a best logged by hand with a load, when kept, then it reads reps at that load with its estimate; a load without reps is 400', async () => {
    const lifter = await t.client.createUser(onboarding());
    const mine = t.clientFor(lifter.token);
    const logged = await mine.addPersonalBest(lifter.id, {
      exercise_name: 'Bench_Press',
      value: 5,
      unit: 'reps',
      load_kg: 80,
    });
    expect(logged).toMatchObject({
      is_new_pr: true,
      personal_best: { exercise_name: 'bench_press', value: 5, unit: 'reps', load_kg: 80 },
    });
    expect(
      (await mine.addPersonalBest(lifter.id, { exercise_name: 'bench_press', value: 5, unit: 'reps', load_kg: 75 }))
        .is_new_pr,
    ).toBe(false);
    expect((await mine.listPersonalBests(lifter.id)).map((b) => [b.value, b.unit, b.load_kg]).sort()).toEqual([
      [5, 'reps', 80],
      [93.3, 'kg (est. 1RM)', null],
    ]);
    for (const [body, detail] of [
      [
        { exercise_name: 'bench_press', value: 100, unit: 'kg', load_kg: 100 },
        'load_kg: A load goes with a count of reps (unit reps)',
      ],
      [{ exercise_name: 'bench_press', value: 5, unit: 'reps', load_kg: 0 }, 'load_kg: Load must be greater than 0'],
      [{ exercise_name: 'bench_press', value: 5, unit: 'reps', load_kg: 1001 }, 'load_kg: Load is at most 1000 kg'],
      [
        { exercise_name: 'bench_press', value: 5, unit: 'reps', load_kg: '80' },
        'load_kg: Load must be a number of kilograms',
      ],
      [{ exercise_name: 'bench_press', value: 120, unit: 'kg (est. 1rm)' }, 'unit: '],
    ] as const) {
      const response = await fetch(`${t.baseUrl}/api/users/${lifter.id}/personal-bests`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lifter.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).detail).toContain(detail);
    }
  });

  it('given load_kg that is not a number, 0, or above the bound, when uploaded, then 400 names load_kg and nothing is stored', async () => {
    const samples = await makeSamples();
    try {
      const video = new Uint8Array(await readFile(samples.video));
      for (const [load, message] of [
        ['heavy', 'load_kg: Load must be a number of kilograms'],
        ['0', 'load_kg: Load must be greater than 0'],
        ['-20', 'load_kg: Load must be greater than 0'],
        ['5000', 'load_kg: Load is at most 1000 kg'],
      ] as const) {
        const form = new FormData();
        form.append('file', new Blob([video], { type: 'video/mp4' }), 'set.mp4');
        form.append('user_id', ada.id);
        form.append('exercise_name', 'squat');
        form.append('load_kg', load);
        const response = await fetch(`${t.baseUrl}/api/upload-exercise`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${ada.token}` },
        });
        expect(response.status, load).toBe(400);
        expect((await json(response)).detail).toBe(message);
      }
      expect(await api.listMedia(ada.id)).toEqual([]);
    } finally {
      await rm(samples.dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a real set uploaded with its load', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { maxVideoSeconds: 30 });
  }, 180_000);
  afterAll(() => t?.stop());

  it.skipIf(!haveFixtures)(
    'given a squat clip at 60 kg, when uploaded, then the set joins the history with its load and the bests read "3 reps @ 60 kg"',
    async () => {
      const lifter = await t.client.createUser(onboarding());
      const api = t.clientFor(lifter.token);
      const video = new Uint8Array(await readFile(fixture('video/squat_side_3reps.mp4')));
      const result = await api.uploadExercise({
        user_id: lifter.id,
        exercise_name: 'squat',
        file: { data: new Blob([video], { type: 'video/mp4' }), name: 'set.mp4' },
        load_kg: 60,
      });
      expect(result.analysis).toMatchObject({ status: 'ok', reps: 3 });
      expect(result).toMatchObject({
        is_new_pr: true,
        personal_best: { exercise_name: 'squat', value: 3, unit: 'reps', load_kg: 60 },
      });

      const { items } = await api.listSets(lifter.id, { exercise: 'squat' });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        media_id: result.media.id,
        source: 'video',
        reps: 3,
        coach_reps: 3,
        load_kg: 60,
      });
      expect(items[0]!.rep_times).toHaveLength(3);
      expect(items[0]!.processed_url).toMatch(/^\/api\/media\/.+\.mp4\?exp=\d+&sig=/);
      const video2 = await fetch(`${t.baseUrl}${items[0]!.processed_url}`);
      expect(video2.status).toBe(200);
      expect((await api.listPersonalBests(lifter.id)).map((b) => [b.value, b.unit, b.load_kg]).sort()).toEqual([
        [3, 'reps', 60],
        [66, 'kg (est. 1RM)', null],
      ]);
    },
    300_000,
  );
});
