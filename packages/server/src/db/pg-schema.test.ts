import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchPool, scratchPostgres } from '../testing/test-server.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrationProvider } from './migrations.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('Skipping the PostgreSQL schema tests: set DATABASE_URL=postgres://… to run them');

/** The last migration released while Spotter's tables lived in `public`. */
const LAST_MIGRATION_IN_PUBLIC = '0002-accounts';

/** What the tests read through a plain connection: tables named with their schema, and the columns looked at. */
interface PlainTables {
  'public.users': { username: string; karma: number };
  'public.kysely_migration': { name: string };
  'spotter.kysely_migration': { name: string };
  'spotter.users': { email: string };
  'spotter.sessions': { device: string };
  'spotter.plans': { id: string; seq: string };
  'coach_data.users': { id: string };
}

/** A plain connection that sees every schema (search_path left at the server's default). */
async function plainConnection(url: string): Promise<Kysely<PlainTables>> {
  return new Kysely<PlainTables>({ dialect: new PostgresDialect({ pool: await scratchPool(url) }) });
}

const tablesIn = async <DB>(db: Kysely<DB>, schema: string) =>
  (
    await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = ${schema} order by 1`.execute(db)
  ).rows.map((r) => r.name);

const columnsOf = async <DB>(db: Kysely<DB>, schema: string, table: string) =>
  (
    await sql<{
      name: string;
    }>`select column_name as name from information_schema.columns where table_schema = ${schema} and table_name = ${table} order by ordinal_position`.execute(
      db,
    )
  ).rows.map((r) => r.name);

const migrationNames = Object.keys(await migrationProvider.getMigrations()).sort();

const addUser = <DB>(db: Kysely<DB>, id: string, email: string, table = 'users') =>
  sql`insert into ${sql.raw(table)} (id, first_name, email, age, height_cm, weight_kg, primary_goal, timeline_weeks, days_per_week,
        equipment_list, coach_tone, plan_style) values (${id}, 'Sam', ${email}, 30, 180, 80, 'general', 12, 3, '[]'::jsonb, 'calm', 'balanced')`.execute(
    db,
  );

describe.skipIf(!onPostgres)('Spotter on a PostgreSQL database shared with other software', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function scratch() {
    const database = await scratchPostgres();
    cleanups.push(database.drop);
    const plain = await plainConnection(database.url);
    cleanups.push(() => plain.destroy());
    return { url: database.url, plain };
  }
  async function open(
    url: string,
    extra: { pgSchema?: string; log?: (m: string) => void } = {},
  ): Promise<DatabaseHandle> {
    const handle = await openDatabase({ databaseUrl: url, log: extra.log ?? (() => {}), pgSchema: extra.pgSchema });
    cleanups.push(() => handle.close());
    return handle;
  }

  it('given an empty database, when Spotter starts twice, then its tables and migration records are in its own schema, once', async () => {
    const { url, plain } = await scratch();
    const first = await open(url);
    await addUser(first.db, 'u1', 'sam@example.com');
    await first.close();
    const second = await open(url);

    expect(await tablesIn(plain, 'public')).toEqual([]);
    expect(await tablesIn(plain, 'spotter')).toEqual(
      expect.arrayContaining(['users', 'sessions', 'settings', 'kysely_migration', 'kysely_migration_lock']),
    );
    const recorded = await plain.selectFrom('spotter.kysely_migration').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(migrationNames);
    expect((await second.db.selectFrom('users').select('id').execute()).map((r) => r.id)).toEqual(['u1']);
  });

  it('given SPOTTER_PG_SCHEMA coach_data, when Spotter starts, then that schema is made and used', async () => {
    const { url, plain } = await scratch();
    const handle = await open(url, { pgSchema: 'coach_data' });
    await addUser(handle.db, 'u1', 'sam@example.com');

    expect(await tablesIn(plain, 'spotter')).toEqual([]);
    expect((await plain.selectFrom('coach_data.users').select('id').execute()).map((r) => r.id)).toEqual(['u1']);
  });

  it("given another app's public users table and its own kysely migration tables, when Spotter starts, then they are untouched and Spotter's tables are in its schema", async () => {
    const { url, plain } = await scratch();
    await sql`create table public.users (id serial primary key, username text not null unique, karma integer not null)`.execute(
      plain,
    );
    await sql`insert into public.users (username, karma) values ('grace', 42)`.execute(plain);
    // What kysely's Migrator leaves in another app's database.
    await sql`create table public.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
      plain,
    );
    await sql`create table public.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`.execute(
      plain,
    );
    await sql`insert into public.kysely_migration values ('2024-05-01-forum', '2024-05-01T00:00:00.000Z')`.execute(
      plain,
    );
    await sql`insert into public.kysely_migration_lock values ('migration_lock', 0)`.execute(plain);

    const handle = await open(url);
    await addUser(handle.db, 'u1', 'sam@example.com');

    expect(await tablesIn(plain, 'public')).toEqual(['kysely_migration', 'kysely_migration_lock', 'users']);
    expect(await columnsOf(plain, 'public', 'users')).toEqual(['id', 'username', 'karma']);
    expect(await plain.selectFrom('public.users').select(['username', 'karma']).execute()).toEqual([
      { username: 'grace', karma: 42 },
    ]);
    expect((await plain.selectFrom('public.kysely_migration').select('name').execute()).map((r) => r.name)).toEqual([
      '2024-05-01-forum',
    ]);
    expect(await columnsOf(plain, 'spotter', 'users')).toContain('primary_goal');
    expect((await plain.selectFrom('spotter.users').select('email').execute()).map((r) => r.email)).toEqual([
      'sam@example.com',
    ]);
  });

  describe('an install from before the schema, with its tables in public', () => {
    async function installInPublic(url: string, plain: Kysely<PlainTables>) {
      const { error } = await new Migrator({ db: plain, provider: migrationProvider }).migrateTo(
        LAST_MIGRATION_IN_PUBLIC,
      );
      if (error) throw error instanceof Error ? error : new Error('The migration failed', { cause: error });
      await addUser(plain, 'u1', 'sam@example.com');
      await sql`insert into sessions (id, token_hash, user_id, device) values ('s1', 'hash-1', 'u1', 'phone')`.execute(
        plain,
      );
      await sql`insert into plans (id, user_id, plan_text) values ('p1', 'u1', 'Squat on Mondays')`.execute(plain);
      return url;
    }

    it('given its rows, when this release starts, then the tables move into the schema with their rows, and it says so once', async () => {
      const { url, plain } = await scratch();
      await installInPublic(url, plain);
      const notices: string[] = [];
      const log = (message: string) => notices.push(message);

      const first = await open(url, { log });
      await first.close();
      await open(url, { log });

      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(/moved its tables from schema public into schema spotter/);
      expect(await tablesIn(plain, 'public')).toEqual([]);
      expect((await plain.selectFrom('spotter.users').select('email').execute()).map((r) => r.email)).toEqual([
        'sam@example.com',
      ]);
      expect((await plain.selectFrom('spotter.sessions').select('device').execute()).map((r) => r.device)).toEqual([
        'phone',
      ]);
      const recorded = await plain.selectFrom('spotter.kysely_migration').select('name').orderBy('name').execute();
      expect(recorded.map((r) => r.name)).toEqual(migrationNames);
      // The bigserial's sequence moved with its table: a new plan still numbers itself.
      await sql`insert into spotter.plans (id, user_id, plan_text) values ('p2', 'u1', 'Press on Thursdays')`.execute(
        plain,
      );
      const seqs = await plain.selectFrom('spotter.plans').select(['id', 'seq']).orderBy('seq').execute();
      expect(seqs.map((r) => r.id)).toEqual(['p1', 'p2']);
      // Constraints came along: email stays unique ignoring case.
      await expect(addUser(plain, 'u2', 'SAM@example.com', 'spotter.users')).rejects.toMatchObject({ code: '23505' });
    });

    it('given two instances starting at once, when both open it, then the tables move once and both are served', async () => {
      const { url, plain } = await scratch();
      await installInPublic(url, plain);
      const notices: string[] = [];
      const [a, b] = await Promise.all([
        open(url, { log: (m) => notices.push(m) }),
        open(url, { log: (m) => notices.push(m) }),
      ]);

      expect(notices).toHaveLength(1);
      expect(await a.db.selectFrom('users').select('id').execute()).toEqual([{ id: 'u1' }]);
      expect(await b.db.selectFrom('plans').select('id').execute()).toEqual([{ id: 'p1' }]);
    });
  });

  it('given the server ends an idle connection of the pool, when the next query comes, then it is answered and nothing crashes', async () => {
    const { url, plain } = await scratch();
    const handle = await open(url);
    await sql`select 'spotter-idle-marker'`.execute(handle.db);
    const ended = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
      where query like '%spotter-idle-marker%' and pid <> pg_backend_pid()`.execute(plain);
    expect(ended.rows.map((row) => row.ended)).toEqual([true]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await handle.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('given a DATABASE_URL whose own options set another search_path, when Spotter starts, then it refuses and says why', async () => {
    const { url } = await scratch();
    const overriding = new URL(url);
    overriding.searchParams.set('options', '-c search_path=public');
    await expect(openDatabase({ databaseUrl: overriding.toString(), log: () => {} })).rejects.toThrow(
      /use schema 'public', not 'spotter'/,
    );
  });
});

// A new PGlite takes seconds, and tens of them on a loaded machine.
describe('Spotter on embedded PGlite', { timeout: 120_000 }, () => {
  it('given a fresh data dir, when opened, then its tables stay in public (the data dir is Spotter’s alone)', async () => {
    const handle = await openDatabase({ dataDir: null });
    try {
      expect(await tablesIn(handle.db, 'public')).toEqual(expect.arrayContaining(['users', 'kysely_migration']));
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!onPostgres)('SPOTTER_PG_SCHEMA through the server', () => {
  it('given the setting, when the server starts, then its tables are made in that schema', async () => {
    const { resolveServerConfig } = await import('../config.js');
    const { startTestServer } = await import('../testing/test-server.js');
    const schema = resolveServerConfig({ SPOTTER_PG_SCHEMA: 'gym_app' }).pgSchema;
    const t = await startTestServer('postgres', { pgSchema: schema });
    try {
      const plain = await plainConnection(t.config.databaseUrl!);
      try {
        expect(await tablesIn(plain, 'gym_app')).toEqual(
          expect.arrayContaining(['users', 'sessions', 'kysely_migration']),
        );
        expect(await tablesIn(plain, 'spotter')).toEqual([]);
      } finally {
        await plain.destroy();
      }
    } finally {
      await t.stop();
    }
  }, 120_000);
});
