import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchPool, scratchPostgres } from '../testing/test-server.js';
import { withPreparedStatements } from './prepared-statements.js';

interface Tables {
  notes: { id: number; body: string };
}

const postgres = process.env.DATABASE_URL;
if (!postgres)
  console.warn('prepared-statements.test.ts: skipped, DATABASE_URL is not set (it needs a PostgreSQL server)');

describe.skipIf(!postgres)('prepared statements on PostgreSQL', { timeout: 60_000 }, () => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });

  async function database(): Promise<{ db: Kysely<Tables>; other: Kysely<Tables> }> {
    const scratch = await scratchPostgres();
    open.push(scratch.drop);
    // One connection, so every statement below runs on the connection whose prepared statements are read.
    const db = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(await scratchPool(scratch.url)) }),
    });
    const other = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: await scratchPool(scratch.url) }) });
    open.push(
      () => db.destroy(),
      () => other.destroy(),
    );
    await sql`create table notes (id int primary key, body text not null)`.execute(db);
    return { db, other };
  }

  const prepared = async (db: Kysely<Tables>) =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db))
      .rows;

  it('parses a statement once per connection and then reuses it, with new values each time', async () => {
    const { db } = await database();
    for (let id = 1; id <= 5; id += 1)
      await db
        .insertInto('notes')
        .values({ id, body: `note ${id}` })
        .execute();
    const bodies = [];
    for (let id = 1; id <= 5; id += 1)
      bodies.push((await db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirstOrThrow()).body);
    expect(bodies).toEqual(['note 1', 'note 2', 'note 3', 'note 4', 'note 5']);
    const statements = await prepared(db);
    expect(statements.filter((s) => /^insert into "notes"/.test(s.statement))).toHaveLength(1);
    expect(statements.filter((s) => /^select "body" from "notes"/.test(s.statement))).toHaveLength(1);
    expect(statements.every((s) => s.name.startsWith('spotter_'))).toBe(true);
    expect(statements.some((s) => /create table/i.test(s.statement))).toBe(false);
  });

  it('keeps answering when another instance changes the table under a prepared select *', async () => {
    const { db, other } = await database();
    await db.insertInto('notes').values({ id: 1, body: 'before' }).execute();
    const all = () => db.selectFrom('notes').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, body: 'before' }]);
    await sql`alter table notes add column mood text not null default 'calm'`.execute(other);
    expect(await all()).toEqual([{ id: 1, body: 'before', mood: 'calm' }]);
    expect(await all()).toEqual([{ id: 1, body: 'before', mood: 'calm' }]);
  });

  it('inside a transaction, fails that transaction once and then runs the statement unnamed', async () => {
    const { db, other } = await database();
    const all = (on: Kysely<Tables>) => on.selectFrom('notes').selectAll().execute();
    await all(db);
    await sql`alter table notes add column mood text`.execute(other);
    await expect(db.transaction().execute((trx) => all(trx))).rejects.toMatchObject({ code: '0A000' });
    await expect(db.transaction().execute((trx) => all(trx))).resolves.toEqual([]);
  });
});
