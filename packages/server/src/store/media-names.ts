import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables.js';

/** The media_files table: a row for every file of ours in the media store, with its owner. */

/** Names per query: a folder of many files asks in several small queries rather than one huge `in` list. */
const BATCH = 500;

/** The names among these that have a row in `media_files` (every file of ours has one once its call succeeded). */
export async function recordedMediaNames(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < names.length; start += BATCH) {
    const rows = await db
      .selectFrom('media_files')
      .select('name')
      .where('name', 'in', names.slice(start, start + BATCH))
      .execute();
    for (const row of rows) found.add(row.name);
  }
  return found;
}

/** A stored file's owner and content type, or undefined when no file of that name has a row. */
export const findMediaFile = (db: Kysely<Database>, name: string) =>
  db.selectFrom('media_files').select(['user_id', 'content_type']).where('name', '=', name).executeTakeFirst();

/** Records files put in the store for their owner (none: nothing to record). */
export async function insertMediaFiles(
  db: Kysely<Database> | Transaction<Database>,
  files: { name: string; user_id: string; content_type: string; size_bytes: number }[],
): Promise<void> {
  if (files.length) await db.insertInto('media_files').values(files).execute();
}
