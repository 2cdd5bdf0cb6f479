import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { implement } from '../http/contract.js';
import { HttpError } from '../http/errors.js';
import { ImportFileError } from '../imports/csv-records.js';
import { ExerciseMatcher } from '../imports/exercise-match.js';
import { importLog } from '../imports/import-log.js';
import { setsCsv } from '../imports/sets-csv.js';
import { existingSetKeys, existingWorkoutKeys } from '../store/import-keys.js';
import { importWorkouts } from '../store/log-import.js';

/** POST /users/{id}/imports (an export of Strong, Hevy or FitNotes) and GET /users/{id}/sets.csv. */
export function importRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.importLog, async ({ user, query, file }) => {
    // The upload is on disk, checked as UTF-8 text within the size limit; it is read from there twice, never held.
    const path = file!.incomingPath;
    const matcher = new ExerciseMatcher(await ctx.library.all());
    try {
      return await importLog(
        {
          // Small reads: each is parsed in one turn of the event loop (about 200 rows), so other requests get turns between.
          open: () => createReadStream(path, { highWaterMark: 16 * 1024 }),
          matcher,
          known: { sets: (keys) => existingSetKeys(ctx.db, user.id, keys), workouts: (keys) => existingWorkoutKeys(ctx.db, user.id, keys) },
          write: (workouts) => importWorkouts(ctx.db, user.id, workouts),
        },
        { dryRun: query.dry_run, units: query.units },
      );
    } catch (err) {
      if (err instanceof ImportFileError) throw new HttpError(422, `The file cannot be imported: ${err.message}`);
      throw err;
    }
  });

  implement(app, ctx, routes.exportSetsCsv, async ({ user, reply }) => {
    reply.type('text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="spotter-sets-${new Date().toISOString().slice(0, 10)}.csv"`);
    reply.header('cache-control', 'private, no-store');
    return setsCsv(ctx.db, user.id);
  });
}
