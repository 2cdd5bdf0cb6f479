/*
 * How `spotter` starts fast, in one place (keep these when changing the CLI; `npm run bench:cli` measures them and
 * lazy-loading.test.ts guards what each command loads):
 * 1. bin/spotter.js is CommonJS (bin/package.json), so Node's ESM loader never starts for `--version` and `--help`: it
 *    requires `@spotter/cli/kept` (kept.ts, bundled to one small .cjs) where the build baked the version and the root
 *    help as commander prints it (scripts/bundle.js calls program.ts's rootHelpText; help is wrapped at most
 *    HELP_WIDTH wide, so the text is exact on pipes and terminals at least that wide; narrower ones and the sources
 *    go through commander).
 * 2. The shipped CLI is an esbuild bundle (scripts/bundle.js): one entry file with what every command needs, and a
 *    chunk per dynamic import (Node 20 has no compile cache; reading dozens of modules cost more than Node's start-up).
 * 3. runCli (below) answers `--version` before commander loads; everything else imports run-program.ts.
 * 4. program.ts builds the tree from command-list.ts as names only; a command's file (description, flags, run) is
 *    imported in commander's preSubcommand hook when it is dispatched to, so a run loads its own file and services;
 *    a help asked for loads the files that help lists (every top-level one for `spotter --help`).
 * 5. The context (context.ts) builds the API client, the config store and prompts on first use; handle-error.ts
 *    loads only on a failure; the TUI is an `openTui` injected by bin/spotter.js, so Ink and React load only for it.
 * 6. `exercises --json` (what scripts call most) takes a lean GET on node:http (api/lean-get.ts, its URL made by core's
 *    api/request-url.ts): no undici, no zod; any other answer goes through core's typed client.
 */
import type { CliDeps } from './context.js';
import { cliVersion } from './version.js';

export type { CliDeps } from './context.js';
export type { OpenTui, TuiOptions as OpenTuiOptions, TuiScreen, TuiSession } from '@spotter/node-client';

/**
 * Runs the CLI and answers with the exit code. `--version` answers before anything else loads;
 * every other command loads commander, then only its own file.
 */
export async function runCli(argv: string[], deps: CliDeps = {}): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    (deps.stdout ?? process.stdout).write(`${cliVersion()}\n`);
    return 0;
  }
  const { runProgram } = await import('./run-program.js');
  return runProgram(argv, { stdin: process.stdin, ...deps });
}
