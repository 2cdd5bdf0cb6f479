import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { replyWithFallback } from '@spotter/coach/chat';
import type { AppContext } from '../context.js';
import { coachContext } from '../coach/coach-context.js';
import { speakReply } from '../coach/speak-reply.js';
import { keepMedia } from '../coach/store-media.js';
import { guardsOf } from '../http/budgets.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { implement } from '../http/contract.js';
import { toChatMessage } from '../serialize.js';
import { insertChatMessage, listChatMessages } from '../store/records.js';

const HISTORY_TURNS = 12;

/** POST /avatar/enhanced-chat: a grounded reply (model or built-in), spoken, kept in the user's history. */
export function coachChatRoute(app: FastifyInstance, ctx: AppContext) {
  const { chats } = guardsOf(app, ctx.config.limits);
  implement(app, ctx, routes.chat, async ({ user, body, request, reply }) => {
    const [context, history] = await Promise.all([coachContext(ctx, user), listChatMessages(ctx.db, user.id, HISTORY_TURNS)]);
    const answer = await replyWithFallback(
      { message: body.message, context, history: history.map((m) => ({ type: m.type, content: m.content })) },
      { llm: ctx.coach.llm },
    );
    if (answer.fallbackReason && answer.fallbackReason !== 'not_configured') {
      request.log.warn({ reason: answer.fallbackReason, detail: answer.fallbackDetail }, 'the language model failed; the built-in coach answered');
    }
    // A client that leaves stops its voice (the thread is freed for others); the reply itself is still kept.
    const left = whenClientLeaves(reply);
    const speech = await speakReply(ctx, answer.text, request.log, left.signal).finally(left.release);
    const saved = await keepMedia(ctx, user.id, speech.files, async (trx, [voice, video]) => {
      await insertChatMessage(trx, { userId: user.id, type: 'user', content: body.message });
      return insertChatMessage(trx, {
        userId: user.id,
        type: 'avatar',
        content: answer.text,
        voiceFile: voice ?? null,
        avatarVideoFile: video ?? null,
        voiceGenerated: voice !== undefined,
        enhanced: answer.grounded,
      });
    });
    const message = toChatMessage(saved, ctx.media);
    return {
      response_script: answer.text,
      avatar_video_url: message.avatar_video_url,
      voice_url: message.voice_url,
      voice_generated: message.voice_generated,
      voice_status: speech.status,
      enhanced: message.enhanced,
      message,
    };
  }, { before: ({ request, reply, userId }) => chats.spend(request, reply, userId ?? undefined) });
}
