import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type Dialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listSets } from '../store/sets.js';
import { recordSetBests } from '../store/records.js';
import { backends, scratchPostgres } from '../testing/test-server.js';
import { openDatabase, type DatabaseOptions } from './database.js';
import { migrationProvider } from './migrations.js';

const USER = '11111111-aaaa';

/** A database of the release before training history: migrated to 0003, with uploads and a best of that time. */
async function databaseAt0003(backend: 'pglite' | 'postgres'): Promise<{ options: DatabaseOptions; cleanup: () => Promise<void> }> {
  let dialect: Dialect;
  let options: DatabaseOptions;
  let cleanup: () => Promise<void>;
  if (backend === 'postgres') {
    const scratch = await scratchPostgres();
    const { default: pg } = await import('pg');
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url, max: 1 }) });
    options = { databaseUrl: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'spotter-migrate-'));
    const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
    dialect = new PGliteDialect(await PGlite.create(join(dataDir, 'db')));
    options = { dataDir };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  const db = new Kysely<unknown>({ dialect });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo('0003-read-indexes');
  if (error) throw error instanceof Error ? error : new Error('The migration failed', { cause: error });
  await sql`insert into users (id, first_name, email, age, height_cm, weight_kg, primary_goal, timeline_weeks, days_per_week,
              equipment_list, coach_tone, plan_style)
            values (${USER}, 'Sam', 'sam@example.com', 30, 180, 80, 'general', 12, 3, '[]'::jsonb, 'calm', 'balanced')`.execute(db);
  const upload = (id: string, exercise: string | null, analysis: unknown) =>
    sql`insert into media (id, user_id, exercise_name, notes, analysis) values (${id}, ${USER}, ${exercise}, 'notes', ${JSON.stringify(analysis)}::jsonb)`.execute(db);
  await upload('counted', 'squat', { status: 'ok', reps: 5, faults: [], rep_details: [] });
  await upload('before-statuses', 'push_up', { reps: 12, person_detected: true, faults: [], rep_details: [] });
  await upload('nobody', 'push_up', { status: 'not_visible', reps: 0 });
  await upload('mismatch', 'squat', { status: 'exercise_mismatch', reps: 4 });
  await upload('unrecognised', null, { status: 'no_reps', reps: 0 });
  await upload('no-analysis', 'row', null);
  await upload('odd-reps', 'row', { status: 'ok', reps: 'many' });
  await sql`insert into personal_bests (id, user_id, exercise_name, value, unit, source) values ('pb', ${USER}, 'squat', 5, 'reps', 'video')`.execute(db);
  await db.destroy();
  return { options, cleanup };
}

describe.each(backends())('upgrading to training history, on %s', { timeout: 180_000 }, (backend) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(() => cleanup?.());

  it('given uploads stored before, when migrated, then counted ones become sets and a stored best keeps working beside loaded ones', async () => {
    const old = await databaseAt0003(backend);
    cleanup = old.cleanup;
    const database = await openDatabase({ ...old.options, log: () => undefined });
    try {
      const { rows } = await listSets(database.db, USER, { limit: 20, before: null });
      expect(rows.map((r) => [r.id, r.reps, r.load_kg]).sort()).toEqual([
        ['before-statuses', 12, null],
        ['counted', 5, null],
      ]);
      // The stored best (no load) is still the one unloaded sets are compared with; a loaded set is a best of its own.
      expect((await recordSetBests(database.db, { userId: USER, exerciseName: 'squat', reps: 4, loadKg: null, source: 'video' })).isNew).toBe(false);
      expect((await recordSetBests(database.db, { userId: USER, exerciseName: 'squat', reps: 4, loadKg: 80, source: 'video' })).isNew).toBe(true);
      const bests = await database.db.selectFrom('personal_bests').select(['id', 'value', 'unit', 'load_kg']).where('user_id', '=', USER).execute();
      expect(bests.map((b) => [Number(b.value), b.unit, b.load_kg === null ? null : Number(b.load_kg)]).sort()).toEqual([
        [4, 'reps', 80],
        [5, 'reps', null],
        [90.7, 'kg (est. 1RM)', null],
      ]);
      expect(bests.find((b) => b.load_kg === null && b.unit === 'reps')?.id).toBe('pb');
      // One best per exercise, unit and load: the database refuses a second unloaded one.
      await expect(
        sql`insert into personal_bests (id, user_id, exercise_name, value, unit, source) values ('pb2', ${USER}, 'squat', 6, 'reps', 'manual')`.execute(database.db),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await database.close();
    }
  });
});
