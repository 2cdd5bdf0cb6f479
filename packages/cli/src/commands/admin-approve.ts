import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples, type InputOf } from '../command.js';
import type { CliContext } from '../context.js';
import { adminTokenOption } from '../flags/admin-token.js';
import { adminToken, approve } from '../services/admin.js';

const declare = (command: Command) =>
  command
    .description('approve one contribution: it joins the public library')
    .argument('<id>', 'the contribution id')
    .addOption(adminTokenOption())
    .option('--json', 'print the contribution as JSON')
    .addHelpText('after', examples(['spotter admin approve 42', 'approve it']));

/** `admin approve <id>`: one decision, for scripts. */
async function run(ctx: CliContext, { args: [id], options, usage }: InputOf<typeof declare>): Promise<void> {
  const api = await ctx.apiWith(adminToken(options.adminToken, ctx.env, usage));
  const decided = await approve({ api, id });
  if (options.json) return ctx.out.json(decided);
  ctx.out.message(`${decided.name} (${decided.id}) is ${decided.review_status}.`);
}

export default defineCommand({ declare, run });
