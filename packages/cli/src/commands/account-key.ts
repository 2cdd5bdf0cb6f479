import { ApiError } from '@spotter/core/api';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { newSignInKey } from '../services/account.js';
import { SIGN_IN_KEY_NOTICE } from '../services/onboard.js';

/** A new sign-in key (the old one stops working); with a password set, the password confirms it. */
export async function run(ctx: CliContext, { options, usage }: CommandInput<{ passwordStdin?: boolean; json?: boolean }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  const currentPassword = options.passwordStdin ? (await ctx.readStdin()).split(/\r?\n/)[0] || undefined : undefined;
  const key = await newSignInKey({ api, user, currentPassword }).catch(async (err: unknown) => {
    // 400: the account has a password, and it must confirm a new key.
    if (!(err instanceof ApiError && err.status === 400) || currentPassword) throw err;
    if (!ctx.interactive) throw new CliError(err.detail, 1, 'pass --password-stdin with your password on stdin');
    const ask = await ctx.prompter('--password-stdin', usage);
    return newSignInKey({ api, user, currentPassword: await ask.secret('Your password') });
  });
  if (options.json) return ctx.out.json({ sign_in_key: key });
  ctx.out.result(`Sign-in key: ${ctx.out.colors.bold(key)}`);
  ctx.out.message(`Your old key no longer works.\n${SIGN_IN_KEY_NOTICE}`);
}
