import { writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ApiClient } from '@spotter/core/api';
import type { PlanExportFormat } from '@spotter/core/schemas';
import { CliError } from '../errors.js';

export interface PlanExportOptions {
  api: ApiClient;
  userId: string;
  format: PlanExportFormat;
  /** A plan id; the latest plan when absent. */
  planId?: string;
  /** YYYY-MM-DD: the calendar's week 1 starts on the Monday on or after it. */
  start?: string;
  /** A file to write; the text is returned for stdout when absent. */
  output?: string;
}

/** A plan as a calendar (.ics) or Markdown (.md), rendered by the server; written to a file or returned. */
export async function exportPlan(
  options: PlanExportOptions,
): Promise<{ planId: string; text: string; written: string | null }> {
  const planId = options.planId ?? (await options.api.listPlans(options.userId))[0]?.id;
  if (!planId)
    throw new CliError('No workout plan yet', 1, 'build one with `spotter plans new` or `spotter scan <photo>`');
  const text = await options.api.exportPlan(options.userId, planId, options.format, { start: options.start });
  if (options.output) {
    await writeFile(options.output, text, 'utf8').catch((err: NodeJS.ErrnoException) => {
      // Where to write is the user's to fix, not a bug: a folder that is not there, or one they cannot write to.
      if (err.code === 'ENOENT')
        throw new CliError(
          `The folder ${dirname(resolve(options.output!))} does not exist`,
          1,
          'create it first, or pass another -o path',
        );
      if (err.code === 'EACCES' || err.code === 'EISDIR')
        throw new CliError(
          `Cannot write ${options.output} (${err.code === 'EISDIR' ? 'it is a folder' : 'permission denied'})`,
          1,
        );
      throw err;
    });
  }
  return { planId, text, written: options.output ?? null };
}
