import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { answerChat, chatInput, keepChatTurn } from '../services/chat.js';
import { noSpeech, speakReply } from '../coach/speak-reply.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { implement } from '../http/contract.js';

/**
 * POST /avatar/enhanced-chat: a grounded reply (model or built-in) informed by the last turns of the conversation,
 * spoken, kept in the user's history. `coach-chat-stream.ts` answers the same as server-sent events.
 */
export function coachChatRoute(app: FastifyInstance, ctx: AppContext) {
  const { chats } = app.guards;
  implement(
    app,
    ctx,
    routes.chat,
    async ({ user, body, request, reply }) => {
      const input = await chatInput(ctx, user, body.message);
      const answer = await answerChat(ctx, input, request.log);
      if (!body.voice) return keepChatTurn(ctx, user, body.message, answer, noSpeech());
      // A client that leaves stops its voice (the thread is freed for others); the reply itself is still kept.
      const left = whenClientLeaves(reply);
      // The voice is made on a worker thread: the event loop is free for others meanwhile.
      request.stepAside();
      const speech = await speakReply(ctx, answer.text, request.log, left.signal).finally(left.release);
      return keepChatTurn(ctx, user, body.message, answer, speech);
    },
    { before: ({ request, reply, userId }) => chats.spend(request, reply, userId ?? undefined) },
  );
}
