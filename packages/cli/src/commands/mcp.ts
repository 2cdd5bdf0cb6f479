import { defineCommand, examples } from '../command.js';
import type { Command } from '@commander-js/extra-typings';
import { stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { CliContext } from '../context.js';
import { EXIT, NotSignedInError } from '../errors.js';
import { notSignedInHere } from '../services/hosts.js';
import { checkSignIn } from '../services/session.js';
import { openFileUpload } from '@spotter/node-client';
import { cliVersion } from '../version.js';

/** '~/videos/bench.mp4' → '/home/ada/videos/bench.mp4'; relative paths from where the client started the server. */
const localPath = (path: string) =>
  resolve(path === '~' || path.startsWith('~/') ? `${homedir()}${path.slice(1)}` : path);

/** The file at a path the user named, streamed from disk when sent; a missing file or a folder fails by its name. */
async function openLocalFile(path: string) {
  const full = localPath(path);
  if (!(await stat(full)).isFile()) throw new Error('it is not a file');
  return openFileUpload(full);
}

const declare = (command: Command) =>
  command
    .description('serve Spotter to an AI agent (Claude, Cursor, …) over MCP on stdin/stdout, as the signed-in user')
    .addHelpText(
      'after',
      `${examples(
        ['claude mcp add spotter -- spotter mcp', 'Claude Code'],
        ['spotter mcp', 'what an MCP client starts; stdin closed → it ends'],
      )}
Protocol messages only on stdout; messages on stderr. Needs \`spotter login\` first (the same sign-in as \`spotter whoami\`).
`,
    );

/**
 * `spotter mcp`: Spotter's MCP server on stdin/stdout for a local agent, as the signed-in user of this machine (the
 * same config, server and token as `spotter whoami`). stdout carries protocol messages only; anything said goes to
 * stderr. Ends when stdin closes (the client went away) or on Ctrl-C.
 */
async function run(ctx: CliContext): Promise<number> {
  const [store, session, apiUrl] = await Promise.all([ctx.config(), ctx.session(), ctx.apiUrl()]);
  const user = session.currentUser();
  if (!user) {
    const signIns = store.signIns();
    if (signIns.length) throw notSignedInHere(apiUrl, signIns);
    throw new NotSignedInError('spotter mcp serves the signed-in user, and nobody is signed in on this machine');
  }
  const api = await ctx.api();
  const check = await checkSignIn({ api, user });
  if (check === 'refused')
    throw new NotSignedInError(`The server at ${apiUrl} no longer accepts the sign-in saved for ${user.email}`);
  if (check === 'unreachable')
    ctx.out.message(
      `spotter mcp: the Spotter server at ${apiUrl} cannot be reached yet; tools will say so until it answers.`,
    );

  const { createSpotterMcpServer, serveStdio } = await import('@spotter/mcp');
  const server = createSpotterMcpServer({
    client: api,
    userId: user.id,
    localFiles: { open: openLocalFile },
    version: cliVersion(),
  });
  const stop = () => void server.close();
  ctx.signal.addEventListener('abort', stop, { once: true });
  ctx.out.message(`spotter mcp: serving ${user.email} on stdio (server ${apiUrl}); close stdin to stop.`);
  await serveStdio(server, process.stdin, process.stdout);
  ctx.signal.removeEventListener('abort', stop);
  return EXIT.ok;
}

export default defineCommand({ declare, run });
