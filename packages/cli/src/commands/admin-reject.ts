import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples, type InputOf } from '../command.js';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { adminTokenOption } from '../flags/admin-token.js';
import { adminToken, reject } from '../services/admin.js';

const declare = (command: Command) =>
  command
    .description('reject one contribution, with the reason its contributor is told')
    .argument('<id>', 'the contribution id')
    .option('--reason <text>', 'why (required)')
    .addOption(adminTokenOption())
    .option('--json', 'print the contribution as JSON')
    .addHelpText(
      'after',
      examples(['spotter admin reject 42 --reason "Already in the library as Goblet Squat"', 'reject it']),
    );

/** `admin reject <id> --reason …`: one decision, for scripts. */
async function run(ctx: CliContext, { args: [id], options, usage }: InputOf<typeof declare>): Promise<void> {
  const reason = options.reason?.trim();
  if (!reason) throw new UsageError('--reason is required: the contributor is told why', usage);
  const api = await ctx.apiWith(adminToken(options.adminToken, ctx.env, usage));
  const decided = await reject({ api, id, reason });
  if (options.json) return ctx.out.json(decided);
  ctx.out.message(`${decided.name} (${decided.id}) is ${decided.review_status}.`);
}

export default defineCommand({ declare, run });
