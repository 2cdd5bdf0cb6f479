import { stat } from 'node:fs/promises';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/tables.js';

export interface IncomingFile {
  incomingPath: string;
  extension: string;
  contentType: string;
}

/**
 * Puts finished files into the media store and records them for their owner inside `write`'s transaction.
 * If anything fails, the files are removed again: a failed call leaves nothing behind.
 */
export async function keepMedia<T>(
  ctx: AppContext,
  userId: string,
  files: IncomingFile[],
  write: (trx: Transaction<Database>, names: string[]) => Promise<T>,
): Promise<T> {
  const names = files.map((file) => ctx.media.newName(file.extension));
  try {
    const sizes = await Promise.all(files.map((file) => stat(file.incomingPath).then((s) => s.size)));
    await Promise.all(files.map((file, i) => ctx.media.put(file.incomingPath, names[i]!, file.contentType)));
    return await ctx.db.transaction().execute(async (trx) => {
      if (files.length) {
        await trx
          .insertInto('media_files')
          .values(files.map((file, i) => ({ name: names[i]!, user_id: userId, content_type: file.contentType, size_bytes: sizes[i]! })))
          .execute();
      }
      return write(trx, names);
    });
  } catch (err) {
    await ctx.media.remove(...names);
    throw err;
  }
}
