import type { ReviewStatus } from '@spotter/core/constants';
import type { CliContext } from '../context.js';
import { printTable } from '../output/table.js';
import type { CommandInput } from '../program/lazy-action.js';
import { adminToken, listQueue } from '../services/admin.js';

interface Flags {
  status: ReviewStatus;
  adminToken?: string;
  json?: boolean;
  wide?: boolean;
}

export async function run(ctx: CliContext, { options, usage }: CommandInput<Flags>): Promise<void> {
  const api = await ctx.apiWith(adminToken(options.adminToken, ctx.env, usage));
  const queue = await listQueue({ api, status: options.status });
  if (options.json) return ctx.out.json(queue);
  if (!queue.length) return ctx.out.message(`No ${options.status} contributions.`);
  printTable(
    ctx.out,
    ['Id', 'Name', 'Category', 'By', 'Sent', 'Status'],
    queue.map((c) => [c.id, c.name, c.category, c.contributor?.first_name ?? '(deleted)', c.created_at.slice(0, 10), c.review_status]),
    { wide: options.wide === true, names: [1] },
  );
  if (options.status === 'pending') ctx.out.message('Review them with `spotter admin review`.');
}
