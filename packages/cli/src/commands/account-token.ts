import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { makeClientToken } from '../services/account.js';

const declare = (command: Command) =>
  command
    .description('make a token for an AI agent or a script: listed among your devices under --name, revoked like one')
    .requiredOption('--name <name>', 'the client it is for, as the device list shows it (e.g. "my agent")')
    .option('--password-stdin', 'confirm with your password (or sign-in key) on the first line of stdin')
    .addOption(json('print { token, device }'))
    .addHelpText(
      'after',
      examples(
        ['spotter account token --name "my agent"', 'asks for your password; the token on stdout, shown once'],
        ['pass show spotter | spotter account token --name ci --password-stdin', 'scripts'],
        ['spotter account revoke <id>', 'cut that agent off'],
      ),
    );

/**
 * A token for an agent or script, listed among the devices under --name, confirmed with the password or the sign-in
 * key (a token alone never makes another); printed once, to stdout.
 */
async function run(ctx: CliContext, { options, usage }: InputOf<typeof declare>): Promise<void> {
  const [api, user, apiUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.apiUrl()]);
  let proof = options.passwordStdin ? ((await ctx.readStdin()).split(/\r?\n/)[0] ?? '') : '';
  if (!proof) {
    if (!ctx.interactive)
      throw new CliError(
        'A token for another client needs your password or your sign-in key',
        1,
        'pass --password-stdin with either on stdin',
      );
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

export default defineCommand({ declare, run });
