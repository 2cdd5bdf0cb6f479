import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { EXIT, NotSignedInError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { hostLines, notSignedInHere } from '../services/hosts.js';
import { publicUser } from '../services/onboard.js';
import { describeServer } from '../services/server-health.js';
import { checkSignIn } from '../services/session.js';

const declare = (command: Command) =>
  command
    .description('show the current user')
    .addOption(json())
    .addHelpText(
      'after',
      examples(['spotter whoami', 'name, email and id'], ['spotter whoami --json | jq -r .id', 'the id for scripts']),
    );

/**
 * Who is signed in to the server in use, once it has accepted the token, and every server this machine is signed
 * in to (`*` marks the one in use). Refused → exit 3; not signed in there → exit 3 naming where it is; no server → said, exit 4.
 */
async function run(ctx: CliContext, { options }: InputOf<typeof declare>): Promise<number> {
  const [store, session, apiUrl] = await Promise.all([ctx.config(), ctx.session(), ctx.apiUrl()]);
  const user = session.currentUser();
  const signIns = store.signIns();
  if (!user) throw notSignedInHere(apiUrl, signIns);
  const api = await ctx.api();
  const check = await checkSignIn({ api, user });
  if (check === 'refused')
    throw new NotSignedInError(`The server at ${apiUrl} no longer accepts the sign-in saved for ${user.email}`);
  if (options.json) ctx.out.json(publicUser(user));
  // Which Spotter, database and ffmpeg the server runs, once it has answered (the CLI has no status command).
  else {
    const server = `server: ${apiUrl}${check === 'accepted' ? ` (${await describeServer({ api })})` : ''}`;
    ctx.out.result(
      [
        `${user.first_name} <${user.email}>`,
        `id: ${user.id}`,
        server,
        'signed in to:',
        ...hostLines(signIns, session.origin),
      ].join('\n'),
    );
  }
  if (check === 'accepted') return EXIT.ok;
  ctx.out.message(
    `${ctx.out.errColors.yellow('Not checked:')} the Spotter server at ${apiUrl} cannot be reached, so this is only what is saved here.`,
  );
  return EXIT.unreachable;
}

export default defineCommand({ declare, run });
