import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import { migrationProvider } from './migrations.js';
import type { Database } from './tables.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server. */
  databaseUrl?: string | null;
  /** Embedded PGlite keeps its files here; without it PGlite lives in memory (tests). */
  dataDir?: string | null;
}

async function pgliteDialect(dataDir: string | null | undefined): Promise<Dialect> {
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'db');
    await mkdir(dir, { recursive: true });
  }
  const pglite = await PGlite.create(dir);
  return new PGliteDialect(pglite);
}

async function postgresDialect(connectionString: string): Promise<Dialect> {
  const { default: pg } = await import('pg');
  return new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10 }) });
}

/** Opens the database (PGlite by default, PostgreSQL with a URL) and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
  const dialect = options.databaseUrl ? await postgresDialect(options.databaseUrl) : await pgliteDialect(options.dataDir);
  const db = new Kysely<Database>({ dialect });
  try {
    const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error) throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`, { cause: error });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return { db, kind, close: () => db.destroy() };
}
