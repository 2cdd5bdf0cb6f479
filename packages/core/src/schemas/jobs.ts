import { z } from 'zod';
import { text } from './common.js';
import { UploadExerciseResultSchema } from './coach.js';

/** POST /upload-exercise?async=1: answer at once with a job to ask about, instead of waiting for the analysis. */
export const UploadExerciseQuerySchema = z.object({
  async: z.enum(['0', '1'], { error: "async must be 1 (answer at once with a job id) or 0 (wait for the analysis)" }).optional(),
});

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
});
export type JobStatus = z.infer<typeof JobStatusSchema>;
