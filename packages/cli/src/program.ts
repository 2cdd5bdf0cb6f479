import { Command, Option } from 'commander';
import { addAccountCommands } from './program/account.js';
import { addAdminCommands } from './program/admin.js';
import { addLibraryCommands } from './program/library.js';
import { addProfileCommands } from './program/profile.js';
import { commandPath, usageOf, type CommandRunner } from './program/lazy-action.js';
import { addToolingCommands } from './program/tooling.js';
import { addTrainingCommands } from './program/training.js';
import { addWorkoutLogCommands } from './program/workout-log.js';
import { helpWidthOf } from './help-width.js';
import type { TextStream } from './output/output.js';
import { cliVersion } from './version.js';

const ROOT_HELP = `
Examples:
  $ spotter onboard --first-name Ada --email ada@example.com --age 34 --height-cm 170 --weight-kg 64
  $ spotter login --key SPK-7F3QK-…
  $ spotter profile set --goal muscle --days-per-week 4 --new-plan
  $ spotter upload squat.mp4 "Push-Up set 2.mov" --exercise auto
  $ spotter dashboard
  $ spotter exercises --category strength --json | jq '.[].name'
  $ spotter chat "What should I train today?"

Output: results go to stdout, messages and progress to stderr. --json prints only JSON (stable keys).
Colours only on a terminal; NO_COLOR=1 or --no-color turns them off.

Exit codes: 0 ok, 1 failure, 2 usage error, 3 not signed in, 4 server unreachable or not Spotter,
130 Ctrl-C, 143 SIGTERM. A closed pipe (\`| head\`) ends quietly with 0.

Environment:
  SPOTTER_API_URL     server to talk to (default http://127.0.0.1:8787; --api-url and \`spotter config set apiUrl\` too)
  SPOTTER_ADMIN_TOKEN the server's admin token, for \`spotter admin\`
  SPOTTER_CONFIG_DIR  directory of the config file (default: your XDG config dir, e.g. ~/.config/spotter)
  NO_COLOR            no colours
`;

/** Every command, so completion scripts and `--help` list the same tree. */
export function allCommands(root: Command): Command[] {
  return root.commands.flatMap((command) => [command, ...allCommands(command)]);
}

/** The `spotter` command tree. Each command's code loads only when it runs. */
export function buildProgram(runner: CommandRunner, streams: { stdout: TextStream; stderr: TextStream }): Command {
  const program = new Command('spotter')
    .description('Spotter, your AI fitness coach, in the terminal. `spotter` alone opens the terminal UI.')
    .version(cliVersion(), '-v, --version', 'print the version')
    .option('--api-url <url>', 'the Spotter server (overrides SPOTTER_API_URL and the config)')
    .option('--no-color', 'no colours (NO_COLOR is respected too)')
    .helpCommand('help [command]', 'show help for a command')
    .addHelpText('after', ROOT_HELP)
    .configureOutput({
      writeOut: (text) => void streams.stdout.write(text),
      writeErr: (text) => void streams.stderr.write(text),
      getOutHelpWidth: () => helpWidthOf(streams.stdout),
      getErrHelpWidth: () => helpWidthOf(streams.stderr),
    })
    // Parents with their own flags (pbs, exercises) parse them only before a subcommand.
    .enablePositionalOptions()
    .exitOverride();

  addAccountCommands(program, runner);
  addProfileCommands(program, runner);
  addTrainingCommands(program, runner);
  addWorkoutLogCommands(program, runner);
  addLibraryCommands(program, runner);
  addAdminCommands(program, runner);
  addToolingCommands(program, runner);

  for (const command of allCommands(program)) {
    // The global flags work after the command too (`spotter pbs --api-url …`); listed once, in `spotter --help`.
    command.addOption(new Option('--api-url <url>').hideHelp()).addOption(new Option('--no-color').hideHelp());
    command.exitOverride();
    command.showHelpAfterError(`Usage: ${usageOf(command)}\nRun \`${commandPath(command)} --help\` for examples.`);
  }
  program.showHelpAfterError('Run `spotter --help` for usage.');
  return program;
}

/**
 * What `spotter --help` prints on a pipe or a terminal at least HELP_WIDTH wide. The bundle keeps it as text
 * (scripts/bundle.js), so the binary answers `--help` without loading commander or building the command tree.
 */
export function rootHelpText(): string {
  let text = '';
  const stream: TextStream = { write: (chunk: string) => (text += chunk) };
  buildProgram(() => Promise.resolve(), { stdout: stream, stderr: stream }).outputHelp();
  return text;
}
