import { Option, type Command } from '@commander-js/extra-typings';
import { ApiError } from '@spotter/core/api';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { publicUser } from '../services/onboard.js';
import { switchUser } from '../services/session.js';
import { readKey } from '../services/sign-in.js';

type UsersUseFlags = InputOf<typeof declare>['options'];

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
  return (
    await ask.secret("That user's token (spt_…)", { validate: (v) => (v.trim() ? undefined : 'The token is required') })
  ).trim();
}

const declare = (command: Command) =>
  command
    .description(
      'make another user current (checked with the server); the token is asked for unseen, or read from stdin',
    )
    .argument('<id>', 'the user id')
    .option('--token-stdin', "that user's token (from sign-up) on the first line of stdin")
    // Refused with a message: a token in argv lands in shell history and `ps`.
    .addOption(new Option('--token <token>').hideHelp())
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter users use 3f2c…', 'on a terminal: asks for the token'],
        ['pass show spotter-token | spotter users use 3f2c… --token-stdin', 'scripts'],
      ),
    );

async function run(ctx: CliContext, { args, options, usage }: InputOf<typeof declare>): Promise<void> {
  const id = String(args[0]);
  const token = await tokenOf(ctx, options, usage);
  // Checked with the token being switched to, not the current user's.
  const [store, api] = await Promise.all([ctx.session(), ctx.apiWith(token)]);
  const user = await switchUser({ api, store, id, token }).catch((err: unknown) => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404)) {
      throw new CliError(
        `Cannot switch to user ${id}: ${err.detail}`,
        1,
        'check the id and the token (`spotter whoami` shows the current user)',
      );
    }
    throw err;
  });
  if (options.json) return ctx.out.json(publicUser(user));
  ctx.out.message(`Now signed in as ${user.first_name} <${user.email}> (id ${user.id}).`);
}

export default defineCommand({ declare, run });
