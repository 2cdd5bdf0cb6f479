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
import { listContributionsOf, listFilesOf } from '../store/account-data.js';
import { toTrainingSet, toWorkout } from '../serialize-log.js';
import { readWholeLog } from '../store/log-export.js';
import { listChatMessages, listMedia, listPersonalBests, listPlans } from '../store/records.js';
import { listSessions } from '../store/users.js';

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
    listContributionsOf(ctx.db, user.id),
    listFilesOf(ctx.db, user.id),
    readWholeLog(ctx.db, user.id),
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
    // Sessions without their sets (each set is listed once, below).
    workouts: log.workouts.map((row) => {
      const { sets: _sets, ...workout } = toWorkout(row, [], ctx.media);
      return workout;
    }),
    sets: log.sets.map((row) => toTrainingSet(row, ctx.media)),
    files: files.map((file) => ({
      url: ctx.media.signedUrl(file.name),
      content_type: file.content_type,
      size_bytes: Number(file.size_bytes),
      created_at: iso(file.created_at),
    })),
  };
}
