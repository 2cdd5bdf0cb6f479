import { defineCommand, examples } from '../command.js';
import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { logout } from '../services/session.js';

const declare = (command: Command) =>
  command
    .description('sign out on this machine: its token is revoked and the user forgotten here')
    .addHelpText(
      'after',
      examples(['spotter logout', 'sign out'], ['spotter account revoke --all', 'sign out everywhere instead']),
    );

async function run(ctx: CliContext): Promise<void> {
  const [api, store] = await Promise.all([ctx.api(), ctx.session()]);
  const result = await logout({ api, store });
  if (!result.signedIn) return ctx.out.message('Nobody was signed in.');
  if (result.revoked)
    return ctx.out.message(
      `Signed out: ${result.user.email} is forgotten here and this machine's token no longer works.`,
    );
  ctx.out.message(
    `${ctx.out.errColors.yellow('Signed out here only:')} the server could not revoke this machine's token (${result.problem}). ` +
      'Sign it out from another device with `spotter account devices` / `spotter account revoke`.',
  );
}

export default defineCommand({ declare, run });
