import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { getConfig } from '../services/config.js';

const declare = (command: Command) =>
  command
    .description('print a value, or the whole config')
    .argument('[key]', 'apiUrl, currentUser or token')
    .option('--show-token', "print this device's token in full (masked otherwise: spt_…9xQk)")
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter config get', 'the whole config, token masked'],
        ['spotter config get apiUrl', 'the server the CLI talks to'],
        ['spotter config get token --show-token', "this device's token, in full"],
      ),
    );

async function run(ctx: CliContext, { args, options, usage }: InputOf<typeof declare>): Promise<void> {
  const { key, value } = getConfig({
    store: await ctx.config(),
    session: await ctx.session(),
    key: args[0],
    usage,
    showToken: options.showToken === true,
  });
  if (options.json || typeof value !== 'string') return ctx.out.json(value);
  ctx.out.result(key === null ? JSON.stringify(value, null, 2) : value);
}

export default defineCommand({ declare, run });
