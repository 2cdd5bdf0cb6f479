import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { replyWithFallback, type CoachAnswer, type CoachReplyInput } from '@spotter/coach/chat';
import type { ChatReply, VoiceStatus } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import type { Database, UserRow } from '../db/tables.js';
import { toChatMessage } from '../serialize.js';
import { insertChatTurn, listChatMessages } from '../store/records.js';
import { coachContext } from '../coach/coach-context.js';
import { keepMedia, type IncomingFile } from './keep-media.js';

/** How many earlier messages (both sides) inform the next reply. */
const HISTORY_TURNS = 12;

/** The conversation so far, oldest first (the last 200 messages, both sides). */
export const chatHistory = (db: Kysely<Database>, userId: string) => listChatMessages(db, userId);

/** What the coach needs for one message: the user's records, the library and the last turns of the conversation. */
export async function chatInput(ctx: AppContext, user: UserRow, message: string): Promise<CoachReplyInput> {
  const [context, history] = await Promise.all([
    coachContext(ctx, user),
    listChatMessages(ctx.db, user.id, HISTORY_TURNS),
  ]);
  return { message, context, history: history.map((m) => ({ type: m.type, content: m.content })) };
}

/** The model's answer, or the built-in coach's when there is no model or it failed (said in the log). */
export async function answerChat(
  ctx: AppContext,
  input: CoachReplyInput,
  log: FastifyBaseLogger,
  options: { signal?: AbortSignal; onToken?: (token: string) => void } = {},
): Promise<CoachAnswer> {
  const answer = await replyWithFallback(input, { llm: ctx.coach.llm, ...options });
  if (answer.fallbackReason && answer.fallbackReason !== 'not_configured') {
    log.warn(
      { reason: answer.fallbackReason, detail: answer.fallbackDetail },
      'the language model failed; the built-in coach answered',
    );
  }
  return answer;
}

/** Keeps both sides of the turn with the voice files (or nothing, on failure) and answers with the spec's ChatReply. */
export async function keepChatTurn(
  ctx: AppContext,
  user: UserRow,
  message: string,
  answer: CoachAnswer,
  speech: { files: IncomingFile[]; status: VoiceStatus },
): Promise<ChatReply> {
  const turn = (db: Kysely<Database>, [voice, video]: string[]) =>
    insertChatTurn(db, {
      userId: user.id,
      message,
      reply: answer.text,
      voiceFile: voice ?? null,
      avatarVideoFile: video ?? null,
      voiceGenerated: voice !== undefined,
      enhanced: answer.grounded,
    });
  // With no voice files to record alongside, the one statement is a transaction of its own.
  const saved = speech.files.length ? await keepMedia(ctx, user.id, speech.files, turn) : await turn(ctx.db, []);
  const chatMessage = toChatMessage(saved, ctx.media);
  return {
    response_script: answer.text,
    avatar_video_url: chatMessage.avatar_video_url,
    voice_url: chatMessage.voice_url,
    voice_generated: chatMessage.voice_generated,
    voice_status: speech.status,
    enhanced: chatMessage.enhanced,
    message: chatMessage,
  };
}
