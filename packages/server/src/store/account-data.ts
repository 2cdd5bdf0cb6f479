import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/tables.js';

/** Every exercise the user contributed, whatever its review, oldest first. */
export const listContributionsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('exercises').selectAll().where('contributor_id', '=', userId).orderBy('created_at').execute();

/** Every stored file of the user's, oldest first. */
export const listFilesOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('media_files').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

/**
 * Deletes the user, every row that is theirs (sessions, plans, bests, media, chat, contributions, file records) and
 * then the files themselves. Contributions go too, approved ones included: they carry the contributor's name.
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const names = await ctx.db.transaction().execute(async (trx) => {
    const files = await trx.selectFrom('media_files').select('name').where('user_id', '=', userId).execute();
    await trx.deleteFrom('exercises').where('contributor_id', '=', userId).execute();
    // sessions, plans, personal_bests, media, media_files and chat_messages go with the user (on delete cascade).
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return files.map((file) => file.name);
  });
  ctx.library.invalidate();
  await ctx.media.remove(...names);
}
