import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';
import { responseText } from './chat-stream.js';
import type { HttpResponse } from './client.js';
import { ApiError } from './errors.js';

/** The longest plain JSON answer kept while looking for events (the answers streamed this way are a few kB). */
const MAX_PLAIN_ANSWER = 1_000_000;

/** A call that streams its progress (`?progress=1`): `progress` events, then one `done` (the answer) or one `error`. */
export interface ProgressEvents<P extends z.ZodType, D extends z.ZodType> {
  progress: P;
  done: D;
  error: z.ZodType<{ status: number; detail: string }>;
}

/** What the user is told when the stream itself goes wrong, in the words of the call. */
export interface ProgressWords {
  /** The `done` event does not match the call's answer. */
  unexpected: string;
  /** An `error` event the client cannot read. */
  failed: string;
  /** The connection dropped mid-stream. */
  dropped: string;
  /** The stream ended with neither `done` nor `error`. */
  cutOff: string;
}

/**
 * Reads a streamed call: each `progress` goes to `onProgress`; resolves with the `done` answer, or throws the `error`
 * event as an ApiError with the status the plain call would have answered. A server from before ?progress=1 ignores
 * it and answers plain JSON: that is the answer, without progress.
 */
export async function readProgressEvents<P extends z.ZodType, D extends z.ZodType>(
  response: HttpResponse,
  events: ProgressEvents<P, D>,
  words: ProgressWords,
  onProgress: (progress: z.output<P>) => void,
): Promise<z.output<D>> {
  type Outcome = { result: z.output<D> } | { error: ApiError };
  let outcome: Outcome | null = null;
  let heard = false;
  let whole = '';
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      heard = true;
      if (outcome) return;
      const data = safeJson(message.data);
      if (message.event === 'progress') {
        const progress = events.progress.safeParse(data);
        if (progress.success) onProgress(progress.data);
      } else if (message.event === 'done') {
        const result = events.done.safeParse(data);
        outcome = result.success
          ? { result: result.data }
          : { error: new ApiError(200, words.unexpected, { cause: result.error }) };
      } else if (message.event === 'error') {
        const error = events.error.safeParse(data);
        outcome = {
          error: error.success ? new ApiError(error.data.status, error.data.detail) : new ApiError(500, words.failed),
        };
      }
    },
  });
  try {
    for await (const text of responseText(response)) {
      if (!heard && whole.length < MAX_PLAIN_ANSWER) whole += text;
      parser.feed(text);
      if (outcome) break;
    }
  } catch (cause) {
    if ((cause as { name?: string }).name === 'AbortError') throw cause;
    throw new ApiError(0, words.dropped, { cause });
  }
  const plain = heard ? null : events.done.safeParse(safeJson(whole.trim()));
  if (plain?.success) return plain.data;
  const ended = outcome as Outcome | null;
  if (!ended) throw new ApiError(0, words.cutOff);
  if ('error' in ended) throw ended.error;
  return ended.result;
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** One event of a streamed call as the server writes it (the typed wrappers beside each call check `data`). */
export function progressEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
