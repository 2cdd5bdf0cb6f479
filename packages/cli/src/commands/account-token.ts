import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { makeClientToken } from '../services/account.js';

/**
 * A token for an agent or script, listed among the devices under --name, confirmed with the password or the sign-in
 * key (a token alone never makes another); printed once, to stdout.
 */
export async function run(ctx: CliContext, { options, usage }: CommandInput<{ name: string; passwordStdin?: boolean; json?: boolean }>): Promise<void> {
  const [api, user, apiUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.apiUrl()]);
  let proof = options.passwordStdin ? ((await ctx.readStdin()).split(/\r?\n/)[0] ?? '') : '';
  if (!proof) {
    if (!ctx.interactive) throw new CliError('A token for another client needs your password or your sign-in key', 1, 'pass --password-stdin with either on stdin');
    const ask = await ctx.prompter('--password-stdin', usage);
    proof = await ask.secret('Your password, or your sign-in key (SPK-…)');
  }
  const { token, session } = await makeClientToken({ api, user, name: options.name, proof });
  if (options.json) return ctx.out.json({ token, device: session });
  ctx.out.result(token);
  ctx.out.message(
    [
      `A token for '${session.device}' (device ${session.id}): shown this once, so keep it where the client keeps secrets.`,
      `MCP over HTTP: POST ${apiUrl.replace(/\/+$/, '')}/mcp with the header Authorization: Bearer <token>.`,
      `Cut the client off at any time with \`spotter account revoke ${session.id}\`.`,
    ].join('\n'),
  );
}
