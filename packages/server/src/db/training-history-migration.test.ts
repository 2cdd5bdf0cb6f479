import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listSets } from '../store/sets.js';
import { recordSetBests } from '../store/records.js';
import { databaseOfEarlierRelease } from '../testing/earlier-release.js';
import { backends, type Backend } from '../testing/test-server.js';
import { openDatabase } from './database.js';

const USER = '11111111-aaaa';

/** A database of the release before training history: migrated to 0003, with uploads and a best of that time. */
const databaseAt0003 = (backend: Backend) =>
  databaseOfEarlierRelease(backend, '0003-read-indexes', async (db) => {
    await sql`insert into users (id, first_name, email, age, height_cm, weight_kg, primary_goal, timeline_weeks, days_per_week,
                equipment_list, coach_tone, plan_style)
              values (${USER}, 'Sam', 'sam@example.com', 30, 180, 80, 'general', 12, 3, '[]'::jsonb, 'calm', 'balanced')`.execute(
      db,
    );
    const upload = (id: string, exercise: string | null, analysis: unknown) =>
      sql`insert into media (id, user_id, exercise_name, notes, analysis) values (${id}, ${USER}, ${exercise}, 'notes', ${JSON.stringify(analysis)}::jsonb)`.execute(
        db,
      );
    await upload('counted', 'squat', { status: 'ok', reps: 5, faults: [], rep_details: [] });
    await upload('before-statuses', 'push_up', { reps: 12, person_detected: true, faults: [], rep_details: [] });
    await upload('nobody', 'push_up', { status: 'not_visible', reps: 0 });
    await upload('mismatch', 'squat', { status: 'exercise_mismatch', reps: 4 });
    await upload('unrecognised', null, { status: 'no_reps', reps: 0 });
    await upload('no-analysis', 'row', null);
    await upload('odd-reps', 'row', { status: 'ok', reps: 'many' });
    await sql`insert into personal_bests (id, user_id, exercise_name, value, unit, source) values ('pb', ${USER}, 'squat', 5, 'reps', 'video')`.execute(
      db,
    );
  });

describe.each(backends())('upgrading to training history, on %s', { timeout: 180_000 }, (backend) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(() => cleanup?.());

  it('given uploads stored before, when migrated, then counted ones become sets and a stored best keeps working beside loaded ones', async () => {
    const old = await databaseAt0003(backend);
    cleanup = old.cleanup;
    const database = await openDatabase({ ...old.options, log: () => undefined });
    try {
      const { rows } = await listSets(database.db, USER, { limit: 20, before: null });
      expect(rows.map((r) => [r.media_id, r.reps, r.load_kg]).sort()).toEqual([
        ['before-statuses', 12, null],
        ['counted', 5, null],
      ]);
      // The stored best (no load) is still the one unloaded sets are compared with; a loaded set is a best of its own.
      expect(
        (
          await recordSetBests(database.db, {
            userId: USER,
            exerciseName: 'squat',
            reps: 4,
            loadKg: null,
            source: 'video',
          })
        ).isNew,
      ).toBe(false);
      expect(
        (
          await recordSetBests(database.db, {
            userId: USER,
            exerciseName: 'squat',
            reps: 4,
            loadKg: 80,
            source: 'video',
          })
        ).isNew,
      ).toBe(true);
      const bests = await database.db
        .selectFrom('personal_bests')
        .select(['id', 'value', 'unit', 'load_kg'])
        .where('user_id', '=', USER)
        .execute();
      expect(bests.map((b) => [Number(b.value), b.unit, b.load_kg === null ? null : Number(b.load_kg)]).sort()).toEqual(
        [
          [4, 'reps', 80],
          [5, 'reps', null],
          [90.7, 'kg (est. 1RM)', null],
        ],
      );
      expect(bests.find((b) => b.load_kg === null && b.unit === 'reps')?.id).toBe('pb');
      // One best per exercise, unit and load: the database refuses a second unloaded one.
      await expect(
        sql`insert into personal_bests (id, user_id, exercise_name, value, unit, source) values ('pb2', ${USER}, 'squat', 6, 'reps', 'manual')`.execute(
          database.db,
        ),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await database.close();
    }
  });
});
