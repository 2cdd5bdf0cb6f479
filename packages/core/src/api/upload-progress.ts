import type { z } from 'zod';
import { UploadProgressEvents, type AnalysisProgress, type UploadExerciseResult } from '../schemas/index.js';
import type { HttpResponse } from './client.js';
import { progressEvent, readProgressEvents } from './progress-events.js';

/** Reads the events of `POST /upload-exercise?progress=1` (progress-events.ts). */
export function readUploadEvents(
  response: HttpResponse,
  onProgress: (progress: AnalysisProgress) => void,
): Promise<UploadExerciseResult> {
  return readProgressEvents(
    response,
    UploadProgressEvents,
    {
      unexpected: 'The server sent an unexpected answer to POST /upload-exercise',
      failed: 'The analysis failed; nothing was stored',
      dropped: 'The connection to the Spotter server dropped while the video was analysed',
      cutOff: 'The analysis was cut off before it finished',
    },
    onProgress,
  );
}

/** One event of a streamed upload as the server writes it. */
export const uploadEvent = <E extends keyof typeof UploadProgressEvents>(
  event: E,
  data: z.input<(typeof UploadProgressEvents)[E]>,
): string => progressEvent(event, data);
