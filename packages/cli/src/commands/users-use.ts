import { ApiError } from '@spotter/core/api';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { publicUser } from '../services/onboard.js';
import { switchUser } from '../services/session.js';
import { readKey } from '../services/sign-in.js';

interface UsersUseFlags {
  tokenStdin?: boolean;
  /** Refused: kept only to say why and what to do instead. */
  token?: string;
  json?: boolean;
}

/** The token comes from a pipe or an unseen prompt, never argv (shell history and `ps` would keep it). */
async function tokenOf(ctx: CliContext, flags: UsersUseFlags, usage: string): Promise<string> {
  if (flags.token !== undefined) {
    throw new UsageError(
      'A token is never taken on the command line (shell history and `ps` would show it): pipe it in with --token-stdin, e.g. `pass show spotter-token | spotter users use <id> --token-stdin`',
      usage,
    );
  }
  if (flags.tokenStdin) {
    const token = readKey(await ctx.readStdin());
    if (!token) throw new UsageError('No token on stdin (--token-stdin reads its first line)', usage);
    return token;
  }
  const ask = await ctx.prompter('--token-stdin (the token on the first line of stdin)', usage);
  return (await ask.secret("That user's token (spt_…)", { validate: (v) => (v.trim() ? undefined : 'The token is required') })).trim();
}

export async function run(ctx: CliContext, { args, options, usage }: CommandInput<UsersUseFlags>): Promise<void> {
  const id = String(args[0]);
  const token = await tokenOf(ctx, options, usage);
  // Checked with the token being switched to, not the current user's.
  const [store, api] = await Promise.all([ctx.session(), ctx.apiWith(token)]);
  const user = await switchUser({ api, store, id, token }).catch((err: unknown) => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404)) {
      throw new CliError(`Cannot switch to user ${id}: ${err.detail}`, 1, 'check the id and the token (`spotter whoami` shows the current user)');
    }
    throw err;
  });
  if (options.json) return ctx.out.json(publicUser(user));
  ctx.out.message(`Now signed in as ${user.first_name} <${user.email}> (id ${user.id}).`);
}
