import { stat } from 'node:fs/promises';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/tables.js';
import { findMediaFile, insertMediaFiles } from '../store/media-names.js';

export interface IncomingFile {
  incomingPath: string;
  extension: string;
  contentType: string;
}

/**
 * Puts finished files into the media store and records them for their owner inside `write`'s transaction.
 * The incoming files are the store's from here on: if anything fails (the store unreachable, the database), the
 * files put in are removed again and the incoming ones dropped, so a failed call leaves nothing behind.
 */
export async function keepMedia<T>(
  ctx: Pick<AppContext, 'db' | 'media'>,
  userId: string,
  files: IncomingFile[],
  write: (trx: Transaction<Database>, names: string[]) => Promise<T>,
): Promise<T> {
  const names = files.map((file) => ctx.media.newName(file.extension));
  try {
    const sizes = await Promise.all(files.map((file) => stat(file.incomingPath).then((s) => s.size)));
    // Every put settles before any cleanup: a put still on its way when another failed would land after the remove.
    const puts = await Promise.allSettled(
      files.map((file, i) => ctx.media.put(file.incomingPath, names[i]!, file.contentType)),
    );
    const failed = puts.find((put): put is PromiseRejectedResult => put.status === 'rejected');
    if (failed) throw failed.reason;
    return await ctx.db.transaction().execute(async (trx) => {
      await insertMediaFiles(
        trx,
        files.map((file, i) => ({
          name: names[i]!,
          user_id: userId,
          content_type: file.contentType,
          size_bytes: sizes[i]!,
        })),
      );
      return write(trx, names);
    });
  } catch (err) {
    await Promise.all(files.map((file) => ctx.media.discard(file.incomingPath)));
    // A store that is down cannot remove either: what it holds without a row goes with the orphan sweep (within
    // the hour), and the caller hears the first failure, not the cleanup's.
    await ctx.media.remove(...names).catch(() => undefined);
    throw err;
  }
}

/** A kept file's owner and content type, or undefined when no file of that name was kept. */
export const keptFile = (ctx: Pick<AppContext, 'db'>, name: string) => findMediaFile(ctx.db, name);
