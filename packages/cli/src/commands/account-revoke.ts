import type { CliContext } from '../context.js';
import { CancelledError, UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { revokeAllDevices, revokeDevice } from '../services/account.js';

/** Signs one device out, or every device (this one too) with --all. */
export async function run(ctx: CliContext, { args, options, usage }: CommandInput<{ all?: boolean; yes?: boolean; passwordStdin?: boolean }>): Promise<void> {
  const deviceId = args[0] as string | undefined;
  if (Boolean(deviceId) === Boolean(options.all)) throw new UsageError('Pass a device id (see `spotter account devices`) or --all', usage);
  const [api, store, user] = await Promise.all([ctx.api(), ctx.session(), ctx.requireUser()]);
  if (options.all) {
    let proof = options.passwordStdin ? (await ctx.readStdin()).split(/\r?\n/)[0] ?? '' : '';
    if (!options.yes || !proof) {
      const ask = await ctx.prompter('--yes --password-stdin', usage);
      if (!options.yes && !(await ask.confirm('Sign out everywhere, this machine included?'))) throw new CancelledError();
      if (!proof) proof = await ask.secret('Your password, or your sign-in key (SPK-…)');
    }
    await revokeAllDevices({ api, store, user, proof });
    return ctx.out.message('Signed out everywhere: every token of your account stopped working, this one too.');
  }
  const wasThis = await revokeDevice({ api, store, user, deviceId: deviceId! });
  ctx.out.message(wasThis ? 'This machine is signed out.' : `Device ${deviceId} is signed out: its token stopped working.`);
}
