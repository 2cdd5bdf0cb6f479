import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, type ColumnType } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteThreadDialect } from './pglite-thread.js';

interface Tables {
  notes: { id: number; body: string; at: ColumnType<Date, Date | undefined, Date>; big: string };
}

describe('PGlite in its own thread', () => {
  let db: Kysely<Tables>;

  beforeAll(async () => {
    db = new Kysely<Tables>({ dialect: pgliteThreadDialect(undefined) });
    await sql`create table notes (id int primary key, body text not null, at timestamptz not null default now(), big int8 not null default 0)`.execute(
      db,
    );
  }, 60_000);
  afterAll(() => db?.destroy());

  it('returns rows with their types (dates, 64-bit integers) as PGlite parses them', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const inserted = await db
      .insertInto('notes')
      .values({ id: 1, body: 'first', at, big: '9007199254740993' })
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    const row = await db.selectFrom('notes').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe(at.toISOString());
    expect(String(row.big)).toBe('9007199254740993');
    const updated = await db.updateTable('notes').set({ body: 'changed' }).where('id', '>', 0).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("keeps PostgreSQL's error fields across the thread (the code and constraint that callers test)", async () => {
    await db.insertInto('notes').values({ id: 2, body: 'two', big: '0' }).execute();
    const failure = await db
      .insertInto('notes')
      .values({ id: 2, body: 'again', big: '0' })
      .execute()
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((failure as Error).message).toMatch(/duplicate key/);
  });

  it('runs nothing inside a transaction but its own statements: another query waits for the rollback', async () => {
    let seenInside: number | undefined;
    let outside: Promise<number> | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 10, body: 'uncommitted', big: '0' }).execute();
        // Sent while the transaction is open, from outside it: on a single session it would see the row if it ran now.
        outside = db
          .selectFrom('notes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('id', '=', 10)
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
        await new Promise((resolve) => setTimeout(resolve, 50));
        seenInside = Number(
          (
            await trx
              .selectFrom('notes')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('id', '=', 10)
              .executeTakeFirstOrThrow()
          ).n,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(seenInside).toBe(1);
    expect(await outside).toBe(0);
  });

  it('takes transactions one at a time, each whole', async () => {
    await db.insertInto('notes').values({ id: 20, body: '0', big: '0' }).execute();
    // Read-modify-write in each: interleaved, two would read the same value and one increment would be lost.
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const { body } = await trx.selectFrom('notes').select('body').where('id', '=', 20).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 5));
        await trx
          .updateTable('notes')
          .set({ body: String(Number(body) + 1) })
          .where('id', '=', 20)
          .execute();
      });
    await Promise.all(Array.from({ length: 8 }, increment));
    expect((await db.selectFrom('notes').select('body').where('id', '=', 20).executeTakeFirstOrThrow()).body).toBe('8');
  });

  it("leaves the server's event loop free while a long statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      // Hundreds of milliseconds of work in the database: on the server's own thread no timer could fire meanwhile.
      await sql`select count(*) from generate_series(1, 3000000) as g where g % 7 = 0`.execute(db);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(2);
  });

  it('fails every later statement plainly once closed', async () => {
    const other = new Kysely<Tables>({ dialect: pgliteThreadDialect(undefined) });
    await sql`select 1`.execute(other);
    await other.destroy();
    await expect(sql`select 1`.execute(other)).rejects.toThrow(/closed|destroyed/);
  }, 60_000);
});

describe('a data dir on disk', () => {
  it('is made on first open (in a child process, so initdb leaves nothing behind), runs with small shared buffers, and opens again with its rows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spotter-pglite-dir-'));
    try {
      const first = new Kysely<Tables>({ dialect: pgliteThreadDialect(join(dir, 'db')) });
      await sql`create table notes (id int primary key, body text not null)`.execute(first);
      await sql`insert into notes values (1, 'kept')`.execute(first);
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(first);
      expect(rows[0]?.shared_buffers).toBe('16MB');
      await first.destroy();

      const again = new Kysely<Tables>({ dialect: pgliteThreadDialect(join(dir, 'db')) });
      const kept = await sql<{ body: string }>`select body from notes`.execute(again);
      expect(kept.rows).toEqual([{ body: 'kept' }]);
      await again.destroy();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("says why when the data dir cannot be made, with PGlite's own words", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spotter-pglite-file-'));
    try {
      await writeFile(join(dir, 'taken'), 'a file where the folder should be');
      const db = new Kysely<Tables>({ dialect: pgliteThreadDialect(join(dir, 'taken', 'db')) });
      await expect(sql`select 1`.execute(db)).rejects.toThrow(/Could not create the embedded database in .*taken/);
      await db.destroy().catch(() => undefined);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
