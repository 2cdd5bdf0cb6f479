import { Option, type Command } from '@commander-js/extra-typings';
import { REVIEW_STATUSES } from '@spotter/core/constants';
import { adminTokenOption } from '../flags/admin-token.js';
import type { CliContext } from '../context.js';
import { printTable } from '../output/table.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { adminToken, listQueue } from '../services/admin.js';

const declare = (command: Command) =>
  command
    .description('list contributions by review status (pending first of all)')
    .addOption(new Option('--status <status>', 'which ones').choices(REVIEW_STATUSES).default('pending'))
    .addOption(adminTokenOption())
    .option('--json', 'print a JSON array of contributions with review_status and contributor')
    .option('--wide', 'on a terminal, every cell whole (the table is fitted to its width otherwise)')
    .addHelpText(
      'after',
      examples(
        ['spotter admin contributions', 'the pending queue'],
        ['spotter admin contributions --status rejected --json', 'what was turned down'],
      ),
    );

async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const api = await ctx.apiWith(adminToken(options.adminToken, ctx.env, usage));
  const queue = await listQueue({ api, status: options.status });
  if (options.json) return ctx.out.json(queue);
  if (!queue.length) return ctx.out.message(`No ${options.status} contributions.`);
  printTable(
    ctx.out,
    ['Id', 'Name', 'Category', 'By', 'Sent', 'Status'],
    queue.map((c) => [
      c.id,
      c.name,
      c.category,
      c.contributor?.first_name ?? '(deleted)',
      c.created_at.slice(0, 10),
      c.review_status,
    ]),
    { wide: options.wide === true, names: [1] },
  );
  if (options.status === 'pending') ctx.out.message('Review them with `spotter admin review`.');
}

export default defineCommand({ declare, run });
