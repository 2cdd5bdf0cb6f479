import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { adminTokenOption } from '../flags/admin-token.js';
import { CancelledError, UsageError } from '../errors.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import {
  adminToken,
  listQueue,
  newReviewTally,
  reviewQueue,
  reviewSummary,
  type ReviewTally,
} from '../services/admin.js';

/** What a stopped walk kept: each decision the server confirmed stays; the one in flight may or may not have. */
function stoppedLine(tally: ReviewTally, queueLength: number): string {
  const reviewed = tally.approved + tally.rejected;
  const saved = reviewed
    ? `${reviewed} reviewed before the stop ${reviewed === 1 ? 'is' : 'are'} saved`
    : 'nothing was decided';
  const left = queueLength - reviewed;
  const inFlight = tally.sending
    ? `; "${tally.sending.name}" was being ${tally.sending.decision === 'approve' ? 'approved' : 'rejected'} (see \`spotter admin contributions --status ${tally.sending.decision === 'approve' ? 'approved' : 'rejected'}\`)`
    : '';
  return `Stopped: ${saved} (${tally.approved} approved, ${tally.rejected} rejected), ${left} left pending${inFlight}.`;
}

const declare = (command: Command) =>
  command
    .description('walk the pending queue: approve, reject with a reason, skip, or quit')
    .addOption(adminTokenOption())
    .addHelpText('after', examples(['SPOTTER_ADMIN_TOKEN=… spotter admin review', 'one contribution at a time']));

/** Walks the pending queue on a terminal: approve, reject with a reason, skip, or quit. */
async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  if (!ctx.interactive) {
    throw new UsageError(
      'spotter admin review needs a terminal: scripts use `spotter admin contributions --json` and `spotter admin approve|reject <id>`',
      usage,
    );
  }
  const api = await ctx.apiWith(adminToken(options.adminToken, ctx.env, usage));
  const ask = await ctx.prompter('a terminal', usage);
  const queue = await listQueue({ api, status: 'pending' });
  if (!queue.length) return ctx.out.message('No contributions await review.');
  const { bold } = ctx.out.errColors;
  const tally = newReviewTally();
  try {
    await reviewQueue({
      api,
      ask,
      queue,
      tally,
      show: ([first, title, ...rest]) => ctx.out.message(['', first, bold(title ?? ''), ...rest].join('\n')),
    });
  } catch (err) {
    // Ctrl-C at a question (a cancel), during a request (the interrupt) or a failed request: say what was kept.
    if (err instanceof CancelledError) throw new CancelledError(stoppedLine(tally, queue.length));
    ctx.out.message(stoppedLine(tally, queue.length));
    throw err;
  }
  ctx.out.message(reviewSummary(tally, queue.length));
}

export default defineCommand({ declare, run });
