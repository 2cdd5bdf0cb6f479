import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { getConfig } from '../services/config.js';

export async function run(ctx: CliContext, { args, options, usage }: CommandInput<{ json?: boolean; showToken?: boolean }>): Promise<void> {
  const { key, value } = getConfig({ store: await ctx.config(), session: await ctx.session(), key: args[0] as string | undefined, usage, showToken: options.showToken === true });
  if (options.json || typeof value !== 'string') return ctx.out.json(value);
  ctx.out.result(key === null ? JSON.stringify(value, null, 2) : value);
}
