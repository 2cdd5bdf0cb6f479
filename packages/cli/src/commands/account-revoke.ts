import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { CancelledError, UsageError } from '../errors.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { revokeAllDevices, revokeDevice } from '../services/account.js';

const declare = (command: Command) =>
  command
    .description('sign a device out (its token stops working), or every device with --all')
    .argument('[device-id]', 'an id from `spotter account devices`, or its first characters (e.g. 82974c91)')
    .option('--all', 'sign out everywhere, this machine included')
    .option('-y, --yes', 'with --all: do not ask first')
    .option(
      '--password-stdin',
      'with --all: confirm with your password (or your sign-in key) on the first line of stdin',
    )
    .addHelpText(
      'after',
      examples(['spotter account revoke 7c1e…', 'one device'], ['spotter account revoke --all', 'sign out everywhere']),
    );

/** Signs one device out, or every device (this one too) with --all. */
async function run(ctx: CliContext, { args, options, usage }: InputOf<typeof declare>): Promise<void> {
  const [deviceId] = args;
  if (Boolean(deviceId) === Boolean(options.all))
    throw new UsageError('Pass a device id (see `spotter account devices`) or --all', usage);
  const [api, store, user] = await Promise.all([ctx.api(), ctx.session(), ctx.requireUser()]);
  if (options.all) {
    let proof = options.passwordStdin ? ((await ctx.readStdin()).split(/\r?\n/)[0] ?? '') : '';
    if (!options.yes || !proof) {
      const ask = await ctx.prompter('--yes --password-stdin', usage);
      if (!options.yes && !(await ask.confirm('Sign out everywhere, this machine included?')))
        throw new CancelledError();
      if (!proof) proof = await ask.secret('Your password, or your sign-in key (SPK-…)');
    }
    await revokeAllDevices({ api, store, user, proof });
    return ctx.out.message('Signed out everywhere: every token of your account stopped working, this one too.');
  }
  const wasThis = await revokeDevice({ api, store, user, deviceId: deviceId! });
  ctx.out.message(
    wasThis ? 'This machine is signed out.' : `Device ${deviceId} is signed out: its token stopped working.`,
  );
}

export default defineCommand({ declare, run });
