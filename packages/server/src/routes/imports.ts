import type { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { importEvent, routes } from '@spotter/core/api';
import type { ImportProgress } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import { Streamed, implement } from '../http/contract.js';
import { HttpError, databaseUnavailable } from '../http/errors.js';
import { openEventStream } from '../http/event-stream.js';
import { setsCsv } from '../imports/sets-csv.js';
import { importHistory } from '../services/import-history.js';

/** How often a streamed import says how far it has read. */
const PROGRESS_INTERVAL_MS = 250;

/** A failure as a streamed import's `error` event: the status the plain call would answer; our own faults unexplained. */
function failureEvent(err: unknown): { status: number; detail: string } {
  if (err instanceof HttpError) return { status: err.statusCode, detail: err.detail };
  const unavailable = databaseUnavailable(err);
  if (unavailable) return { status: unavailable.statusCode, detail: unavailable.detail };
  return { status: 500, detail: 'The import failed on our side and nothing was stored. Please try again.' };
}

/** POST /users/{id}/imports (an export of Strong, Hevy or FitNotes) and GET /users/{id}/sets.csv. */
export function importRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.importLog, async ({ user, query, file, reply, request }) => {
    // The upload is on disk, checked as UTF-8 text within the size limit; it is read from there, never held.
    const path = file!.incomingPath;
    const reading: { step: ImportProgress['step']; stream: ReadStream | null } = { step: 'checking', stream: null };
    const run = () =>
      importHistory(ctx, user.id, path, {
        dryRun: query.dry_run,
        units: query.units,
        onRead: (step, stream) => Object.assign(reading, { step, stream }),
      });
    if (query.progress !== '1') return run();
    // ?progress=1: server-sent events of how far the file has been read, then the same answer (or failure).
    const total = (await stat(path)).size;
    const stream = openEventStream(reply);
    const tell = () =>
      stream.write(
        importEvent('progress', {
          step: reading.step,
          bytes_read: Math.min(total, reading.stream?.bytesRead ?? 0),
          bytes_total: total,
        }),
      );
    tell();
    const ticking = setInterval(tell, PROGRESS_INTERVAL_MS);
    try {
      const result = await run();
      stream.write(importEvent('done', routes.importLog.response.parse(result)));
    } catch (err) {
      const failure = failureEvent(err);
      if (failure.status >= 500) request.log.error({ err }, 'a streamed import failed');
      stream.write(importEvent('error', failure));
    } finally {
      clearInterval(ticking);
      stream.end();
    }
    return new Streamed();
  });

  implement(app, ctx, routes.exportSetsCsv, async ({ user, reply }) => {
    reply.type('text/csv; charset=utf-8');
    reply.header(
      'content-disposition',
      `attachment; filename="spotter-sets-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    reply.header('cache-control', 'private, no-store');
    return setsCsv(ctx.db, user.id);
  });
}
