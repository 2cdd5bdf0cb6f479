import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';
import { ImportProgressEvents, type ImportProgress, type ImportResult } from '../schemas/index.js';
import { responseText } from './chat-stream.js';
import type { HttpResponse } from './client.js';
import { ApiError } from './errors.js';

type Outcome = { result: ImportResult } | { error: ApiError };

/**
 * Reads the events of `POST /users/{id}/imports?progress=1`: each `progress` goes to `onProgress`; resolves with the
 * `done` answer, or throws the `error` event as an ApiError with the status the plain call would have answered. A
 * server that ignores ?progress answers plain JSON: that is the answer, without progress.
 */
export async function readImportEvents(response: HttpResponse, onProgress: (progress: ImportProgress) => void): Promise<ImportResult> {
  let outcome: Outcome | null = null;
  let heard = false;
  let whole = '';
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      heard = true;
      if (outcome) return;
      const data = safeJson(message.data);
      if (message.event === 'progress') {
        const progress = ImportProgressEvents.progress.safeParse(data);
        if (progress.success) onProgress(progress.data);
      } else if (message.event === 'done') {
        const result = ImportProgressEvents.done.safeParse(data);
        outcome = result.success ? { result: result.data } : { error: new ApiError(200, 'The server sent an unexpected answer to the import', { cause: result.error }) };
      } else if (message.event === 'error') {
        const error = ImportProgressEvents.error.safeParse(data);
        outcome = { error: error.success ? new ApiError(error.data.status, error.data.detail) : new ApiError(500, 'The import failed; nothing was stored') };
      }
    },
  });
  try {
    for await (const text of responseText(response)) {
      if (!heard) whole += text;
      parser.feed(text);
      if (outcome) break;
    }
  } catch (cause) {
    if ((cause as { name?: string }).name === 'AbortError') throw cause;
    throw new ApiError(0, 'The connection to the Spotter server dropped during the import: look at your history before importing again (the same file adds nothing twice)', { cause });
  }
  const plain = heard ? null : ImportProgressEvents.done.safeParse(safeJson(whole.trim()));
  if (plain?.success) return plain.data;
  const ended = outcome as Outcome | null;
  if (!ended) throw new ApiError(0, 'The import was cut off before it finished: look at your history before importing again');
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

/** One event of a streamed import as the server writes it. */
export function importEvent<E extends keyof typeof ImportProgressEvents>(event: E, data: z.input<(typeof ImportProgressEvents)[E]>): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
