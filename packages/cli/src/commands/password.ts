import { ApiError } from '@spotter/core/api';
import { PasswordSchema } from '@spotter/core/schemas';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import type { Prompter } from '../prompts/prompter.js';
import { setPassword } from '../services/account.js';

const checkPassword = (value: string) => {
  const parsed = PasswordSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** A 400 after a valid new password means the account has one already and the current one is needed. */
const needsCurrent = (err: unknown) => err instanceof ApiError && err.status === 400;

async function askNew(ask: Prompter): Promise<string> {
  const password = await ask.secret('New password', { validate: checkPassword });
  await ask.secret('The same again', { validate: (v) => (v === password ? undefined : 'The two passwords differ') });
  return password;
}

/** Sets a password (or changes it: the current one is asked for when one is set). */
export async function run(ctx: CliContext, { options, usage }: CommandInput<{ passwordStdin?: boolean }>): Promise<void> {
  const [api, user] = await Promise.all([ctx.api(), ctx.requireUser()]);
  if (options.passwordStdin) {
    const [password = '', currentPassword] = (await ctx.readStdin()).split(/\r?\n/);
    const problem = checkPassword(password);
    if (problem) throw new UsageError(`The new password on stdin: ${problem}`, usage);
    await setPassword({ api, user, password, currentPassword: currentPassword || undefined }).catch((err: unknown) => {
      if (needsCurrent(err)) throw new CliError((err as ApiError).detail, 1, 'put the current password on the second line of stdin');
      throw err;
    });
  } else {
    const ask = await ctx.prompter('--password-stdin (the new password on the first line of stdin, the current one on the second)', usage);
    const password = await askNew(ask);
    await setPassword({ api, user, password }).catch(async (err: unknown) => {
      if (!needsCurrent(err)) throw err;
      const currentPassword = await ask.secret('Your current password');
      await setPassword({ api, user, password, currentPassword });
    });
  }
  ctx.out.message(ctx.out.errColors.green(`Password set: sign in anywhere with ${user.email} and it (\`spotter login\`).`));
}
