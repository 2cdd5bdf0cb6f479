import { defineCommand, examples } from '../command.js';
import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';

const declare = (command: Command) =>
  command
    .description('print the path of the config file')
    .addHelpText(
      'after',
      examples(
        ['spotter config path', 'e.g. ~/.config/spotter/config.json'],
        ['SPOTTER_CONFIG_DIR=/tmp/s spotter config path', '/tmp/s/config.json'],
      ),
    );

async function run(ctx: CliContext): Promise<void> {
  ctx.out.result((await ctx.config()).path);
}

export default defineCommand({ declare, run });
