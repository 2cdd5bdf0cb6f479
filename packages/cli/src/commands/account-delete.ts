import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { CancelledError, UsageError } from '../errors.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { deleteAccount, type Proof } from '../services/account.js';
import { readKey } from '../services/sign-in.js';

type DeleteFlags = InputOf<typeof declare>['options'];

const SCRIPTED = '--password-stdin or --key KEY, and --yes';

/** The password or key that confirms the deletion: from the flags, else asked for on the terminal. */
async function proofOf(ctx: CliContext, flags: DeleteFlags, usage: string): Promise<Proof> {
  if (flags.key !== undefined && flags.passwordStdin)
    throw new UsageError('Pass either --key or --password-stdin, not both', usage);
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
  if (how === 'key')
    return {
      signInKey: await ask.secret('Sign-in key', { validate: (v) => (v.trim() ? undefined : 'The key is required') }),
    };
  return { password: await ask.secret('Password', { validate: (v) => (v ? undefined : 'The password is required') }) };
}

const declare = (command: Command) =>
  command
    .description(
      'delete your account and everything stored about it (asks first; confirmed with your password or sign-in key)',
    )
    .option('--password-stdin', 'confirm with the password on the first line of stdin')
    .option('--key <key>', "confirm with your sign-in key ('-' reads it from stdin)")
    .option('-y, --yes', 'do not ask "are you sure?"')
    .addHelpText(
      'after',
      examples(
        ['spotter account delete', 'on a terminal: asks to confirm, then for your password or key'],
        ['echo "$PASSWORD" | spotter account delete --password-stdin --yes', 'scripts'],
        ['spotter export > me.json && spotter account delete', 'keep a copy first'],
      ),
    );

async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
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
  ctx.out.message(
    `The account of ${user.email} and everything stored about it are deleted; this machine is signed out.`,
  );
}

export default defineCommand({ declare, run });
