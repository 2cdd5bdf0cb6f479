import type { CliContext } from '../context.js';
import { CancelledError, UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { deleteAccount, type Proof } from '../services/account.js';
import { readKey } from '../services/sign-in.js';

interface DeleteFlags {
  key?: string;
  passwordStdin?: boolean;
  yes?: boolean;
}

const SCRIPTED = '--password-stdin or --key KEY, and --yes';

/** The password or key that confirms the deletion: from the flags, else asked for on the terminal. */
async function proofOf(ctx: CliContext, flags: DeleteFlags, usage: string): Promise<Proof> {
  if (flags.key !== undefined && flags.passwordStdin) throw new UsageError('Pass either --key or --password-stdin, not both', usage);
  if (flags.key !== undefined) {
    const signInKey = flags.key === '-' ? readKey(await ctx.readStdin()) : flags.key.trim();
    if (!signInKey) throw new UsageError('The sign-in key is empty', usage);
    return { signInKey };
  }
  if (flags.passwordStdin) {
    const password = (await ctx.readStdin()).split(/\r?\n/)[0] ?? '';
    if (!password) throw new UsageError('No password on stdin', usage);
    return { password };
  }
  const ask = await ctx.prompter(SCRIPTED, usage);
  const how = await ask.select('Confirm it is you with', [
    { value: 'password', label: 'my password' },
    { value: 'key', label: 'my sign-in key' },
  ]);
  if (how === 'key') return { signInKey: await ask.secret('Sign-in key', { validate: (v) => (v.trim() ? undefined : 'The key is required') }) };
  return { password: await ask.secret('Password', { validate: (v) => (v ? undefined : 'The password is required') }) };
}

export async function run(ctx: CliContext, { options, usage }: CommandInput<DeleteFlags>): Promise<void> {
  const [api, store, user] = await Promise.all([ctx.api(), ctx.session(), ctx.requireUser()]);
  if (!options.yes) {
    const ask = await ctx.prompter(SCRIPTED, usage);
    const sure = await ask.confirm(
      `Delete the account of ${user.email} and everything stored about it (videos, plans, personal bests, chat, devices)? This cannot be undone.`,
    );
    if (!sure) throw new CancelledError('Cancelled: nothing was deleted');
  }
  const proof = await proofOf(ctx, options, usage);
  await deleteAccount({ api, store, user, proof });
  ctx.out.message(`The account of ${user.email} and everything stored about it are deleted; this machine is signed out.`);
}
