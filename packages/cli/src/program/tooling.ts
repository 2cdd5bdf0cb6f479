import { type Command } from 'commander';
import { examples, lazyAction, type CommandRunner } from './lazy-action.js';

/** completion, tui, mcp, serve, worker. */
export function addToolingCommands(program: Command, runner: CommandRunner): void {
  program
    .command('completion')
    .description('print a shell completion script')
    .argument('<shell>', 'bash, zsh or fish (names: the exercise names the scripts complete, cached for an hour)')
    .addHelpText(
      'after',
      examples(
        ['source <(spotter completion bash)', 'bash, this session (add it to ~/.bashrc to keep it)'],
        ['spotter completion zsh > "${fpath[1]}/_spotter"', 'zsh'],
        ['spotter completion fish > ~/.config/fish/completions/spotter.fish', 'fish'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/completion.js')));

  program
    .command('tui')
    .description('open the terminal UI (also: `spotter` with no arguments on a terminal)')
    .addHelpText('after', examples(['spotter tui', 'home screen: dashboard, library, chat']))
    .action(lazyAction(runner, () => import('../commands/tui.js')));

  program
    .command('mcp')
    .description('serve Spotter to an AI agent (Claude, Cursor, …) over MCP on stdin/stdout, as the signed-in user')
    .addHelpText(
      'after',
      `${examples(
        ['claude mcp add spotter -- spotter mcp', 'Claude Code'],
        ['spotter mcp', 'what an MCP client starts; stdin closed → it ends'],
      )}
Protocol messages only on stdout; messages on stderr. Needs \`spotter login\` first (the same sign-in as \`spotter whoami\`).
`,
    )
    .action(lazyAction(runner, () => import('../commands/mcp.js')));

  program
    .command('serve')
    .description('start the Spotter server (API and web app); see `spotter serve --help`')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      // bin/spotter.js hands `serve` to @spotter/server before the CLI loads; reaching here is a packaging bug.
      throw new Error('spotter serve must be started through the spotter executable (bin/spotter.js)');
    });

  program
    .command('worker')
    .description('take analysis jobs from the PostgreSQL queue, no HTTP (SPOTTER_QUEUE=postgres); see `spotter worker --help`')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      // Like serve: bin/spotter.js hands `worker` to @spotter/server before the CLI loads.
      throw new Error('spotter worker must be started through the spotter executable (bin/spotter.js)');
    });
}
