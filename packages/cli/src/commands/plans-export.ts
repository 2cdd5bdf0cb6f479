import type { Command } from '@commander-js/extra-typings';
import { PLAN_EXPORT_TYPES, type PlanExportFormat } from '@spotter/core/schemas';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { exportPlan } from '../services/plan-export.js';

const FORMATS = Object.keys(PLAN_EXPORT_TYPES) as PlanExportFormat[];

/** YYYY-MM-DD naming a day that exists (2026-13-01 and 2026-02-30 do not): checked here, a usage error, not the server's 400. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const declare = (command: Command) =>
  command
    .description('the latest plan (or --plan <id>) as a calendar of your training days (ics) or as Markdown (md)')
    .option('--format <format>', 'ics or md', 'md')
    .option('--plan <id>', 'a plan id from `spotter plans --all --json` (default: the latest)')
    .option('--start <date>', 'ics: week 1 starts on the Monday on or after this date (YYYY-MM-DD)')
    .option('-o, --output <file>', 'write the file here instead of stdout')
    .addHelpText(
      'after',
      examples(
        ['spotter plans export --format ics > plan.ics', 'sessions on your training days, for any calendar app'],
        ['spotter plans export --format md -o plan.md', 'the plan as Markdown'],
      ),
    );

async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<void> {
  const format = (options.format ?? 'md').toLowerCase();
  if (!(FORMATS as string[]).includes(format))
    throw new UsageError(`--format must be one of: ${FORMATS.join(', ')} (got "${options.format}")`);
  if (options.start !== undefined && !isCalendarDate(options.start))
    throw new UsageError(`--start must be a real date like 2026-12-07 (got "${options.start}")`);
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const result = await exportPlan({
    api,
    userId: user.id,
    format: format as PlanExportFormat,
    planId: options.plan,
    start: options.start,
    output: options.output,
  });
  if (result.written)
    return ctx.out.message(`Wrote the plan as ${format === 'ics' ? 'a calendar' : 'Markdown'} to ${result.written}`);
  // The file itself is the result, as it is (a calendar keeps its CRLF line ends).
  ctx.out.result(result.text);
}

export default defineCommand({ declare, run });
