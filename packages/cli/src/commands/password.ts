import type { Command } from '@commander-js/extra-typings';
import { PASSWORD_MIN_LENGTH } from '@spotter/core/constants';
import { PasswordSchema } from '@spotter/core/schemas';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import type { Prompter } from '../prompts/prompter.js';
import { setPassword, signedOutLine } from '../services/account.js';

const checkPassword = (value: string) => {
  const parsed = PasswordSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

async function askNew(ask: Prompter): Promise<string> {
  const password = await ask.secret('New password', { validate: checkPassword });
  await ask.secret('The same again', { validate: (v) => (v === password ? undefined : 'The two passwords differ') });
  return password;
}

const declare = (command: Command) =>
  command
    .description(
      `set a password (at least ${PASSWORD_MIN_LENGTH} characters), or change it, so you can sign in with your email`,
    )
    .option(
      '--password-stdin',
      'read the new password from the first line of stdin, and the current one (or your sign-in key) from the second',
    )
    .addHelpText(
      'after',
      examples(
        ['spotter password', 'on a terminal: asks, unseen'],
        ['printf "%s\\n%s\\n" "$NEW" "$OLD" | spotter password --password-stdin', 'scripts'],
      ),
    );

/** Sets a password or changes it, confirmed with the current password or the sign-in key; other devices are signed out. */
async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  let signedOut: number;
  if (options.passwordStdin) {
    const [password = '', proof = ''] = (await ctx.readStdin()).split(/\r?\n/);
    const problem = checkPassword(password);
    if (problem) throw new UsageError(`The new password on stdin: ${problem}`, usage);
    if (!proof)
      throw new UsageError('Put your current password (or your sign-in key, SPK-…) on the second line of stdin', usage);
    signedOut = await setPassword({ api, user, password, proof });
  } else {
    const ask = await ctx.prompter(
      '--password-stdin (the new password on the first line of stdin, the current one or your sign-in key on the second)',
      usage,
    );
    const password = await askNew(ask);
    const proof = await ask.secret('Your current password, or your sign-in key (SPK-…) if you have no password');
    signedOut = await setPassword({ api, user, password, proof });
  }
  ctx.out.message(
    ctx.out.errColors.green(`Password set: sign in anywhere with ${user.email} and it (\`spotter login\`).`),
  );
  ctx.out.message(signedOutLine(signedOut));
}

export default defineCommand({ declare, run });
