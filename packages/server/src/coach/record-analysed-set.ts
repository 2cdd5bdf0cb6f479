import type { Transaction } from 'kysely';
import type { UploadExerciseChoice } from '@spotter/core/constants';
import type { VideoAnalysis } from '@spotter/core/schemas';
import type { Database, MediaRow } from '../db/tables.js';
import { countsForBest, filedExercise } from '../jobs/set-rules.js';
import { insertMedia, recordSetBests } from '../store/records.js';
import { insertFilmedSet } from '../store/sets.js';
import { openWorkoutOf } from '../store/workouts.js';

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
 * What an analysed upload leaves, written in the caller's transaction: the media row (feedback and videos), the
 * personal bests when the coach stands behind the count, and, for a counted set, a set of the workout log in the
 * session the lifter has open (the coach's count kept as `coach_reps`). The one writer for the inline upload
 * (routes/upload-exercise.ts) and the queued job (jobs/analysis-jobs.ts).
 */
export async function recordAnalysedSet(trx: Transaction<Database>, upload: AnalysedUpload): Promise<{ media: MediaRow; best: Awaited<ReturnType<typeof recordSetBests>> | null }> {
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
    ? await recordSetBests(trx, { userId, exerciseName: analysis.exercise, reps: analysis.reps, loadKg: upload.loadKg, source: 'video' })
    : null;
  return { media, best };
}
