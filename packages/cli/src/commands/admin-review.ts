import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { adminToken, listQueue, reviewQueue } from '../services/admin.js';

/** Walks the pending queue on a terminal: approve, reject with a reason, skip, or quit. */
export async function run(ctx: CliContext, { options, usage }: CommandInput<{ adminToken?: string }>): Promise<void> {
  if (!ctx.interactive) {
    throw new UsageError('spotter admin review needs a terminal: scripts use `spotter admin contributions --json` and `spotter admin approve|reject <id>`', usage);
  }
  const api = await ctx.apiWith(adminToken(options.adminToken, ctx.env, usage));
  const ask = await ctx.prompter('a terminal', usage);
  const queue = await listQueue({ api, status: 'pending' });
  if (!queue.length) return ctx.out.message('No contributions await review.');
  const { bold } = ctx.out.errColors;
  const tally = await reviewQueue({ api, ask, queue, show: ([first, title, ...rest]) => ctx.out.message(['', first, bold(title ?? ''), ...rest].join('\n')) });
  const left = queue.length - tally.approved - tally.rejected;
  ctx.out.message(`Approved ${tally.approved}, rejected ${tally.rejected}${left ? `, ${left} still pending` : ''}.`);
}
