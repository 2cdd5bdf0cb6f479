import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserCreateSchema } from '@spotter/core/schemas';
import { EMPTY_FILTERS, filterExercises } from '@spotter/core/view-models';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { seedOfficialExercises } from '../seed/official-exercises.js';
import { insertContribution } from '../store/exercises.js';
import { createLibraryCache } from './library-cache.js';
import { insertUser } from '../store/users.js';

describe('the library cache', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
    await seedOfficialExercises(database.db);
  }, 180_000);
  afterAll(() => database?.close());

  it('given filters, when matched, then the answer is core filterExercises over the library, and asked again (same words) it is the kept one', async () => {
    const library = createLibraryCache(database.db);
    const filters = { ...EMPTY_FILTERS, difficulty: 'beginner', search: 'squat' };
    const first = await library.matching(filters);
    expect(first.length).toBeGreaterThan(0);
    expect(first).toEqual(filterExercises(await library.all(), filters));
    expect(await library.matching({ ...filters, search: '  SQUAT ' })).toBe(first);
    expect(await library.matching({ ...filters, difficulty: 'advanced' })).not.toBe(first);
  });

  it('given kept answers, when the library is invalidated (a local write) or its TTL passes, then they are worked out again from fresh rows', async () => {
    let clock = 0;
    const library = createLibraryCache(database.db, 5000, () => clock);
    const filters = { ...EMPTY_FILTERS, search: 'zercher wobble' };
    expect(await library.matching(filters)).toEqual([]);

    const { user } = await insertUser(
      database.db,
      UserCreateSchema.parse({
        first_name: 'Kim',
        email: 'kim.library-cache@example.com',
        age: 30,
        height_cm: 170,
        weight_kg: 70,
      }),
    );
    await insertContribution(
      database.db,
      {
        name: 'Zercher Wobble Squat',
        category: 'strength',
        equipment_tags: ['barbell'],
        primary_cues: 'Bar in the elbows.',
        difficulty_level: 'advanced',
        muscle_groups: ['quads'],
      },
      user,
      0,
    );
    expect(await library.matching(filters)).toEqual([]);
    clock = 5001;
    expect((await library.matching(filters)).map((e) => e.name)).toEqual(['Zercher Wobble Squat']);

    await database.db.deleteFrom('exercises').where('contributor_id', '=', user.id).execute();
    expect(await library.matching(filters)).toHaveLength(1);
    library.invalidate();
    expect(await library.matching(filters)).toEqual([]);
  });

  it('given kept answers, when the TTL passes and the library is unchanged, then the same answers are kept (their JSON and compressed copies with them)', async () => {
    let clock = 0;
    const library = createLibraryCache(database.db, 5000, () => clock);
    const filters = { ...EMPTY_FILTERS, category: 'strength' };
    const all = await library.all();
    const strength = await library.matching(filters);
    clock = 5001;
    expect(await library.all()).toBe(all);
    expect(await library.matching(filters)).toBe(strength);
    library.invalidate();
    expect(await library.all()).not.toBe(all);
    expect(await library.all()).toEqual(all);
  });
});
