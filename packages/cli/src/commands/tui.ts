import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';

export const run = async (ctx: CliContext): Promise<number> => {
  if (!ctx.interactive) throw new UsageError('`spotter tui` needs an interactive terminal; try `spotter dashboard`, `spotter exercises` or `spotter --help` for scriptable commands');
  return ctx.openTui('home');
};
