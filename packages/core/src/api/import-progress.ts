import type { z } from 'zod';
import { ImportProgressEvents, type ImportProgress, type ImportResult } from '../schemas/index.js';
import type { HttpResponse } from './client.js';
import { progressEvent, readProgressEvents } from './progress-events.js';

/** Reads the events of `POST /users/{id}/imports?progress=1` (progress-events.ts). */
export function readImportEvents(
  response: HttpResponse,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  return readProgressEvents(
    response,
    ImportProgressEvents,
    {
      unexpected: 'The server sent an unexpected answer to the import',
      failed: 'The import failed; nothing was stored',
      dropped:
        'The connection to the Spotter server dropped during the import: look at your history before importing again (the same file adds nothing twice)',
      cutOff: 'The import was cut off before it finished: look at your history before importing again',
    },
    onProgress,
  );
}

/** One event of a streamed import as the server writes it. */
export const importEvent = <E extends keyof typeof ImportProgressEvents>(
  event: E,
  data: z.input<(typeof ImportProgressEvents)[E]>,
): string => progressEvent(event, data);
