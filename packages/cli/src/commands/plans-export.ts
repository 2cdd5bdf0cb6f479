import { PLAN_EXPORT_TYPES, type PlanExportFormat } from '@spotter/core/schemas';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { exportPlan } from '../services/plan-export.js';

const FORMATS = Object.keys(PLAN_EXPORT_TYPES) as PlanExportFormat[];

export async function run(
  ctx: CliContext,
  { options }: CommandInput<{ format?: string; plan?: string; start?: string; output?: string }>,
): Promise<void> {
  const format = (options.format ?? 'md').toLowerCase();
  if (!(FORMATS as string[]).includes(format)) throw new UsageError(`--format must be one of: ${FORMATS.join(', ')} (got "${options.format}")`);
  if (options.start !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.start)) throw new UsageError(`--start must be a date like 2026-12-07 (got "${options.start}")`);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const result = await exportPlan({ api, userId: user.id, format: format as PlanExportFormat, planId: options.plan, start: options.start, output: options.output });
  if (result.written) return ctx.out.message(`Wrote the plan as ${format === 'ics' ? 'a calendar' : 'Markdown'} to ${result.written}`);
  // The file itself is the result, as it is (a calendar keeps its CRLF line ends).
  ctx.out.result(result.text);
}
