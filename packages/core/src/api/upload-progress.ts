import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';
import { UploadProgressEvents, type AnalysisProgress, type UploadExerciseResult } from '../schemas/index.js';
import { responseText } from './chat-stream.js';
import type { HttpResponse } from './client.js';
import { ApiError } from './errors.js';

/** The longest plain JSON answer kept while looking for events (an upload's answer is a few kB). */
const MAX_PLAIN_ANSWER = 1_000_000;

const { progress: ProgressEvent, done: DoneEvent, error: ErrorEvent } = UploadProgressEvents;

/**
 * Reads the events of `POST /upload-exercise?progress=1`: each `progress` goes to `onProgress`; resolves with the
 * `done` answer, or throws the `error` event as an ApiError with the status the plain call would have answered.
 */
export async function readUploadEvents(response: HttpResponse, onProgress: (progress: AnalysisProgress) => void): Promise<UploadExerciseResult> {
  let outcome: { result: UploadExerciseResult } | { error: ApiError } | null = null;
  let heard = false;
  let whole = '';
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      heard = true;
      if (outcome) return;
      const data = safeJson(message.data);
      if (message.event === 'progress') {
        const progress = ProgressEvent.safeParse(data);
        if (progress.success) onProgress(progress.data);
      } else if (message.event === 'done') {
        const result = DoneEvent.safeParse(data);
        outcome = result.success
          ? { result: result.data }
          : { error: new ApiError(200, 'The server sent an unexpected answer to POST /upload-exercise', { cause: result.error }) };
      } else if (message.event === 'error') {
        const error = ErrorEvent.safeParse(data);
        outcome = { error: error.success ? new ApiError(error.data.status, error.data.detail) : new ApiError(500, 'The analysis failed; nothing was stored') };
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
    throw new ApiError(0, 'The connection to the Spotter server dropped while the video was analysed', { cause });
  }
  // A server from before ?progress=1 ignores it and answers the plain JSON body: that is the answer, without progress.
  const plain = heard ? null : DoneEvent.safeParse(safeJson(whole.trim()));
  if (plain?.success) return plain.data;
  const ended = outcome as { result: UploadExerciseResult } | { error: ApiError } | null;
  if (!ended) throw new ApiError(0, 'The analysis was cut off before it finished');
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

/** One event of a streamed upload as the server writes it. */
export function uploadEvent<E extends keyof typeof UploadProgressEvents>(event: E, data: z.input<(typeof UploadProgressEvents)[E]>): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
