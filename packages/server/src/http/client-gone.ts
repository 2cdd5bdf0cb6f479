import type { FastifyReply } from 'fastify';

/**
 * An AbortSignal that fires when the client goes away before its response is written. The response's 'close' tells
 * (the request's own 'close' fires as soon as its body has been read, so it cannot); a client that left while its
 * body was still being read is seen at once. `release` stops listening once the work is done.
 */
export function whenClientLeaves(reply: FastifyReply): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const onClose = () => !reply.raw.writableFinished && controller.abort();
  reply.raw.on('close', onClose);
  if (reply.raw.destroyed || reply.request.raw.socket?.destroyed) controller.abort();
  return { signal: controller.signal, release: () => reply.raw.off('close', onClose) };
}
