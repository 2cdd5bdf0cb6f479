import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { newSignInKey, signedOutLine } from '../services/account.js';
import { SIGN_IN_KEY_NOTICE } from '../services/onboard.js';

const declare = (command: Command) =>
  command
    .description('make a new sign-in key (the old one stops working at once)')
    .option('--password-stdin', 'confirm with your password (or your current sign-in key) on the first line of stdin')
    .addOption(json('print { sign_in_key }'))
    .addHelpText('after', examples(['spotter account key', 'a new key, shown once']));

/** A new sign-in key (the old one stops working, other devices are signed out), confirmed with the password or the key. */
async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  let proof = options.passwordStdin ? ((await ctx.readStdin()).split(/\r?\n/)[0] ?? '') : '';
  if (!proof) {
    if (!ctx.interactive)
      throw new CliError(
        'A new sign-in key needs your password or your current sign-in key',
        1,
        'pass --password-stdin with either on stdin',
      );
    const ask = await ctx.prompter('--password-stdin', usage);
    proof = await ask.secret('Your password, or your current sign-in key (SPK-…)');
  }
  const result = await newSignInKey({ api, user, proof });
  if (options.json) return ctx.out.json(result);
  ctx.out.result(`Sign-in key: ${ctx.out.colors.bold(result.sign_in_key)}`);
  ctx.out.message(`Your old key no longer works. ${signedOutLine(result.signed_out_devices)}\n${SIGN_IN_KEY_NOTICE}`);
}

export default defineCommand({ declare, run });
