import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, scratchPostgres } from '../testing/test-server.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import type { Database } from './tables.js';

/** The plan PostgreSQL picks with sequential scans priced out, so a tiny table still shows whether an index fits. */
async function plan(db: Kysely<Database>, query: ReturnType<typeof sql>) {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each(backends())('read indexes (0003) on %s', (backend) => {
  let database: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (backend === 'postgres') {
      const scratch = await scratchPostgres();
      database = await openDatabase({ databaseUrl: scratch.url });
      cleanup = scratch.drop;
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'spotter-indexes-'));
      database = await openDatabase({ dataDir });
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  it('given a migrated database, when the migrations are listed, then 0003-read-indexes ran after 0002', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    const names = rows.map((row) => row.name);
    expect(names.indexOf('0003-read-indexes')).toBe(names.indexOf('0002-accounts') + 1);
  });

  it("given a caller's own contributions, when they are looked up by contributor, then the contributor index serves it", async () => {
    const query = sql`select * from exercises where contributor_id = 'someone' and review_status <> 'approved'`;
    expect(await plan(database.db, query)).toContain('exercises_contributor');
  });

  it("given an account's files, when they are looked up by owner, then the owner index serves it", async () => {
    expect(await plan(database.db, sql`select name from media_files where user_id = 'someone'`)).toContain(
      'media_files_user',
    );
  });
});
