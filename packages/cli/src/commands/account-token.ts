import type { CliContext } from '../context.js';
import type { CommandInput } from '../program/lazy-action.js';
import { makeClientToken } from '../services/account.js';

/** A token for an agent or script, listed among the devices under --name; printed once, to stdout. */
export async function run(ctx: CliContext, { options }: CommandInput<{ name: string; json?: boolean }>): Promise<void> {
  const [api, user, apiUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.apiUrl()]);
  const { token, session } = await makeClientToken({ api, user, name: options.name });
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
