import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { unsetConfig } from '../services/config.js';

export async function run(ctx: CliContext, { args, usage }: CommandInput): Promise<void> {
  unsetConfig({ store: await ctx.config(), session: await ctx.session(), key: String(args[0]), usage });
  ctx.out.message(`${String(args[0])} unset.`);
}
