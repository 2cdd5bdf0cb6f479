import { Command, Option, type OptionValues } from 'commander';
import { commandPath, usageOf, type CommandInput, type DeclaredCommand } from './command.js';
import { COMMANDS, type CommandEntry } from './command-list.js';
import { helpWidthOf } from './help-width.js';
import type { CliContext } from './context.js';
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

/** A command's run, as the program holds it. */
export type RunOf = (ctx: CliContext, input: CommandInput<unknown[], OptionValues>) => Promise<number | void>;

/** Runs a command's run with the context; set by runProgram. */
export type CommandRunner = (run: RunOf, input: CommandInput<unknown[], OptionValues>) => Promise<void>;

/** The command tree, and how to declare the commands in it that have not been yet. */
export interface Program {
  root: Command;
  /** Declares the commands `argv` names, and when it asks for help, the commands that help lists. */
  declareFor: (argv: readonly string[]) => Promise<void>;
  /** Declares every command (the root help at build time, completion scripts). */
  declareAll: () => Promise<Command>;
}

/** Every command, so completion scripts and `--help` list the same tree. */
export function allCommands(root: Command): Command[] {
  return root.commands.flatMap((command) => [command, ...allCommands(command)]);
}

const asksForHelp = (argv: readonly string[]) =>
  argv.length === 0 || argv[0] === 'help' || argv.includes('--help') || argv.includes('-h');

/**
 * The `spotter` command tree. Each command starts as its name only; its file (description, flags, run) is imported
 * when commander dispatches to it, so a run loads that one file, and a help asked for loads the files it lists.
 */
export function buildProgram(runner: CommandRunner, streams: { stdout: TextStream; stderr: TextStream }): Program {
  const root = new Command('spotter')
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
    .exitOverride()
    .showHelpAfterError('Run `spotter --help` for usage.');

  const pending = new Map<Command, CommandEntry>();
  const finish = (command: Command) => {
    // The global flags work after the command too (`spotter pbs --api-url …`); listed once, in `spotter --help`.
    command.addOption(new Option('--api-url <url>').hideHelp()).addOption(new Option('--no-color').hideHelp());
    command.exitOverride();
    command.showHelpAfterError(`Usage: ${usageOf(command)}\nRun \`${commandPath(command)} --help\` for examples.`);
  };
  const apply = (command: Command, declared: DeclaredCommand) => {
    declared.declare(command as never);
    if (declared.run) {
      const run: RunOf = (ctx, input) => declared.run?.(ctx, input) ?? Promise.resolve();
      // Commander calls an action on its command (`this`), with the positional arguments, then the options and the command.
      command.action(async function (this: Command, ...received: unknown[]) {
        await runner(run, {
          args: received.slice(0, -2),
          options: this.opts(),
          usage: usageOf(this),
          command: this,
          tree: declareAll,
        });
      });
    }
    finish(command);
  };
  const declaring = new Map<Command, Promise<void>>();
  const declare = (command: Command): Promise<void> => {
    const entry = pending.get(command);
    if (!entry) return Promise.resolve();
    const done = declaring.get(command) ?? entry.load().then((declared) => apply(command, declared));
    declaring.set(command, done);
    return done;
  };
  const placeholders = (parent: Command, entries: CommandEntry[]) => {
    for (const entry of entries) {
      const command = parent.command(entry.name);
      pending.set(command, entry);
      if (entry.subcommands) {
        placeholders(command, entry.subcommands);
        command.hook('preSubcommand', (_parent, sub) => declare(sub));
      }
    }
  };
  root.hook('preSubcommand', (_root, sub) => declare(sub));

  placeholders(root, COMMANDS);

  async function declareAll(): Promise<Command> {
    await Promise.all([...pending.keys()].map(declare));
    return root;
  }
  async function declareFor(argv: readonly string[]): Promise<void> {
    if (!asksForHelp(argv)) return;
    let at = root;
    for (const word of argv) {
      const named = at.commands.find((command) => command.name() === word);
      if (!named) continue;
      await declare(named);
      at = named;
    }
    await Promise.all(at.commands.map(declare));
  }
  return { root, declareFor, declareAll };
}

/**
 * What `spotter --help` prints on a pipe or a terminal at least HELP_WIDTH wide. The bundle keeps it as text
 * (scripts/bundle.js), so the binary answers `--help` without loading commander or building the command tree.
 */
export async function rootHelpText(): Promise<string> {
  let text = '';
  const stream: TextStream = { write: (chunk: string) => (text += chunk) };
  const program = buildProgram(() => Promise.resolve(), { stdout: stream, stderr: stream });
  await program.declareFor([]);
  program.root.outputHelp();
  return text;
}
