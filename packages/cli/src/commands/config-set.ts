import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { setConfig } from '../services/config.js';

export async function run(ctx: CliContext, { args, usage }: CommandInput): Promise<void> {
  const value = setConfig({ store: await ctx.config(), key: String(args[0]), value: String(args[1]), usage });
  ctx.out.message(`${String(args[0])} = ${value}`);
}
