import type { CliContext } from '../context.js';
import { NotSignedInError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { publicUser } from '../services/onboard.js';
import { describeServer } from '../services/server-health.js';
import { whoami } from '../services/session.js';

export async function run(ctx: CliContext, { options }: CommandInput<{ json?: boolean }>): Promise<void> {
  const user = whoami({ store: await ctx.config() });
  if (!user) throw new NotSignedInError();
  if (options.json) return ctx.out.json(publicUser(user));
  const server = await describeServer({ api: await ctx.api() });
  ctx.out.result(`${user.first_name} <${user.email}>\nid: ${user.id}\nserver: ${await ctx.apiUrl()} (${server})`);
}
