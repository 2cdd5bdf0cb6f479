import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { setConfig } from '../services/config.js';

const declare = (command: Command) =>
  command
    .description('set a value (apiUrl)')
    .argument('<key>', 'apiUrl')
    .argument('<value>', 'the new value')
    .addHelpText('after', examples(['spotter config set apiUrl http://10.0.0.5:8787', 'use another server']));

async function run(ctx: CliContext, { args, usage }: InputOf<typeof declare>): Promise<void> {
  const value = setConfig({ store: await ctx.config(), key: String(args[0]), value: String(args[1]), usage });
  ctx.out.message(`${String(args[0])} = ${value}`);
}

export default defineCommand({ declare, run });
