import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

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
