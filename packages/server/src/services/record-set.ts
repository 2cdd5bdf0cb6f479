import { stat } from 'node:fs/promises';
import type { Transaction } from 'kysely';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { VideoAnalysis } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import type { AnalysisJobResult, Database, MediaRow } from '../db/tables.js';
import { writePosterFrame } from '../coach/poster-frame.js';
import { countsForBest, filedExercise } from './set-rules.js';
import { insertMedia, recordSetBests } from '../store/records.js';
import { insertFilmedSet } from '../store/sets.js';
import { openWorkoutOf } from '../store/workouts.js';
import { toPersonalBest } from '../serialize.js';
import { keepMedia, type IncomingFile } from './keep-media.js';

export interface AnalysedUpload {
  userId: string;
  exerciseChoice: UploadExerciseChoice;
  analysis: VideoAnalysis;
  feedback: string;
  originalFile: string | null;
  processedFile: string | null;
  /** The processed video's still, when one was taken. */
  posterFile?: string | null;
  loadKg: number | null;
}

/**
 * The rows an analysed upload leaves, written in the caller's transaction: the media row (feedback and videos), the
 * personal bests when the coach stands behind the count, and, for a counted set, a set of the workout log in the
 * session the lifter has open (the coach's count kept as `coach_reps`).
 */
export async function writeAnalysedSet(
  trx: Transaction<Database>,
  upload: AnalysedUpload,
): Promise<{ media: MediaRow; best: Awaited<ReturnType<typeof recordSetBests>> | null }> {
  const { analysis, userId } = upload;
  const counted = analysis.status === 'ok' && analysis.reps > 0;
  const media = await insertMedia(trx, {
    userId,
    exerciseName: filedExercise(upload.exerciseChoice, analysis),
    notes: upload.feedback,
    originalFile: upload.originalFile,
    processedFile: upload.processedFile,
    posterFile: upload.posterFile ?? null,
    analysis,
    // A counted set joins the training history with its count and load.
    reps: counted ? analysis.reps : null,
    loadKg: upload.loadKg,
  });
  if (counted) {
    const performedAt = media.created_at instanceof Date ? media.created_at : new Date(media.created_at);
    const open = await openWorkoutOf(trx, userId, performedAt);
    await insertFilmedSet(trx, {
      userId,
      mediaId: media.id,
      exerciseName: analysis.exercise,
      reps: analysis.reps,
      loadKg: upload.loadKg,
      performedAt,
      workoutId: open?.id ?? null,
    });
  }
  const best = countsForBest(analysis)
    ? await recordSetBests(trx, {
        userId,
        exerciseName: analysis.exercise,
        reps: analysis.reps,
        loadKg: upload.loadKg,
        source: 'video',
      })
    : null;
  return { media, best };
}

/** What an analysis rendered beside the upload: the processed video and its still. */
export interface RenderedFiles {
  processed: IncomingFile | null;
  poster: IncomingFile | null;
  /** Why the processed video has no still, when ffmpeg could not take one. */
  posterFailure: string | null;
}

/**
 * The processed video the analysis wrote at `renderPath` (none when it wrote nothing) and a still of it at
 * `renderPath.jpg` for the player; the set is kept without a still when ffmpeg cannot take one.
 */
export async function renderedFiles(renderPath: string, signal?: AbortSignal): Promise<RenderedFiles> {
  const none: RenderedFiles = { processed: null, poster: null, posterFailure: null };
  if (
    !(await stat(renderPath).then(
      () => true,
      () => false,
    ))
  )
    return none;
  const processed: IncomingFile = { incomingPath: renderPath, extension: 'mp4', contentType: 'video/mp4' };
  const posterPath = `${renderPath}.jpg`;
  const poster = await writePosterFrame(renderPath, posterPath, signal);
  return poster.ok
    ? {
        processed,
        poster: { incomingPath: posterPath, extension: 'jpg', contentType: 'image/jpeg' },
        posterFailure: null,
      }
    : { processed, poster: null, posterFailure: poster.reason };
}

export interface AnalysedSet {
  userId: string;
  exerciseChoice: UploadExerciseChoice;
  analysis: VideoAnalysis;
  feedback: string;
  loadKg: number | null;
  /** The upload: still incoming (analysed inline), or already in the media store with its row (a queued job's). */
  upload: IncomingFile | { storedName: string };
  rendered: Pick<RenderedFiles, 'processed' | 'poster'>;
}

export interface RecordedSet {
  media: MediaRow;
  /** The upload's answer without its media item (whose URLs are signed when it is sent). */
  result: AnalysisJobResult;
}

export interface RecordSetOptions {
  /** Runs first in the transaction: false writes nothing (a job another attempt finished), and recordSet answers null. */
  claim?: (trx: Transaction<Database>) => Promise<boolean>;
  /** Runs last in the transaction, with what was written (a job's row marked done with its answer). */
  then?: (trx: Transaction<Database>, recorded: RecordedSet) => Promise<void>;
}

/** Thrown inside the transaction when `claim` declines, so the files put in go again. */
class Declined extends Error {}

/**
 * Saving an analysed set, the one way for the inline upload (routes/upload-exercise.ts) and the queued job
 * (jobs/analysis-jobs.ts): the files go into the media store, then their rows, the media row, the set of the log and
 * the personal bests in one transaction. If anything fails, the files put in are removed again and the incoming
 * ones dropped (see keepMedia), so a failed call leaves nothing behind.
 */
export async function recordSet(ctx: Pick<AppContext, 'db' | 'media'>, set: AnalysedSet): Promise<RecordedSet>;
export async function recordSet(
  ctx: Pick<AppContext, 'db' | 'media'>,
  set: AnalysedSet,
  options: RecordSetOptions,
): Promise<RecordedSet | null>;
export async function recordSet(
  ctx: Pick<AppContext, 'db' | 'media'>,
  set: AnalysedSet,
  options: RecordSetOptions = {},
): Promise<RecordedSet | null> {
  const incoming = 'storedName' in set.upload ? [] : [set.upload];
  const rendered = [set.rendered.processed, set.rendered.poster];
  const files = [...incoming, ...rendered.filter((file): file is IncomingFile => file !== null)];
  try {
    return await keepMedia(ctx, set.userId, files, async (trx, names) => {
      if (options.claim && !(await options.claim(trx))) throw new Declined();
      const [original, ...others] = 'storedName' in set.upload ? [set.upload.storedName, ...names] : names;
      const processed = set.rendered.processed ? others.shift() : undefined;
      const poster = set.rendered.poster ? others.shift() : undefined;
      const { media, best } = await writeAnalysedSet(trx, {
        userId: set.userId,
        exerciseChoice: set.exerciseChoice,
        analysis: set.analysis,
        feedback: set.feedback,
        originalFile: original ?? null,
        processedFile: processed ?? null,
        posterFile: poster ?? null,
        loadKg: set.loadKg,
      });
      const recorded: RecordedSet = {
        media,
        result: {
          feedback: set.feedback,
          is_new_pr: best?.isNew ?? false,
          analysis: set.analysis,
          personal_best: best ? toPersonalBest(best.personalBest) : null,
        },
      };
      await options.then?.(trx, recorded);
      return recorded;
    });
  } catch (err) {
    if (err instanceof Declined) return null;
    throw err;
  }
}
