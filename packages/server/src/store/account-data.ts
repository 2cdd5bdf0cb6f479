import type { AccountExport } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import {
  toChatMessage,
  toDeviceSession,
  toExercise,
  toMediaItem,
  toPersonalBest,
  toPlan,
  toUser,
} from '../serialize.js';
import { listChatMessages, listMedia, listPersonalBests, listPlans } from './records.js';
import { listSessions } from './users.js';
import { exportLog } from './log-export.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Everything stored about a user, secrets' hashes excepted, with signed URLs for every file. */
export async function exportAccount(
  ctx: AppContext,
  user: UserRow,
  currentSessionId: string | null,
): Promise<AccountExport> {
  const [sessions, plans, personalBests, media, chat, contributions, files, log] = await Promise.all([
    listSessions(ctx.db, user.id),
    listPlans(ctx.db, user.id),
    listPersonalBests(ctx.db, user.id),
    listMedia(ctx.db, user.id),
    listChatMessages(ctx.db, user.id, Number.MAX_SAFE_INTEGER),
    ctx.db.selectFrom('exercises').selectAll().where('contributor_id', '=', user.id).orderBy('created_at').execute(),
    ctx.db.selectFrom('media_files').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute(),
    exportLog(ctx.db, user.id, ctx.media),
  ]);
  return {
    exported_at: new Date().toISOString(),
    user: { ...toUser(user), has_password: user.password_hash !== null },
    sessions: sessions.map((session) => toDeviceSession(session, currentSessionId)),
    plans: plans.map(toPlan),
    personal_bests: personalBests.map(toPersonalBest),
    media: media.map((row) => toMediaItem(row, ctx.media)),
    chat: chat.map((row) => toChatMessage(row, ctx.media)),
    contributions: contributions.map(toExercise),
    ...log,
    files: files.map((file) => ({
      url: ctx.media.signedUrl(file.name),
      content_type: file.content_type,
      size_bytes: Number(file.size_bytes),
      created_at: iso(file.created_at),
    })),
  };
}

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
