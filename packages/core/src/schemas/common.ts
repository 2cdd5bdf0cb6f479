import { z } from 'zod';

/** Every error the API returns: a human sentence in `detail`. */
export const ErrorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
