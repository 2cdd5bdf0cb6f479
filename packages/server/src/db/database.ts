import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type Dialect, type Transaction } from 'kysely';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './faults.js';
import { migrationProvider } from './migrations.js';
import type { PgliteThreadDialect } from './pglite-thread.js';
import { withPreparedStatements } from './prepared-statements.js';
import type { Database } from './tables.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only, fault injection for tests: ends its thread as a crash would (see pglite-thread.ts). */
  terminateThread?: () => Promise<boolean>;
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server. */
  databaseUrl?: string | null;
  /** Embedded PGlite keeps its files here; without it PGlite lives in memory (tests). */
  dataDir?: string | null;
  /**
   * PostgreSQL only: the schema holding Spotter's tables (made when missing; a valid lowercase SQL name, as
   * config.ts checks). PGlite keeps `public`: its data dir belongs to Spotter alone.
   */
  pgSchema?: string;
  /** One-off start-up notices (an earlier install's tables moved); stderr by default. */
  log?: (message: string) => void;
  /** PostgreSQL only: limits on each request's statements (start-up's migrations run without them). */
  timeouts?: DatabaseTimeouts;
}

const NO_TIMEOUTS: DatabaseTimeouts = { statementMs: 0, lockMs: 0, connectMs: 0 };

/**
 * Every table Spotter's migrations made before its tables had a schema of their own: an install from then keeps
 * them in `public` and has them moved. Tables of later migrations are made in the schema and never need moving.
 */
const TABLES_MADE_IN_PUBLIC = [
  'users',
  'sessions',
  'exercises',
  'plans',
  'personal_bests',
  'media',
  'media_files',
  'chat_messages',
  'settings',
] as const satisfies ReadonlyArray<keyof Database>;
const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** PGlite in a thread of its own (pglite-thread.ts), its files in `dataDir/db`; in memory without a data dir (tests). */
async function pgliteDialect(dataDir: string | null | undefined): Promise<PgliteThreadDialect> {
  const { pgliteThreadDialect } = await import('./pglite-thread.js');
  if (!dataDir) return pgliteThreadDialect(undefined);
  const dir = join(dataDir, 'db');
  await mkdir(dir, { recursive: true });
  return pgliteThreadDialect(dir);
}

/**
 * Every pooled connection starts with `search_path` set to the schema alone (a startup option, so it also survives
 * RESET ALL / DISCARD ALL), so unqualified names never reach another app's tables in `public`, and with the
 * statement and lock timeouts; and it keeps Spotter's statements prepared (prepared-statements.ts).
 */
async function postgresDialect(
  connectionString: string,
  schema: string,
  timeouts: DatabaseTimeouts,
  log: (message: string) => void,
): Promise<Dialect> {
  const { default: pg } = await import('pg');
  const options = [
    `-c search_path=${schema}`,
    `-c statement_timeout=${timeouts.statementMs}`,
    `-c lock_timeout=${timeouts.lockMs}`,
  ].join(' ');
  const pool = new pg.Pool({
    connectionString,
    options,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
  });
  // A connection the server ends (a restart, a failover, an administrator) emits 'error'. An idle one's reaches the
  // pool, which drops it; one a request holds has no listener from the pool, and an unheard 'error' ends the whole
  // process. Every connection gets one of its own, for as long as it lives: the statement on it fails (the request
  // answers 503), and the pool drops the connection when it comes back (pg-pool checks it can still be queried).
  let lost = 0;
  const noteLost = (err: Error) => {
    lost += 1;
    // Once per burst: a failover ends every connection at once.
    if (lost === 1) setTimeout(() => (lost = 0), 10_000).unref();
    if (lost === 1)
      log(
        `A PostgreSQL connection was closed (${err.message}); requests on it answer 503, the next ones open new connections`,
      );
  };
  pool.on('connect', (client) => client.on('error', noteLost));
  pool.on('error', () => undefined); // already said by the connection's own listener
  return new PostgresDialect({ pool: withPreparedStatements(pool) });
}

const tableExists = async (trx: Transaction<Database>, schema: string, table: string) =>
  (await sql<{ found: boolean }>`select to_regclass(${`${schema}.${table}`}) is not null as found`.execute(trx))
    .rows[0]!.found;

/** True when `public` holds an install of Spotter from before the schema (its migration table lists only ours). */
async function earlierInstallInPublic(trx: Transaction<Database>): Promise<boolean> {
  if (!(await tableExists(trx, 'public', 'kysely_migration'))) return false;
  const { rows } = await sql<{ name: string }>`select name from public.kysely_migration`.execute(trx);
  const names = rows.map((r) => r.name);
  if (!names.includes('0001-initial')) return false; // another app's migrations
  const ours = new Set(Object.keys(await migrationProvider.getMigrations()));
  const foreign = names.filter((name) => !ours.has(name));
  if (foreign.length > 0) {
    throw new Error(
      `public.kysely_migration lists Spotter's migrations beside others (${foreign.join(', ')}), so it is shared with another app; Spotter will not move it. Move Spotter's tables into their own schema by hand.`,
    );
  }
  return true;
}

/**
 * Makes the schema and checks the connections use it; an earlier install's tables move from `public` into it in
 * one transaction (indexes, constraints and owned sequences go with each table). An advisory lock keeps instances
 * starting together from doing it twice. Returns the tables moved.
 */
async function prepareSchema(db: Kysely<Database>, schema: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`spotter schema ${schema}`}))`.execute(trx);
    await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
    const { current } = (await sql<{ current: string | null }>`select current_schema() as current`.execute(trx))
      .rows[0]!;
    if (current !== schema) {
      throw new Error(
        `PostgreSQL connections use schema '${current}', not '${schema}': an 'options' parameter in DATABASE_URL, or a connection pooler that drops startup options, overrides Spotter's search_path`,
      );
    }
    if (
      schema === 'public' ||
      (await tableExists(trx, schema, 'kysely_migration')) ||
      !(await earlierInstallInPublic(trx))
    )
      return [];
    const moved: string[] = [];
    for (const table of [...TABLES_MADE_IN_PUBLIC, ...KYSELY_TABLES]) {
      if (!(await tableExists(trx, 'public', table))) continue;
      await sql`alter table public.${sql.id(table)} set schema ${sql.id(schema)}`.execute(trx);
      moved.push(table);
    }
    return moved;
  });
}

/** Opens the database (PGlite by default, PostgreSQL with a URL) and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
  const schema = options.pgSchema ?? 'spotter';
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  if (!options.databaseUrl) {
    const dialect = await pgliteDialect(options.dataDir);
    const db = new Kysely<Database>({ dialect });
    await migrate(db, kind, schema, log);
    return { db, kind, close: () => db.destroy(), terminateThread: () => dialect.terminateThread() };
  }
  // Start-up (the schema, the migrations) runs on connections without the request timeouts: a migration of a big
  // table may take longer than any request should. Requests then get a pool with them.
  const setup = new Kysely<Database>({ dialect: await postgresDialect(options.databaseUrl, schema, NO_TIMEOUTS, log) });
  await migrate(setup, kind, schema, log);
  await setup.destroy();
  const db = new Kysely<Database>({
    dialect: await postgresDialect(options.databaseUrl, schema, options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS, log),
  });
  return { db, kind, close: () => db.destroy() };
}

/** The schema (PostgreSQL) and pending migrations; the database is closed when they fail. */
async function migrate(
  db: Kysely<Database>,
  kind: DatabaseKind,
  schema: string,
  log: (message: string) => void,
): Promise<void> {
  try {
    if (kind === 'postgres') {
      const moved = await prepareSchema(db, schema);
      if (moved.length > 0)
        log(
          `Spotter moved its tables from schema public into schema ${schema} (SPOTTER_PG_SCHEMA): ${moved.join(', ')}`,
        );
    }
    // With the schema named, kysely looks for its own tables there only, never at another app's in public.
    const migrationTableSchema = kind === 'postgres' ? schema : undefined;
    const { error, results } = await new Migrator({
      db,
      provider: migrationProvider,
      migrationTableSchema,
    }).migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error)
      throw new Error(
        `Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`,
        { cause: error },
      );
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
