import { ApiError } from '@spotter/core/api';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { publicUser } from '../services/onboard.js';
import { switchUser } from '../services/session.js';

export async function run(ctx: CliContext, { args, options }: CommandInput<{ token: string; json?: boolean }>): Promise<void> {
  const id = String(args[0]);
  // Checked with the token being switched to, not the current user's.
  const [store, api] = await Promise.all([ctx.session(), ctx.apiWith(options.token)]);
  const user = await switchUser({ api, store, id, token: options.token }).catch((err: unknown) => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404)) {
      throw new CliError(`Cannot switch to user ${id}: ${err.detail}`, 1, 'check the id and the token (`spotter config get currentUser` shows the current ones)');
    }
    throw err;
  });
  if (options.json) return ctx.out.json(publicUser(user));
  ctx.out.message(`Now signed in as ${user.first_name} <${user.email}> (id ${user.id}).`);
}
