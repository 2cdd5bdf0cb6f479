import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@spotter/core/api';
import type { ImportResult } from '@spotter/core/schemas';
import { backends, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** Test data written for these tests from the layouts the apps export (packages/server/src/imports/fixtures). */
const fixture = async (name: string) =>
  new File([await readFile(new URL(`../imports/fixtures/${name}`, import.meta.url))], name);
const textFile = (name: string, text: string | Uint8Array) => new File([text], name);

describe.each(backends())('importing a workout history (POST /users/{id}/imports) on %s', (backend) => {
  let t: TestServer;
  let ada: { id: string; token: string };
  let api: ApiClient;
  const newUser = async () => {
    const user = await t.client.createUser(onboarding());
    return { id: user.id, token: user.token, api: t.clientFor(user.token) };
  };
  const upload = (
    client: ApiClient,
    id: string,
    data: File,
    options: { dry_run?: boolean; units?: 'kg' | 'lb' } = {},
  ) => client.importLog(id, { file: { data, name: data.name }, ...options });
  const storedSets = (userId: string) =>
    t.server.context.db.selectFrom('workout_sets').selectAll().where('user_id', '=', userId).orderBy('seq').execute();

  beforeAll(async () => {
    t = await startTestServer(backend, { maxImportBytes: 64 * 1024 });
    const user = await newUser();
    ada = { id: user.id, token: user.token };
    api = user.api;
  }, 180_000);
  afterAll(() => t?.stop());

  it('Given a Strong export, When dry-run, Then 200 says what would be added and nothing is stored; the import adds it once', async () => {
    const file = await fixture('strong-current.csv');
    const preview = await upload(api, ada.id, file, { dry_run: true });
    expect(preview).toMatchObject({
      format: 'strong',
      layout: 'strong, current',
      dry_run: true,
      workouts: 3,
      sets: 10,
      duplicates: 0,
      date_range: { first: '2024-01-05', last: '2024-01-09' },
      skipped: [
        { line: 5, reason: 'a rest timer, not a set' },
        { line: 10, reason: 'a blank set (no weight, reps, distance or time)' },
      ],
    });
    // No unit column: read as kg from the kg plate steps (62.5, 42.5, 102.5), and said so, with both readings.
    expect(preview.units).toMatchObject({ used: 'kg', source: 'inferred' });
    expect(preview.units.readings.map((reading) => reading.units)).toEqual(['kg', 'lb']);
    expect(preview.exercises).toContainEqual({
      name: 'Bench Press (Barbell)',
      status: 'matched',
      matched_to: 'Barbell Bench Press',
      candidates: [],
      sets: 4,
    });
    expect(preview.exercises.find((exercise) => exercise.name === 'Romanian Deadlift')).toMatchObject({
      status: 'ambiguous',
      candidates: ['Barbell Romanian Deadlift', 'Dumbbell Romanian Deadlift'],
    });
    expect(preview.exercises.find((exercise) => exercise.name === 'Running')).toMatchObject({
      status: 'new',
      matched_to: null,
    });
    expect(await storedSets(ada.id)).toEqual([]);

    const imported = await upload(api, ada.id, file);
    expect(imported).toMatchObject({ dry_run: false, workouts: 3, sets: 10, duplicates: 0 });
    const sets = await storedSets(ada.id);
    expect(sets).toHaveLength(10);
    expect(sets.every((set) => set.source === 'import')).toBe(true);
    expect(sets.map((set) => set.exercise_name)).toContain('Barbell Bench Press');
    expect(sets.map((set) => set.exercise_name)).toContain('Romanian Deadlift');
    expect(sets.find((set) => set.exercise_name === 'Back Squat')).toMatchObject({
      load_kg: 105,
      reps: 5,
      set_type: 'working',
    });
    expect(sets.find((set) => set.exercise_name === 'Running')).toMatchObject({
      distance_m: 5200,
      duration_sec: 1800,
      load_kg: null,
    });

    const again = await upload(api, ada.id, file);
    expect(again).toMatchObject({ workouts: 0, sets: 0, duplicates: 10 });
    expect(await storedSets(ada.id)).toHaveLength(10);
    expect(await upload(api, ada.id, file, { dry_run: true })).toMatchObject({ sets: 0, duplicates: 10, workouts: 0 });
  });

  it('Given loads that fit kg and lb, When imported without units, Then 422 asks for them; with units=lb the loads are kept in kg', async () => {
    const bob = await newUser();
    const file = await fixture('strong-german.csv');
    const preview = await upload(bob.api, bob.id, file, { dry_run: true });
    expect(preview.units).toMatchObject({ used: null, source: 'unknown' });
    expect(preview.units.readings).toEqual([
      { units: 'kg', heaviest_exercise: 'Bankdrücken (Langhantel)', heaviest_load_kg: 60, volume_kg: 900 },
      { units: 'lb', heaviest_exercise: 'Bankdrücken (Langhantel)', heaviest_load_kg: 27.216, volume_kg: 408.2 },
    ]);
    const refused = await upload(bob.api, bob.id, file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).detail).toMatch(/pass units=kg or units=lb/);
    expect(await storedSets(bob.id)).toEqual([]);
    const imported = await upload(bob.api, bob.id, file, { units: 'lb' });
    expect(imported).toMatchObject({ sets: 3, units: { used: 'lb', source: 'parameter' } });
    expect((await storedSets(bob.id)).map((set) => set.load_kg)).toEqual([27.216, 27.216, null]);
  });

  it.each([
    ['strong-semicolon.csv', 'strong', 6, 140],
    ['strong-units.csv', 'strong', 3, 102.058],
    ['strong-old.csv', 'strong', 3, 60],
    ['hevy.csv', 'hevy', 6, 83.915],
    ['fitnotes-kgs.csv', 'fitnotes', 5, 80],
    ['fitnotes-units.csv', 'fitnotes', 4, 142.882],
  ])('Given %s, When imported, Then every set comes in with loads in kg', async (name, format, sets, heaviest) => {
    const user = await newUser();
    const result = await upload(user.api, user.id, await fixture(name));
    expect(result).toMatchObject({ format, sets, duplicates: 0, skipped_count: 0 });
    const stored = await storedSets(user.id);
    expect(stored).toHaveLength(sets);
    expect(Math.max(...stored.map((set) => set.load_kg ?? 0))).toBe(heaviest);
  });

  it.each([
    [
      'a PNG',
      415,
      new Uint8Array([
        0x89,
        0x50,
        0x4e,
        0x47,
        0x0d,
        0x0a,
        0x1a,
        0x0a,
        0,
        0,
        0,
        13,
        0x49,
        0x48,
        0x44,
        0x52,
        ...new Array<number>(40).fill(0),
      ]),
      /a PNG image, not a CSV/,
    ],
    ['UTF-16', 415, new Uint8Array([0xff, 0xfe, 0x44, 0, 0x61, 0]), /UTF-16/],
    ['Latin-1 text', 415, new Uint8Array([0x44, 0x61, 0x74, 0x65, 0x0a, 0xe9, 0x74, 0xe9, 0x0a]), /not UTF-8/],
    [
      'no known header',
      422,
      new TextEncoder().encode('Name,Age\nAda,34\n'),
      /line 1: this does not look like an export of Strong, Hevy or FitNotes/,
    ],
    [
      'an unclosed quote',
      422,
      new TextEncoder().encode(
        'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n2022-05-02,"Squat,Legs,100,5,,,\n',
      ),
      /line 2: a quoted value is never closed/,
    ],
    [
      'too many bytes',
      413,
      new TextEncoder().encode(`Date,Exercise\n${'2022-05-02,Squat\n'.repeat(5000)}`),
      /larger than/,
    ],
    ['an empty file', 400, new Uint8Array(), /empty/],
  ])('Given %s, When uploaded, Then %i naming the problem', async (_what, status, bytes, detail) => {
    const error = await upload(api, ada.id, textFile('export.csv', bytes), { dry_run: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).detail).toMatch(detail);
  });

  it('Given ?progress=1, When a file is previewed and imported, Then events say how far each read got, ending with the plain answer; a refusal comes as its 422', async () => {
    const bob = await newUser();
    const file = await fixture('strong-current.csv');
    const heard: { step: string; bytes_read: number; bytes_total: number }[] = [];
    const onProgress = (progress: (typeof heard)[number]) => void heard.push(progress);
    const preview = await bob.api.importLogWithProgress(bob.id, {
      file: { data: file, name: file.name },
      dry_run: true,
      onProgress,
    });
    expect(preview).toEqual(await upload(bob.api, bob.id, file, { dry_run: true }));
    expect(heard.length).toBeGreaterThan(0);
    expect(
      heard.every(
        (event) => event.step === 'checking' && event.bytes_total === file.size && event.bytes_read <= file.size,
      ),
    ).toBe(true);

    heard.length = 0;
    const imported = await bob.api.importLogWithProgress(bob.id, { file: { data: file, name: file.name }, onProgress });
    expect(imported).toMatchObject({ dry_run: false, sets: 10, workouts: 3 });
    expect(await storedSets(bob.id)).toHaveLength(10);

    const german = await fixture('strong-german.csv');
    const refused = await bob.api
      .importLogWithProgress(bob.id, { file: { data: german, name: german.name }, onProgress })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).detail).toMatch(/pass units=kg or units=lb/);
  });

  it("Given another user's token, When importing into Ada's log, Then 403", async () => {
    const eve = await newUser();
    await expect(upload(eve.api, ada.id, await fixture('hevy.csv'), { dry_run: true })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("Given an import, When exported as sets.csv, Then Strong's columns in kg, which import again as the same sets", async () => {
    const carol = await newUser();
    await upload(carol.api, carol.id, await fixture('hevy.csv'));
    const csv = await carol.api.exportSetsCsv(carol.id);
    const [header, first] = csv.split('\n');
    expect(header).toBe(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    );
    expect(first).toBe('2023-12-01 17:58:00,Upper A,1h 4m,Barbell Bench Press,W,43.091,10,0,0,"Elbows in');
    const dan = await newUser();
    const again: ImportResult = await upload(dan.api, dan.id, textFile('spotter.csv', csv), { units: 'kg' });
    expect(again).toMatchObject({ format: 'strong', sets: 6, skipped_count: 0 });
    const key = (set: {
      exercise_name: string;
      load_kg: number | null;
      reps: number | null;
      set_type: string;
      distance_m: number | null;
    }) => `${set.exercise_name}|${set.load_kg}|${set.reps}|${set.set_type}|${set.distance_m}`;
    expect((await storedSets(dan.id)).map(key)).toEqual((await storedSets(carol.id)).map(key));
  });
});
