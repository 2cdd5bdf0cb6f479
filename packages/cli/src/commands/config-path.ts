import type { CliContext } from '../context.js';

export async function run(ctx: CliContext): Promise<void> {
  ctx.out.result((await ctx.config()).path);
}
