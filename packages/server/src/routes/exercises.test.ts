import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_COUNTS } from '@spotter/core/constants';
import type { ApiClient } from '@spotter/core/api';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe.each(backends())('the exercise library on %s', (backend) => {
  let t: TestServer;
  let user: { id: string; token: string; first_name: string };
  let api: ApiClient;
  beforeAll(async () => {
    t = await startTestServer(backend);
    user = await t.client.createUser(onboarding({ first_name: 'Grace' }));
    api = t.clientFor(user.token);
  });
  afterAll(() => t?.stop());

  it('given a fresh server, when the library is listed, then the landing page counts are true of the data', async () => {
    const all = await t.client.listExercises();
    for (const { category, count } of LANDING_COUNTS) {
      expect(all.filter((e) => e.category === category).length).toBeGreaterThan(count);
    }
    expect(all.every((e) => e.created_by === 'Spotter')).toBe(true);
    const squat = all.find((e) => e.name === 'Back Squat');
    expect(squat).toMatchObject({
      category: 'strength',
      equipment_tags: expect.arrayContaining(['barbell']) as unknown,
    });
    expect(squat!.primary_cues.split('\n').length).toBeGreaterThanOrEqual(2);
  });

  it('given filters, when listing, then each narrows the library and they combine', async () => {
    const olympic = await t.client.listExercises({ category: 'olympic' });
    expect(olympic.length).toBeGreaterThan(15);
    expect(olympic.every((e) => e.category === 'olympic')).toBe(true);
    const kettlebell = await t.client.listExercises({ equipment: 'kettlebells' });
    expect(kettlebell.length).toBeGreaterThan(0);
    expect(kettlebell.every((e) => e.equipment_tags.includes('kettlebells'))).toBe(true);
    const advanced = await t.client.listExercises({ difficulty: 'advanced' });
    expect(advanced.every((e) => e.difficulty_level === 'advanced')).toBe(true);
    const combined = await t.client.listExercises({
      category: 'strength',
      equipment: 'dumbbells',
      difficulty: 'beginner',
    });
    expect(combined.length).toBeGreaterThan(0);
    expect(
      combined.every(
        (e) => e.category === 'strength' && e.equipment_tags.includes('dumbbells') && e.difficulty_level === 'beginner',
      ),
    ).toBe(true);
    expect(await t.client.listExercises({ category: 'all', equipment: 'all', difficulty: 'all' })).toHaveLength(
      (await t.client.listExercises()).length,
    );
    const search = await t.client.listExercises({ search: 'goblet' });
    expect(search.map((e) => e.name)).toContain('Goblet Squat');
    expect(await t.client.listExercises({ search: '100%_' })).toEqual([]);
  });

  it('given an invalid difficulty filter, when listing, then 400 names the field', async () => {
    const response = await fetch(`${t.baseUrl}/api/exercises?difficulty=legendary`);
    expect(response.status).toBe(400);
    expect((await json(response)).detail).toMatch(/^difficulty: /);
  });

  it('given the library, when metadata is read, then its lists come from the data', async () => {
    const meta = await t.client.exerciseMetadata();
    expect(meta.categories).toEqual(['cardio', 'crossfit', 'flexibility', 'olympic', 'powerlifting', 'strength']);
    expect(meta.difficulty_levels).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(meta.equipment_options).toEqual(
      expect.arrayContaining(['barbell', 'dumbbells', 'kettlebells', 'pull-up bar']),
    );
  });

  it('given a signed-in user, when they contribute (multipart, lists JSON-encoded), then only they see it, awaiting review', async () => {
    const result = await api.contributeExercise({
      user_id: user.id,
      name: 'Tempo Goblet Squat',
      category: 'strength',
      equipment_tags: ['Dumbbells', 'dumbbells'],
      primary_cues: 'Three seconds down, pause, stand up fast.',
      muscle_groups: ['quadriceps', 'glutes'],
    });
    expect(result.message).toBe('Exercise submitted for review!');
    expect(result.exercise).toMatchObject({
      created_by: 'Grace',
      difficulty_level: 'intermediate',
      equipment_tags: ['dumbbells'],
      review_status: 'pending',
    });
    const own = await api.listExercises({ search: 'tempo goblet' });
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ created_by: 'Grace', review_status: 'pending' });
    expect(await t.client.listExercises({ search: 'tempo goblet' })).toEqual([]);
    const stranger = await t.client.createUser(onboarding());
    expect(await t.clientFor(stranger.token).listExercises({ search: 'tempo goblet' })).toEqual([]);
    expect((await t.client.exerciseMetadata()).categories).not.toContain('pending');
  });

  it('given a JSON contribution, when sent with the token, then it is stored the same way', async () => {
    const response = await fetch(`${t.baseUrl}/api/exercises`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({
        name: 'Kneeling Band Y Raise',
        category: 'strength',
        equipment_tags: ['resistance bands'],
        primary_cues: 'Pull to the eyebrows.',
        difficulty_level: 'beginner',
      }),
    });
    expect(response.status).toBe(201);
    expect((await json(response)).exercise).toMatchObject({ name: 'Kneeling Band Y Raise', muscle_groups: [] });
  });

  it('given bad contributions, when sent, then a clear 4xx and nothing is stored', async () => {
    const count = async () => (await t.client.listExercises()).length;
    const before = await count();
    const mine = async () => (await api.listExercises()).length;
    const beforeMine = await mine();
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return body;
    };
    const post = (body: FormData, token: string | null = user.token) =>
      fetch(`${t.baseUrl}/api/exercises`, {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    const anonymous = await post(form({ name: 'X', primary_cues: 'Y' }), null);
    expect(anonymous.status).toBe(401);
    const noCues = await post(form({ name: 'Lonely Name' }));
    expect(noCues.status).toBe(400);
    expect((await json(noCues)).detail).toBe('primary_cues: Primary cues are required');
    const badList = await post(form({ name: 'Bad List', primary_cues: 'Cue.', equipment_tags: '[barbell' }));
    expect(badList.status).toBe(400);
    expect((await json(badList)).detail).toMatch(/equipment_tags: must be a JSON-encoded list/);
    const official = await post(form({ name: 'back squat', primary_cues: 'Mine.' }));
    expect(official.status).toBe(409);
    const other = await t.client.createUser(onboarding());
    const impostor = await post(form({ user_id: other.id, name: 'Impostor Row', primary_cues: 'Row.' }));
    expect(impostor.status).toBe(403);
    expect(await count()).toBe(before);
    expect(await mine()).toBe(beforeMine);
  });

  it('given a contributor named Spotter, when they contribute, then it is still marked community', async () => {
    const spotter = await t.client.createUser(onboarding({ first_name: 'spotter' }));
    const result = await t
      .clientFor(spotter.token)
      .contributeExercise({ user_id: spotter.id, name: 'Sneaky Curl', primary_cues: 'Curl.' });
    expect(result.exercise.created_by).toBe('spotter (community)');
  });
});
