import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { newMediaSecret } from '../media/media-store.js';

/** The secret behind signed media URLs: made once, kept in the database so every instance (and worker) agrees. */
export async function mediaSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: 'media_secret', value: newMediaSecret() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'media_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A read the database answers only when it is up (the settings table is there from the first migration). */
export const pingDatabase = (db: Kysely<Database>) => db.selectFrom('settings').select('key').limit(1).execute();
