import { createReadStream, type ReadStream } from 'node:fs';
import type { ImportResult } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { ImportFileError } from '../imports/csv-records.js';
import { ExerciseMatcher } from '../imports/exercise-match.js';
import { importLog, type ImportLogOptions } from '../imports/import-log.js';
import { existingSetKeys, existingWorkoutKeys } from '../store/import-keys.js';
import { importWorkouts } from '../store/log-import.js';

/** Which read of the file is under way: `checking` reads without writing, `importing` writes as it reads. */
export type ImportStep = 'checking' | 'importing';

/**
 * An export of Strong, Hevy or FitNotes (a file on disk, read from there and never held) into the lifter's log, or,
 * as a dry run, what it would add. `onRead` hears each read of the file as it starts (for progress). A file the
 * importer cannot take is the user's to fix: 422, with the line; any other failure stays as it was.
 */
export async function importHistory(
  ctx: AppContext,
  userId: string,
  path: string,
  options: ImportLogOptions & { onRead?: (step: ImportStep, stream: ReadStream) => void },
): Promise<ImportResult> {
  const matcher = new ExerciseMatcher(await ctx.library.all());
  try {
    return await importLog(
      {
        open: (step) => {
          // Small reads: each is parsed in one turn of the event loop (about 200 rows), so other requests get turns between.
          const stream = createReadStream(path, { highWaterMark: 16 * 1024 });
          options.onRead?.(step, stream);
          return stream;
        },
        matcher,
        known: {
          sets: (keys) => existingSetKeys(ctx.db, userId, keys),
          workouts: (keys) => existingWorkoutKeys(ctx.db, userId, keys),
        },
        write: (workouts) => importWorkouts(ctx.db, userId, workouts),
      },
      { dryRun: options.dryRun, units: options.units },
    );
  } catch (err) {
    throw err instanceof ImportFileError ? new HttpError(422, `The file cannot be imported: ${err.message}`) : err;
  }
}
