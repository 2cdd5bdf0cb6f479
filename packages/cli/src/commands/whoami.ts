import type { CliContext } from '../context.js';
import { EXIT, NotSignedInError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { publicUser } from '../services/onboard.js';
import { describeServer } from '../services/server-health.js';
import { checkSignIn } from '../services/session.js';

/** Who is signed in here, once the server has accepted the token: refused → exit 3; no server → said, exit 4. */
export async function run(ctx: CliContext, { options }: CommandInput<{ json?: boolean }>): Promise<number> {
  const store = await ctx.config();
  const user = store.currentUser();
  if (!user) throw new NotSignedInError();
  const [api, apiUrl] = await Promise.all([ctx.api(), ctx.apiUrl()]);
  const check = await checkSignIn({ api, user });
  if (check === 'refused') throw new NotSignedInError(`The server at ${apiUrl} no longer accepts the sign-in saved for ${user.email}`);
  if (options.json) ctx.out.json(publicUser(user));
  // Which Spotter, database and ffmpeg the server runs, once it has answered (the CLI has no status command).
  else ctx.out.result(`${user.first_name} <${user.email}>\nid: ${user.id}\nserver: ${apiUrl}${check === 'accepted' ? ` (${await describeServer({ api })})` : ''}`);
  if (check === 'accepted') return EXIT.ok;
  ctx.out.message(`${ctx.out.errColors.yellow('Not checked:')} the Spotter server at ${apiUrl} cannot be reached, so this is only what is saved here.`);
  return EXIT.unreachable;
}
