import type { CliContext } from '../context.js';
import { logout } from '../services/session.js';

export async function run(ctx: CliContext): Promise<void> {
  const had = logout({ store: await ctx.config() });
  ctx.out.message(had ? 'Signed out.' : 'Nobody was signed in.');
}
