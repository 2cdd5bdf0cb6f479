import { z } from 'zod';
import { text } from './common.js';
import { ErrorBodySchema } from './common.js';
import { UploadExerciseResultSchema } from './coach.js';

/**
 * POST /upload-exercise?async=1: answer at once with a job to ask about, instead of waiting for the analysis.
 * ?progress=1: wait, with the analysis's progress streamed as server-sent events (UploadProgressEvents).
 */
export const UploadExerciseQuerySchema = z.object({
  async: z
    .enum(['0', '1'], { error: 'async must be 1 (answer at once with a job id) or 0 (wait for the analysis)' })
    .optional(),
  progress: z
    .enum(['0', '1'], {
      error: 'progress must be 1 (stream the analysis as server-sent events) or 0 (one JSON answer)',
    })
    .optional(),
});

/**
 * The stages of a video's analysis, in order: reading the file, finding the lifter in each frame (the long one),
 * counting and judging the reps, drawing the processed video.
 */
export const ANALYSIS_STAGES = ['decoding', 'pose', 'counting', 'rendering'] as const;
export type AnalysisStageName = (typeof ANALYSIS_STAGES)[number];

/** How far an analysis got: its stage and the share of the whole analysis done (0 to 1, never going back). */
export const AnalysisProgressSchema = z.object({
  stage: z.enum(ANALYSIS_STAGES),
  share_done: z.number().min(0).max(1),
});
export type AnalysisProgress = z.infer<typeof AnalysisProgressSchema>;

/** A streamed upload that failed after its stream began: the status the plain call would have answered, and why. */
export const UploadFailedEventSchema = ErrorBodySchema.extend({ status: z.int() });

/**
 * The events of `POST /upload-exercise?progress=1`: `progress` events as the analysis goes, then one `done` whose
 * data is the same body the plain call answers, or one `error` ({detail, status}) when the upload failed after the
 * stream had begun (nothing was stored).
 */
export const UploadProgressEvents = {
  progress: AnalysisProgressSchema,
  done: UploadExerciseResultSchema,
  error: UploadFailedEventSchema,
} as const;

/** The 202 answer of an upload sent with ?async=1. */
export const JobAcceptedSchema = z.object({
  job_id: z.string(),
  /** GET this (with the same token) to learn how the job is doing. */
  status_url: z.string(),
});
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatusName = (typeof JOB_STATUSES)[number];

export const JobIdParamsSchema = z.object({ id: text().min(1).max(64) });

/** GET /jobs/{id}: an analysis job of the caller's. */
export const JobStatusSchema = z.object({
  job_id: z.string(),
  status: z.enum(JOB_STATUSES),
  /** How many times a worker has started it (a job whose worker was lost is started again). */
  attempts: z.int(),
  created_at: z.string(),
  /** When done: the same body the waiting upload answers with. */
  result: UploadExerciseResultSchema.nullable(),
  /** When failed: why, in plain words. */
  reason: z.string().nullable(),
  /** While running: the analysis's stage and the share of it done (null before a worker reports one, and once it ends). */
  stage: z.enum(ANALYSIS_STAGES).nullable(),
  share_done: z.number().min(0).max(1).nullable(),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;
