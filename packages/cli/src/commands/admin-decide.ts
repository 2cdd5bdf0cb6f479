import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { adminToken, approve, reject } from '../services/admin.js';

interface Flags {
  reason?: string;
  adminToken?: string;
  json?: boolean;
}

/** `admin approve <id>` and `admin reject <id> --reason …`: one decision, for scripts. */
export async function run(ctx: CliContext, { args, options, usage, command }: CommandInput<Flags>): Promise<void> {
  const id = String(args[0]);
  const api = await ctx.apiWith(adminToken(options.adminToken, ctx.env, usage));
  const rejecting = command.name() === 'reject';
  if (rejecting && !options.reason?.trim()) throw new UsageError('--reason is required: the contributor is told why', usage);
  const decided = rejecting ? await reject({ api, id, reason: options.reason!.trim() }) : await approve({ api, id });
  if (options.json) return ctx.out.json(decided);
  ctx.out.message(`${decided.name} (${decided.id}) is ${decided.review_status}.`);
}
