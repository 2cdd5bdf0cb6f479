import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import type { Backend } from './test-server.js';
import { scratchPool, scratchPostgres } from './test-server.js';
import type { DatabaseOptions } from '../db/database.js';
import { migrationProvider } from '../db/migrations.js';
import { pgliteThreadDialect } from '../db/pglite-thread.js';

/**
 * A database as an earlier release left it: migrated up to `migration` only, then given that release's rows by
 * `fill` (plain SQL of that time: today's table types would not fit). Returns how to open it with today's server.
 */
export async function databaseOfEarlierRelease(
  backend: Backend,
  migration: string,
  fill: (db: Kysely<unknown>) => Promise<void>,
): Promise<{ options: DatabaseOptions; cleanup: () => Promise<void> }> {
  let dialect: Dialect;
  let options: DatabaseOptions;
  let cleanup: () => Promise<void>;
  if (backend === 'postgres') {
    const scratch = await scratchPostgres();
    dialect = new PostgresDialect({ pool: await scratchPool(scratch.url) });
    options = { databaseUrl: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'spotter-migrate-'));
    dialect = pgliteThreadDialect(join(dataDir, 'db'));
    options = { dataDir };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  const db = new Kysely<unknown>({ dialect });
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(migration);
    if (error) throw error instanceof Error ? error : new Error('The migration failed', { cause: error });
    await fill(db);
  } catch (err) {
    await db.destroy();
    await cleanup();
    throw err;
  }
  await db.destroy();
  return { options, cleanup };
}
