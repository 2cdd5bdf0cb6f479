import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { publicUser } from '../services/onboard.js';
import { readKey, signIn, type Credentials } from '../services/sign-in.js';

type LoginFlags = InputOf<typeof declare>['options'];

/** --key KEY, --key - (stdin), --email with --password-stdin, or on a terminal the email and password asked for (the password unseen). */
async function credentialsOf(ctx: CliContext, flags: LoginFlags, usage: string): Promise<Credentials> {
  if (flags.key !== undefined) {
    if (flags.email || flags.passwordStdin)
      throw new UsageError('Pass either --key or --email (with --password-stdin), not both', usage);
    const signInKey = flags.key === '-' ? readKey(await ctx.readStdin()) : flags.key.trim();
    if (!signInKey) throw new UsageError(flags.key === '-' ? 'No sign-in key on stdin' : '--key is empty', usage);
    return { signInKey };
  }
  if (flags.passwordStdin) {
    // The password from a pipe (a password manager), never from argv: the first line, as `docker login` reads it.
    if (!flags.email?.trim()) throw new UsageError('--password-stdin needs --email', usage);
    const password = (await ctx.readStdin()).split(/\r?\n/)[0] ?? '';
    if (!password) throw new UsageError('No password on stdin (--password-stdin reads its first line)', usage);
    return { email: flags.email.trim(), password };
  }
  const ask = await ctx.prompter(
    '--key KEY (or --key - to read it from stdin), or --email EMAIL --password-stdin',
    usage,
  );
  const email =
    flags.email?.trim() ||
    (await ask.text('Email', {
      placeholder: 'you@example.com',
      validate: (v) => (v.trim() ? undefined : 'Email is required'),
    }));
  const password = await ask.secret('Password', { validate: (v) => (v ? undefined : 'Password is required') });
  return { email, password };
}

const declare = (command: Command) =>
  command
    .description('sign in to your account on this machine (email and password, or your sign-in key)')
    .option('--email <email>', 'your email (the password is then asked for, unseen)')
    .option('--key <key>', "your sign-in key ('-' reads it from stdin)")
    .option('--password-stdin', 'with --email: the password on the first line of stdin (scripts, password managers)')
    .addOption(json())
    .addHelpText(
      'after',
      `${examples(
        ['spotter login', 'on a terminal: asks for email and password'],
        ['spotter login --key SPK-7F3QK-…', 'with your sign-in key'],
        ['pass show spotter | spotter login --key -', 'the key from stdin (scripts)'],
        ['pass show spotter-pw | spotter login --email ada@example.com --password-stdin', 'the password from stdin'],
      )}
Each sign-in is a device of its own ("spotter CLI on <hostname> (<user>)"): \`spotter account devices\` lists them.
`,
    );

async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const credentials = await credentialsOf(ctx, options, usage);
  const [api, store, device] = await Promise.all([ctx.apiWith(null), ctx.session(), ctx.deviceLabel()]);
  const user = await signIn({ api, store, credentials, device });
  if (options.json) return ctx.out.json(publicUser(user));
  ctx.out.message(ctx.out.errColors.green(`Welcome back, ${user.first_name}!`));
  ctx.out.result(`Signed in as ${user.first_name} <${user.email}> (id ${user.id}) on this device ("${device}")`);
}

export default defineCommand({ declare, run });
