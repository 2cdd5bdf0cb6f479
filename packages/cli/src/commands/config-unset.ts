import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { unsetConfig } from '../services/config.js';

const declare = (command: Command) =>
  command
    .description('remove a value (apiUrl, currentUser)')
    .argument('<key>', 'apiUrl or currentUser')
    .addHelpText(
      'after',
      examples(
        ['spotter config unset apiUrl', 'back to the default server'],
        ['spotter config unset currentUser', 'same as logout'],
      ),
    );

async function run(ctx: CliContext, { args, usage }: InputOf<typeof declare>): Promise<void> {
  unsetConfig({ store: await ctx.config(), session: await ctx.session(), key: String(args[0]), usage });
  ctx.out.message(`${String(args[0])} unset.`);
}

export default defineCommand({ declare, run });
