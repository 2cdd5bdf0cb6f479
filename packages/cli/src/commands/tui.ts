import type { Command } from '@commander-js/extra-typings';
import { defineCommand, examples } from '../command.js';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';

const declare = (command: Command) =>
  command
    .description('open the terminal UI (also: `spotter` with no arguments on a terminal)')
    .addHelpText('after', examples(['spotter tui', 'home screen: dashboard, library, chat']));

async function run(ctx: CliContext): Promise<number> {
  if (!ctx.interactive)
    throw new UsageError(
      '`spotter tui` needs an interactive terminal; try `spotter dashboard`, `spotter exercises` or `spotter --help` for scriptable commands',
    );
  return ctx.openTui('home');
}

export default defineCommand({ declare, run });
