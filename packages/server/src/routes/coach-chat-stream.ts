import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { isLlmError } from '@spotter/coach/chat';
import { chatStreamRoute, sseEvent } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { answerChat, chatInput, keepChatTurn } from '../services/chat.js';
import { noSpeech, speakReply } from '../coach/speak-reply.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { implement } from '../http/contract.js';

/** The built-in coach's reply in the pieces a reader sees arrive: line by line, blank lines kept. */
const pieces = (text: string): string[] => text.split(/(?<=\n)/);

/**
 * POST /avatar/enhanced-chat/stream: the same reply as the JSON call, as server-sent events. The text streams as it
 * is produced (the model's tokens, or the built-in coach's lines at once), then the reply is spoken on the voice pool
 * and kept, then one `done` event carries the spec's ChatReply. A client that leaves stops the model and the voice;
 * a reply cut off before its text was complete is not kept.
 */
export function coachChatStreamRoute(app: FastifyInstance, ctx: AppContext) {
  const { chats } = app.guards;
  implement(
    app,
    ctx,
    chatStreamRoute,
    async ({ user, body, request, reply }) => {
      // The records are read before the stream starts, so a failure here is still a plain JSON error.
      const input = await chatInput(ctx, user, body.message);
      const events = new PassThrough();
      const send = (chunk: string) => {
        if (!events.writableEnded && !events.destroyed) events.write(chunk);
      };
      const left = whenClientLeaves(reply);

      const respond = async () => {
        let streamed = false;
        const answer = await answerChat(ctx, input, request.log, {
          signal: left.signal,
          onToken: (token) => {
            streamed = true;
            send(sseEvent('delta', { text: token }));
          },
        });
        // When the model failed part-way, the built-in answer arrives whole in `done`, replacing the partial text.
        if (answer.source === 'builtin' && !streamed)
          for (const piece of pieces(answer.text)) send(sseEvent('delta', { text: piece }));
        // The voice is made on a worker thread: the event loop is free for others meanwhile; text only when asked.
        request.stepAside();
        const speech = body.voice ? await speakReply(ctx, answer.text, request.log, left.signal) : noSpeech();
        const chatReply = await keepChatTurn(ctx, user, body.message, answer, speech);
        send(sseEvent('done', chatReply));
      };
      respond()
        .catch((error: unknown) => {
          if (left.signal.aborted && isLlmError(error) && error.code === 'aborted') return;
          request.log.error({ err: error }, 'the streamed chat reply failed');
          send(
            sseEvent('error', {
              detail: 'The coach could not finish this reply and nothing was stored. Please try again.',
            }),
          );
        })
        .finally(() => {
          left.release();
          events.end();
        });
      void reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      return events;
    },
    { before: ({ request, reply, userId }) => chats.spend(request, reply, userId ?? undefined) },
  );
}
